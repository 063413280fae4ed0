import { z } from 'zod';
import { MAIL_TEMPLATES } from '../choices.js';
import {
  LONG_TEXT_MAX,
  TEXT_MAX,
  TEXTAREA_MAX,
  coded,
  emptyToUndefined,
  idSchema,
  optionalEmail,
  requiredEmail,
  requiredText,
} from '../validation.js';

/**
 * POST /api/contact: one outgoing e-mail. It is always sent from the server's MAIL_FROM;
 * `reply_to` is where answers go (the contact e-mail by default in the panel). `from` is the
 * seed's name for the same address (SPEC §7's call keeps working): it becomes `reply_to`, never
 * the sender. `password` is the staff's own mail login, needed only when the mail driver is smtp
 * (the server checks that); `template` overrides the settings' one.
 */
export const contactSchema = z
  .object({
    reply_to: optionalEmail(),
    from: optionalEmail(),
    to: requiredEmail(),
    subject: requiredText(),
    body: z.string().trim().min(1).max(LONG_TEXT_MAX),
    password: z.preprocess(emptyToUndefined, z.string().max(TEXT_MAX).optional()),
    template: z.preprocess(emptyToUndefined, z.enum(MAIL_TEMPLATES).optional()),
  })
  .superRefine((mail, context) => {
    if (mail.reply_to === undefined && mail.from === undefined) {
      context.addIssue({ code: 'custom', path: ['reply_to'], ...coded('field.required') });
    }
  })
  .transform(({ from, reply_to, ...mail }) => ({
    ...mail,
    reply_to: (reply_to ?? from) as string,
  }));
export type ContactPayload = z.infer<typeof contactSchema>;

/**
 * What became of a message sent from the control panel, so the panel says it in its own language:
 * `sent` at once (smtp driver), `queued` for the mail server, or `held` in the outbox until a mail
 * server is configured.
 */
export const MAIL_DELIVERIES = ['sent', 'queued', 'held'] as const;
export const contactAnswerSchema = z.object({ delivery: z.enum(MAIL_DELIVERIES) });
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;

/**
 * POST /api/messages: a visitor's message from /contact.html, delivered to the company's
 * contact e-mail. The visitor's own address is asked so the company can answer.
 */
export const contactMessageSchema = z.object({
  name: z.preprocess(emptyToUndefined, z.string().trim().max(TEXT_MAX).optional()),
  email: requiredEmail(),
  subject: requiredText(),
  body: z.string().trim().min(1).max(TEXTAREA_MAX),
});
export type ContactMessagePayload = z.infer<typeof contactMessageSchema>;

/** Where a visitor's message stands in the panel's inbox. */
export const CONTACT_MESSAGE_STATUSES = ['new', 'read', 'answered', 'archived'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** A message of the inbox (docs/product.md §4.8). */
export const contactMessageViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type ContactMessageView = z.infer<typeof contactMessageViewSchema>;

/** PATCH /api/inbox: a message marked read, answered, archived or new again. */
export const contactMessagePatchSchema = z.object({
  id: idSchema,
  status: z.enum(CONTACT_MESSAGE_STATUSES),
});
export type ContactMessagePatchPayload = z.infer<typeof contactMessagePatchSchema>;

/** POST /api/inbox/reply: an answer e-mailed to the visitor. */
export const contactReplySchema = z.object({
  id: idSchema,
  subject: requiredText(),
  body: z.string().trim().min(1).max(TEXTAREA_MAX),
});
export type ContactReplyPayload = z.infer<typeof contactReplySchema>;

/** GET /api/inbox/count: how many messages are new, for the side menu. */
export const inboxCountSchema = z.object({ new: z.number().int() });
export type InboxCount = z.infer<typeof inboxCountSchema>;
