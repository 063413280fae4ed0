import { createHash } from 'node:crypto';

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
 * A row's link in the chain: sha256 over the previous row's hash and the row's canonical content.
 * Editing a row changes its hash; removing or reordering rows breaks the next row's link.
 */
export function chainHash(previousHash: string | null, content: AuditContent): string {
  return createHash('sha256')
    .update(`${previousHash ?? ''}\n${canonicalJson(content)}`)
    .digest('hex');
}

/** A stored row as the verifier reads it. */
export interface ChainedRow extends AuditContent {
  prev_hash: string | null;
  hash: string;
}

/**
 * Checks rows in chain order (oldest first). `previous` is the hash the first row must link to, or
 * undefined to trust its link (the oldest kept row after a purge, whose predecessor is gone).
 * Answers the first row that does not hold (null when all do) and the last good hash, to carry on
 * with the next batch.
 */
export function checkChain(
  rows: readonly ChainedRow[],
  previous?: string | null,
): { broken: ChainedRow | null; last: string | null | undefined } {
  let last = previous;
  for (const row of rows) {
    const { prev_hash, hash, ...content } = row;
    const linked = last === undefined || prev_hash === last;
    if (!linked || chainHash(prev_hash, content) !== hash) return { broken: row, last };
    last = hash;
  }
  return { broken: null, last };
}
