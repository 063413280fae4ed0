import { z } from 'zod';
import { ROLES } from '../roles.js';
import { ID_MAX, emptyToUndefined } from '../validation.js';

/**
 * Staff sessions (docs/product.md §4.2c): each signed-in browser, as its member and the owner see
 * it. A session is named by a public id (a hash of its secret id), never by the secret the cookie
 * carries.
 */

/** What kind of device a session's browser runs on (read from its user agent). */
export const SESSION_DEVICES = ['desktop', 'mobile', 'tablet', 'tv', 'bot', 'unknown'] as const;
export type SessionDevice = (typeof SESSION_DEVICES)[number];

/** The longest list of sessions one answer holds (the most recently seen first). */
export const SESSION_LIST_MAX = 200;

/** A session's public id: 32 hexadecimal characters. */
export const sessionPublicIdSchema = z.string().regex(/^[0-9a-f]{32}$/);

/** One signed-in session. Times are ISO 8601; null where a session from before was not told. */
export const sessionSchema = z.object({
  id: z.string(),
  device: z.enum(SESSION_DEVICES),
  /** The browser and its major version ("Chrome 124"), or null when the user agent says none. */
  browser: z.string().nullable(),
  /** The operating system ("Windows 10", "iOS 17.4"), or null. */
  os: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** Where it signed in from, and where its latest request came from. */
  signin_ip: z.string().nullable(),
  last_seen_ip: z.string().nullable(),
  signed_in_at: z.string().nullable(),
  last_seen_at: z.string().nullable(),
  /** The session making this request ("This device"). */
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof sessionSchema>;

/** GET /api/admins/sessions: the signed-in member's own sessions. */
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

/** A session in the owner's list: whose it is, too. */
export const memberSessionSchema = sessionSchema.extend({
  member: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
  }),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

/** GET /api/staff/sessions: every member's sessions, or one member's. */
export const memberSessionListSchema = z.object({ sessions: z.array(memberSessionSchema) });
export type MemberSessionList = z.infer<typeof memberSessionListSchema>;

/** The owner's filter: one member's sessions (by account id), or everyone's without it. */
export const memberSessionsQuerySchema = z.object({
  member_id: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(ID_MAX).optional()),
});
export type MemberSessionsQuery = z.infer<typeof memberSessionsQuerySchema>;

/** DELETE /api/admins/sessions and /api/staff/sessions: which session to end. */
export const sessionEndSchema = z.object({ id: sessionPublicIdSchema });
export type SessionEndPayload = z.infer<typeof sessionEndSchema>;

/** Ending one session: whether it was the caller's own (then the caller is signed out). */
export const sessionEndedSchema = z.object({ signed_out: z.boolean() });
export type SessionEnded = z.infer<typeof sessionEndedSchema>;

/** Ending the caller's other sessions: how many ended. */
export const sessionsEndedSchema = z.object({ ended: z.number().int() });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;
