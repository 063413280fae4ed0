import { z } from 'zod';
import { coded, emptyToUndefined, ID_MAX, isoDate } from '../validation.js';
import { pageQuerySchema } from './queries.js';

/**
 * The audit trail (docs/product.md, "Audit trail"): one row per change made through the API.
 * The kinds of records and actions a row names. Which rows each call writes is declared on its
 * endpoint (`audit`, shared/src/endpoint.ts).
 */
export const AUDIT_ENTITIES = [
  'parcel',
  'activity',
  'page',
  'review',
  'settings',
  'invoice',
  'mail',
  'account',
  // Passkeys.
  'passkey',
  'invitation',
  'subscription',
  'two_factor_policy',
  // Staff sessions: a signed-in browser, ended by its member or the owner.
  'session',
  // The chain itself: a signed checkpoint exported by the owner.
  'audit',
  // A background job the owner ran again.
  'job',
  // A visitor's message in the inbox.
  'message',
  // An API key for a shop's system (docs/api.md).
  'api_key',
  // A webhook endpoint (docs/webhooks.md).
  'webhook',
  // A courier's run of a day: parcels added, reordered or taken off.
  'run',
  // Parcels from a spreadsheet: the upload, its mapping, its run.
  'parcel_import',
  // A person's data: exported or erased on request, erased by the retention.
  'personal_data',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'signin',
  'signin_failed',
  'password_change',
  // Passkeys: one added, renamed or removed; a sign-in finished with one.
  'passkey_add',
  'passkey_rename',
  'passkey_remove',
  'signin_passkey',
  'password_reset_request',
  'role_change',
  'disable',
  'enable',
  'handover',
  'accept',
  'revoke',
  'two_factor_on',
  'two_factor_off',
  'recovery_codes_renew',
  // A wrong password or code given by a signed-in account (changing its password or factors).
  'proof_failed',
  // Staff sessions.
  'end',
  'checkpoint_export',
  // The owner read the text of an unsent message that carries a secret.
  'reveal',
  // A wrong handover code given at the door; a dispatcher's reset of a locked one.
  'handover_failed',
  'handover_reset',
  // A person's data exported or erased (docs/product.md §4.18).
  'export',
  'erase',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A field's value before and after the change (null when it had none, or the row is new or gone). */
export const auditChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });
export type AuditChange = { before: unknown; after: unknown };

/** One row: when, who (account and role), from where, what, and the fields changed. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  account_id: z.number().int().nullable(),
  account_email: z.string().nullable(),
  account_role: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  request_id: z.string().nullable(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  action: z.string(),
  changes: z.record(z.string(), auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * A row as the trail's list gives it to staff: the row, with the names it is read by, where known.
 * `account_name` is the member's display name now; `entity_name` names the record (a parcel by its
 * tracking code, an account by its name, a history entry by its title), so a screen need not show
 * a bare id; `parcel_code` is a history entry's parcel's tracking code ("WB-123: Out for
 * delivery" as the panel writes the two).
 */
export const auditListEntrySchema = auditEntrySchema.extend({
  account_name: z.string().nullable(),
  entity_name: z.string().nullable(),
  parcel_code: z.string().nullable(),
});
export type AuditListEntry = z.infer<typeof auditListEntrySchema>;

/**
 * What a chain check found wrong first (docs/architecture.md, "Audit chain"): a row whose content
 * does not hold under the key (`row_edited`); a row that holds but does not link to the one
 * before it (`link_broken`: rows between were removed, or the rows before it rewritten); rows missing at the newest end that a
 * checkpoint counted (`head_cut`); rows missing at the oldest end beyond what retention recorded
 * (`tail_cut`); a checkpoint whose row holds another hash, or that names another chain
 * (`checkpoint_mismatch`); a checkpoint not signed with this server's key (`checkpoint_forged`);
 * the server's audit key is not the one the chain was written with (`key_changed`).
 */
