import { z } from 'zod';
import { coded, emptyToUndefined, ID_MAX, isoDate } from '../validation.js';
import { pageQuerySchema } from './queries.js';

/**
 * The audit trail (docs/product.md, "Audit trail"): one row per change made through the API.
 * The kinds of records and actions a row names. Which rows each route writes is declared in
 * api/src/audit/audited-routes.ts.
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
  // Passkeys (issue 14).
  'passkey',
  'invitation',
  'subscription',
  'two_factor_policy',
  // Staff sessions (issue 14): a signed-in browser, ended by its member or the owner.
  'session',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'signin',
  'signin_failed',
  'password_change',
  // Passkeys (issue 14): one added, renamed or removed; a sign-in finished with one.
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
  // Staff sessions (issue 14).
  'end',
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

/** What `GET /api/audit/verify` found: the first row whose hash or link does not hold, if any. */
export const auditVerificationSchema = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  first_broken: z.object({ id: z.number().int(), at: z.string() }).nullable(),
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
