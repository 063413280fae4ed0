import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The content of an audit row that its hash covers: everything but the hash itself. `at` is an
 * ISO instant and `changes` plain JSON, so the row read back hashes as it did when written.
 */
export interface AuditContent {
  id: number;
  at: string;
  account_id: number | null;
  account_email: string | null;
  account_role: string | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
  entity: string;
  entity_id: string | null;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

/**
 * JSON with every object's keys sorted, at every depth: the same value gives the same text
 * however it was built or stored (PostgreSQL's jsonb does not keep key order).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A row's link in the chain: HMAC-SHA256, with the audit key, over the previous row's hash and the
 * row's canonical content. Editing a row changes its hash; removing or reordering rows breaks the
 * next row's link; and without the key nobody can compute the hash an edited row would need.
 */
export function chainHash(key: string, previousHash: string | null, content: AuditContent): string {
  return createHmac('sha256', key)
    .update(`${previousHash ?? ''}\n${canonicalJson(content)}`)
    .digest('hex');
}

/**
 * The hash rows were chained with before the chain was keyed: plain sha256, which anyone who can
 * write the table can compute again. Only rows older than the chain's `keyed_from` id are checked
 * with it (rows an install wrote before its upgrade).
 */
export function legacyHash(previousHash: string | null, content: AuditContent): string {
  return createHash('sha256')
    .update(`${previousHash ?? ''}\n${canonicalJson(content)}`)
    .digest('hex');
}

/** A stored row as the verifier reads it. */
export interface ChainedRow extends AuditContent {
  prev_hash: string | null;
  hash: string;
}

/** How rows are checked: the key, and the first row id hashed with it (older ids: legacyHash). */
export interface ChainKey {
  key: string;
  keyedFrom: number;
}

/** Whether a row's stored hash is the one its content and link give. */
export function rowHolds(row: ChainedRow, chain: ChainKey): boolean {
  const { prev_hash, hash, ...content } = row;
  const expected =
    row.id >= chain.keyedFrom
      ? chainHash(chain.key, prev_hash, content)
      : legacyHash(prev_hash, content);
  return expected === hash;
}

/**
 * Checks rows in chain order (oldest first). `previous` is the hash the first row must link to
 * (the last good hash of the batch before). Answers the first row that does not hold (null when
 * all do) and the last good hash, to carry on with the next batch.
 */
export function checkChain(
  rows: readonly ChainedRow[],
  chain: ChainKey,
  previous: string | null,
): { broken: ChainedRow | null; last: string | null } {
  let last = previous;
  for (const row of rows) {
    if (row.prev_hash !== last || !rowHolds(row, chain)) return { broken: row, last };
    last = row.hash;
  }
  return { broken: null, last };
}

/**
 * What a checkpoint signs: the chain had received `count` rows since its first row (whose hash is
 * `first`) when it was made at `at`, the newest being `head`.
 */
export interface CheckpointBody {
  at: string;
  count: number;
  head: string;
  first: string;
}

/** HMAC-SHA256 of a checkpoint with the audit key; a label keeps it apart from a row's hash. */
export function signCheckpoint(key: string, body: CheckpointBody): string {
  const { at, count, head, first } = body;
  return createHmac('sha256', key)
    .update(`waybill-audit-checkpoint\n${canonicalJson({ at, count, head, first })}`)
    .digest('hex');
}

/** Whether `sig` is the checkpoint's signature under `key` (compared in constant time). */
export function checkpointSigned(key: string, body: CheckpointBody, sig: string): boolean {
  const expected = Buffer.from(signCheckpoint(key, body), 'hex');
  const given = Buffer.from(sig, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A short public name of a key, to tell that the key changed without showing it. */
export function keyId(key: string): string {
  return createHmac('sha256', key).update('waybill-audit-key-id').digest('hex').slice(0, 16);
}