export const AUDIT_PROBLEMS = [
  'row_edited',
  'link_broken',
  'head_cut',
  'tail_cut',
  'checkpoint_mismatch',
  'checkpoint_forged',
  'key_changed',
] as const;
export type AuditProblem = (typeof AUDIT_PROBLEMS)[number];

/**
 * What `GET /api/audit/verify` found: the first problem, the row it concerns (the first row
 * whose hash or link does not hold, or the oldest kept row for a cut at the tail) and the
 * checkpoint it concerns. `checkpoints` is how many signed checkpoints were compared.
 */
export const auditVerificationSchema = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  first_broken: z.object({ id: z.number().int(), at: z.string() }).nullable(),
  problem: z.enum(AUDIT_PROBLEMS).nullable(),
  checkpoint: z.object({ at: z.string(), count: z.number().int() }).nullable(),
  checkpoints: z.number().int(),
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;

const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess(emptyToUndefined, schema.optional());

/** PostgreSQL has no year 0 (see parcelListQuerySchema's created_on). */
const day = () => isoDate().refine((value) => value >= '0001-01-01', coded('field.date'));

const auditFilterFields = {
  account_id: optional(z.coerce.number().int().min(1).max(ID_MAX)),
  email: optional(z.string().trim().toLowerCase().max(300)),
  entity: optional(z.enum(AUDIT_ENTITIES)),
  entity_id: optional(z.string().trim().max(100)),
  action: optional(z.enum(AUDIT_ACTIONS)),
  from: optional(day()),
  to: optional(day()),
};

/** `to` may not come before `from`: a range that holds nothing is a mistake worth saying. */
const inOrder = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;
const outOfOrder = { ...coded('audit.date_order'), path: ['to'] };

/** The filters of the audit list and its CSV export; `from` and `to` are whole days, both kept. */
export const auditFilterSchema = z.object(auditFilterFields).refine(inOrder, outOfOrder);
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** `GET /api/audit`: a page of rows (newest first) matching the filters. */
export const auditListQuerySchema = pageQuerySchema
  .extend(auditFilterFields)
  .refine(inOrder, outOfOrder);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/**
 * A signed checkpoint as the owner exports it (one line of JSON to keep away from the server):
 * `count` rows had been written to the chain since its first row (rows retention removed since
 * count too), `head` is the hash of the newest of them, `first` the hash of the chain's first
 * row, and `sig` an HMAC-SHA256 over the rest with the audit key.
 */
const hash = z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hexadecimal digits');
export const auditCheckpointSchema = z.strictObject({
  at: z.iso.datetime(),
  count: z.number().int().min(1).max(2_147_483_647),
  head: hash,
  first: hash,
  sig: hash,
});
export type AuditCheckpoint = z.infer<typeof auditCheckpointSchema>;

/** `POST /api/audit/checkpoints`: the checkpoint of the chain as it is now, and its line. */
export const auditCheckpointExportSchema = z.object({
  checkpoint: auditCheckpointSchema,
  line: z.string(),
});
export type AuditCheckpointExport = z.infer<typeof auditCheckpointExportSchema>;

/**
 * Whether the chain still holds an exported checkpoint: `held` (its row is there with that hash
 * and the chain verifies), `cut` (the chain ends before it), `rewritten` (its row holds another
 * hash), `other_chain` (another first row), or `purged` (retention has since removed its row:
 * only the chain from the oldest kept row on is checked).
 */
export const AUDIT_CHECKPOINT_STATES = [
  'held',
  'cut',
  'rewritten',
  'other_chain',
  'purged',
] as const;
export type AuditCheckpointState = (typeof AUDIT_CHECKPOINT_STATES)[number];
export const auditCheckpointCheckSchema = z.object({
  state: z.enum(AUDIT_CHECKPOINT_STATES),
  verification: auditVerificationSchema,
});
export type AuditCheckpointCheck = z.infer<typeof auditCheckpointCheckSchema>;
