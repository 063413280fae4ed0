import { z } from 'zod';
import { idSchema, optionalEmail, requiredEmail, requiredNumber } from '../validation.js';
import { LANGUAGES } from '../choices.js';
import { NOTIFICATION_EVENTS } from '../delivery-preferences.js';

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A message in the outbox as staff see it (docs/product.md §4.8): what happened to it and when. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  /** Where answers go (the visitor of a contact message), or null. */
  reply_to: z.string().nullable(),
  /**
   * The message's text; null for a message that carries a secret (a PIN, a signed link): the
   * owner reads it, while it is unsent, through POST /api/outbox/reveal, which is audited.
   */
  text: z.string().nullable(),
  /** It carries a PIN or a signed link. */
  secret: z.boolean(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** POST /api/outbox/retry. */
export const outboxRetrySchema = z.object({ id: idSchema });
export type OutboxRetryPayload = z.infer<typeof outboxRetrySchema>;

/** POST /api/parcels/{code}/subscribers: a visitor asks for e-mail updates on a parcel. */
export const subscribeSchema = z.object({
  email: requiredEmail(),
  /** Which events to hear about (docs/product.md §10); left out: all of them. */
  events: z.array(z.enum(NOTIFICATION_EVENTS)).min(1).max(NOTIFICATION_EVENTS.length).optional(),
  /** The e-mails' language; left out: English. */
  language: z.enum(LANGUAGES).optional(),
});
export type SubscribePayload = z.infer<typeof subscribeSchema>;

/** POST /api/outbox/reveal: the owner reads an unsent secret-bearing message's text. */
export const outboxRevealSchema = z.object({ id: idSchema });
export type OutboxRevealPayload = z.infer<typeof outboxRevealSchema>;
export const outboxRevealAnswerSchema = z.object({ id: z.number().int(), text: z.string() });
export type OutboxRevealAnswer = z.infer<typeof outboxRevealAnswerSchema>;

/**
 * How the connection to the mail server is protected: TLS from the first byte (usually port
 * 465), STARTTLS required before the login (usually 587), or none (a relay on a trusted network).
 */
export const MAIL_SECURITIES = ['tls', 'starttls', 'none'] as const;
export type MailSecurity = (typeof MAIL_SECURITIES)[number];

/**
 * Where the mail server comes from: MAIL_URL (which wins), the panel's mail settings, or nowhere
 * (messages wait in the outbox).
 */
export const MAIL_SOURCES = ['env', 'panel', 'none'] as const;
export type MailSource = (typeof MAIL_SOURCES)[number];

/**
 * GET /api/mail/server: the panel's mail server as stored (never its password, only whether one is
 * kept) and which server is in use.
 */
export const mailServerSchema = z.object({
  source: z.enum(MAIL_SOURCES),
  /** MAIL_URL's server as host:port (never its login), when MAIL_URL is set. */
  env_server: z.string().nullable(),
  host: z.string(),
  port: z.number().int(),
  security: z.enum(MAIL_SECURITIES),
  username: z.string(),
  password_set: z.boolean(),
  sender: z.string(),
});
export type MailServer = z.infer<typeof mailServerSchema>;

/**
 * PATCH /api/mail/server. An empty host turns the panel's server off. The password: left out,
 * kept; '' removes it; any other text replaces it (stored encrypted).
 */
export const mailServerPatchSchema = z.object({
  host: z.preprocess(
    (value) => (value === null ? '' : value),
    z.string().trim().max(253).optional(),
  ),
  port: requiredNumber(z.number().int().min(1).max(65535)).optional(),
  security: z.enum(MAIL_SECURITIES).optional(),
  username: z.preprocess(
    (value) => (value === null ? '' : value),
    z.string().trim().max(300).optional(),
  ),
  password: z.string().max(300).optional(),
  sender: optionalEmail(),
});
export type MailServerPatchPayload = z.infer<typeof mailServerPatchSchema>;

/** POST /api/mail/server/test: a test message to this address. */
export const mailTestSchema = z.object({ to: requiredEmail() });
export type MailTestPayload = z.infer<typeof mailTestSchema>;
/** The mail server's own answer to the test message (e.g. "250 2.0.0 OK queued as …"). */
export const mailTestAnswerSchema = z.object({ response: z.string() });
export type MailTestAnswer = z.infer<typeof mailTestAnswerSchema>;

/** GET /api/mail/status: whether mail goes out, for the panel's banner. */
/**
 * The answer to a visitor's "e-mail updates": whether the confirmation e-mail goes now (`queued`)
 * or waits until mail is set up (`held`); the same whether or not the code exists.
 */
export const subscribeAnswerSchema = z.object({ delivery: z.enum(['queued', 'held']) });
export type SubscribeAnswer = z.infer<typeof subscribeAnswerSchema>;

export const mailStatusSchema = z.object({
  source: z.enum(MAIL_SOURCES),
  /** Messages in the outbox not yet sent (queued or being sent). */
  waiting: z.number().int(),
});
export type MailStatus = z.infer<typeof mailStatusSchema>;
