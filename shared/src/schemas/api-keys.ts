import { z } from 'zod';
import { KEY_SCOPES } from '../roles.js';
import { idSchema, isoDate, requiredText } from '../validation.js';

/**
 * API keys (docs/api.md): a shop's system calls the API with `Authorization: Bearer <key>`. A
 * key is shown once, when it is made; the server keeps only its SHA-256 and its prefix.
 */

/** What every key starts with, so that one found in a log or a repository is recognisable. */
export const API_KEY_PREFIX = 'wb_live_';

/** How a key is written: the prefix, then 43 base64url characters (256 random bits). */
export const API_KEY_PATTERN = /^wb_live_[A-Za-z0-9_-]{43}$/;

/** How many characters of a key the lists show (the prefix and 8 of its random characters). */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

/** A key as the panel lists it: never its secret. Times are ISO 8601. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the key ("wb_live_Ab3dE9xQ"), to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(z.enum(KEY_SCOPES)),
  /** Who made it (a member's e-mail), null when that member is gone. */
  created_by: z.string().nullable(),
  created_at: z.string(),
  /** The day after which the key stops opening anything (UTC), or null for no expiry. */
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  last_ip: z.string().nullable(),
  /** Calls made with it today (UTC). */
  calls_today: z.number().int(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to making a key: the key as listed, and its secret, shown this once. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ secret: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/** POST /api/api-keys: a name, at least one scope, and an optional last day (UTC). */
export const apiKeyCreateSchema = z.object({
  name: requiredText().max(100),
  scopes: z
    .array(z.enum(KEY_SCOPES))
    .min(1)
    .max(KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  expires_on: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    isoDate()
      .refine((day) => day >= new Date().toISOString().slice(0, 10), {
        message: 'expires_on must not be in the past',
      })
      .optional(),
  ),
});
export type ApiKeyCreatePayload = z.output<typeof apiKeyCreateSchema>;

/** DELETE /api/api-keys: the key to revoke, at once on every instance. */
export const apiKeyRevokeSchema = z.object({ id: idSchema });
export type ApiKeyRevokePayload = z.infer<typeof apiKeyRevokeSchema>;
