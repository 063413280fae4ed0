import {
  type AuditContent,
  type ChainedRow,
  canonicalJson,
  chainHash,
  checkChain,
} from './audit-chain.js';

const content = (id: number, changes: AuditContent['changes'] = {}): AuditContent => ({
  id,
  at: `2026-11-25T10:00:0${id}.000Z`,
  account_id: 1,
  account_email: 'boss@example.com',
  account_role: 'admin',
  ip: '127.0.0.1',
  user_agent: 'Test',
  request_id: `r${id}`,
  entity: 'parcel',
  entity_id: '7',
  action: 'update',
  changes,
});

function chain(count: number): ChainedRow[] {
  const rows: ChainedRow[] = [];
  let previous: string | null = null;
  for (let id = 1; id <= count; id += 1) {
    const row = content(id, { destination: { before: `T${id - 1}`, after: `T${id}` } });
    const hash = chainHash(previous, row);
    rows.push({ ...row, prev_hash: previous, hash });
    previous = hash;
  }
  return rows;
}

describe('canonicalJson', () => {
  it('writes the same text whatever the key order, at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it('leaves undefined fields out and keeps strings escaped', () => {
    expect(canonicalJson({ a: undefined, b: 'say "hi"\n' })).toBe('{"b":"say \\"hi\\"\\n"}');
  });
});

describe('chainHash', () => {
  it('is a sha256 that depends on the content and on the previous hash', () => {
    const row = content(1);
    const hash = chainHash(null, row);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(chainHash(null, { ...row })).toBe(hash);
    expect(chainHash('0'.repeat(64), row)).not.toBe(hash);
    expect(chainHash(null, { ...row, action: 'delete' })).not.toBe(hash);
    expect(chainHash(null, { ...row, changes: { a: { before: 1, after: 2 } } })).not.toBe(hash);
  });
});

describe('checkChain', () => {
  it('accepts an intact chain and answers its last hash', () => {
    const rows = chain(4);
    expect(checkChain(rows, null)).toEqual({ broken: null, last: rows[3].hash });
  });

  it('names an edited row', () => {
    const rows = chain(4);
    rows[2] = { ...rows[2], changes: { destination: { before: 'T1', after: 'Elsewhere' } } };
    expect(checkChain(rows, null).broken?.id).toBe(3);
  });

  it('names the row after a removed one, and a row whose link was rewritten to fit', () => {
    const rows = chain(4);
    expect(checkChain([rows[0], rows[1], rows[3]], null).broken?.id).toBe(4);
    const relinked = { ...rows[3], prev_hash: rows[1].hash };
    expect(checkChain([rows[0], rows[1], relinked], null).broken?.id).toBe(4);
  });

  it('trusts the first row’s link when told to (the oldest kept row after a purge)', () => {
    const rows = chain(5).slice(2);
    expect(checkChain(rows).broken).toBeNull();
    expect(checkChain(rows, null).broken?.id).toBe(3);
  });

  it('carries on across batches from the last good hash', () => {
    const rows = chain(6);
    const first = checkChain(rows.slice(0, 3), null);
    expect(checkChain(rows.slice(3), first.last).broken).toBeNull();
    expect(checkChain(rows.slice(4), first.last).broken?.id).toBe(5);
  });
});
