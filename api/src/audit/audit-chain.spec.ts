import {
  type AuditContent,
  type ChainKey,
  type ChainedRow,
  canonicalJson,
  chainHash,
  checkChain,
  checkpointSigned,
  keyId,
  legacyHash,
  rowHolds,
  signCheckpoint,
} from './audit-chain.js';

const KEY = 'k'.repeat(32);
const KEYED: ChainKey = { key: KEY, keyedFrom: 1 };

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

/** `count` rows chained as the writer does; ids before `keyedFrom` the old (unkeyed) way. */
function chain(count: number, chainKey: ChainKey = KEYED): ChainedRow[] {
  const rows: ChainedRow[] = [];
  let previous: string | null = null;
  for (let id = 1; id <= count; id += 1) {
    const row = content(id, { destination: { before: `T${id - 1}`, after: `T${id}` } });
    const hash: string =
      id >= chainKey.keyedFrom ? chainHash(chainKey.key, previous, row) : legacyHash(previous, row);
    rows.push({ ...row, prev_hash: previous, hash });
    previous = hash;
  }
  return rows;
}

/** What someone who can write the table but lacks the key does: recompute every hash unkeyed. */
function rehashedWithoutKey(rows: ChainedRow[]): ChainedRow[] {
  let previous: string | null = null;
  return rows.map(({ prev_hash: _link, hash: _hash, ...row }) => {
    const hash = legacyHash(previous, row);
    const rehashed = { ...row, prev_hash: previous, hash };
    previous = hash;
    return rehashed;
  });
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
  it('is an HMAC-SHA256 that depends on the key, the content and the previous hash', () => {
    const row = content(1);
    const hash = chainHash(KEY, null, row);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(chainHash(KEY, null, { ...row })).toBe(hash);
    expect(chainHash('x'.repeat(32), null, row)).not.toBe(hash);
    expect(chainHash(KEY, '0'.repeat(64), row)).not.toBe(hash);
    expect(chainHash(KEY, null, { ...row, action: 'delete' })).not.toBe(hash);
    expect(chainHash(KEY, null, { ...row, changes: { a: { before: 1, after: 2 } } })).not.toBe(
      hash,
    );
  });

  it('is not the unkeyed hash rows had before (which anyone can compute)', () => {
    const row = content(1);
    expect(legacyHash(null, row)).toMatch(/^[0-9a-f]{64}$/);
    expect(chainHash(KEY, null, row)).not.toBe(legacyHash(null, row));
  });
});

describe('rowHolds', () => {
  it('checks ids from keyed_from with the key, and older ids the old way', () => {
    const rows = chain(4, { key: KEY, keyedFrom: 3 });
    const upgraded: ChainKey = { key: KEY, keyedFrom: 3 };
    expect(rows.every((row) => rowHolds(row, upgraded))).toBe(true);
    // Checked as if all were keyed, the two older rows do not hold.
    expect(rows.map((row) => rowHolds(row, KEYED))).toEqual([false, false, true, true]);
  });

  it('refuses a keyed row edited and hashed again without the key', () => {
    const rows = chain(3);
    rows[1] = { ...rows[1], changes: { destination: { before: 'T1', after: 'Elsewhere' } } };
    const forged = rehashedWithoutKey(rows);
    expect(forged.map((row) => rowHolds(row, KEYED))).toEqual([false, false, false]);
  });
});

describe('checkChain', () => {
  it('accepts an intact chain and answers its last hash', () => {
    const rows = chain(4);
    expect(checkChain(rows, KEYED, null)).toEqual({ broken: null, last: rows[3].hash });
  });

  it('accepts an upgraded chain: old rows the old way, the first keyed row linking to them', () => {
    const rows = chain(5, { key: KEY, keyedFrom: 3 });
    expect(rows[2].prev_hash).toBe(rows[1].hash);
    expect(checkChain(rows, { key: KEY, keyedFrom: 3 }, null).broken).toBeNull();
  });

  it('names an edited row, even with every hash computed again without the key', () => {
    const rows = chain(4);
    rows[2] = { ...rows[2], changes: { destination: { before: 'T1', after: 'Elsewhere' } } };
    expect(checkChain(rows, KEYED, null).broken?.id).toBe(3);
    expect(checkChain(rehashedWithoutKey(rows), KEYED, null).broken?.id).toBe(1);
  });

  it('names the row after a removed one, and a row whose link was rewritten to fit', () => {
    const rows = chain(4);
    expect(checkChain([rows[0], rows[1], rows[3]], KEYED, null).broken?.id).toBe(4);
    const relinked = { ...rows[3], prev_hash: rows[1].hash };
    expect(checkChain([rows[0], rows[1], relinked], KEYED, null).broken?.id).toBe(4);
  });

  it('starts from the hash it is given (the base the retention purge recorded)', () => {
    const rows = chain(5);
    expect(checkChain(rows.slice(2), KEYED, rows[1].hash).broken).toBeNull();
    expect(checkChain(rows.slice(2), KEYED, null).broken?.id).toBe(3);
    expect(checkChain(rows.slice(3), KEYED, rows[1].hash).broken?.id).toBe(4);
  });

  it('carries on across batches from the last good hash', () => {
    const rows = chain(6);
    const first = checkChain(rows.slice(0, 3), KEYED, null);
    expect(checkChain(rows.slice(3), KEYED, first.last).broken).toBeNull();
    expect(checkChain(rows.slice(4), KEYED, first.last).broken?.id).toBe(5);
  });
});

describe('checkpoints', () => {
  const body = {
    at: '2026-11-25T10:00:00.000Z',
    count: 4,
    head: 'a'.repeat(64),
    first: 'b'.repeat(64),
  };

  it('are signed with the key, and any field changed or another key breaks the signature', () => {
    const sig = signCheckpoint(KEY, body);
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(checkpointSigned(KEY, body, sig)).toBe(true);
    expect(checkpointSigned(KEY, { ...body, count: 5 }, sig)).toBe(false);
    expect(checkpointSigned(KEY, { ...body, head: 'c'.repeat(64) }, sig)).toBe(false);
    expect(checkpointSigned(KEY, { ...body, first: 'c'.repeat(64) }, sig)).toBe(false);
    expect(checkpointSigned(KEY, { ...body, at: '2026-11-25T11:00:00.000Z' }, sig)).toBe(false);
    expect(checkpointSigned('x'.repeat(32), body, sig)).toBe(false);
    expect(checkpointSigned(KEY, body, sig.slice(2))).toBe(false);
  });

  it('never sign what a row hash would be', () => {
    const row = content(1);
    expect(signCheckpoint(KEY, body)).not.toBe(chainHash(KEY, null, row));
  });
});

describe('keyId', () => {
  it('names a key without showing it: the same for the same key, another for another', () => {
    expect(keyId(KEY)).toMatch(/^[0-9a-f]{16}$/);
    expect(keyId(KEY)).toBe(keyId('k'.repeat(32)));
    expect(keyId('x'.repeat(32))).not.toBe(keyId(KEY));
    expect(KEY).not.toContain(keyId(KEY));
  });
});
