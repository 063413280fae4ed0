/** The schemas and summaries of the endpoints in mail.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import { contactAnswerSchema, contactSchema } from '../schemas/contact.js';
import { outboxQuerySchema } from '../schemas/queries.js';
import { pagedSchema } from '../envelope.js';
import {
  mailServerPatchSchema,
  mailServerSchema,
  mailStatusSchema,
  mailTestAnswerSchema,
  mailTestSchema,
  outboxMessageSchema,
  outboxRetrySchema,
  outboxRevealAnswerSchema,
  outboxRevealSchema,
} from '../schemas/mail.js';
import * as endpoints from './mail.js';

export const mailSchemas = describeArea(endpoints, {
  sendEmail: {
    summary:
      'Send an e-mail in the chosen template: queued through the outbox, or sent at once with the password when the mail driver is smtp.',
    body: contactSchema,
    data: () => contactAnswerSchema,
  },
  listOutbox: {
    summary: 'Outgoing messages, newest first, with status, attempts and errors.',
    query: outboxQuerySchema,
    data: () => pagedSchema(outboxMessageSchema),
  },
  retryOutboxMessage: {
    summary: 'Queue a failed message again, due now.',
    body: outboxRetrySchema,
    data: () => outboxMessageSchema,
  },
  revealOutboxMessage: {
    summary:
      'The owner reads the text of an unsent message that carries a secret (a PIN, a signed link); audited.',
    body: outboxRevealSchema,
    data: () => outboxRevealAnswerSchema,
  },
  getMailServer: {
    summary:
      'The mail server set in the panel (never its password) and which server is in use: MAIL_URL wins.',
    data: () => mailServerSchema,
  },
  updateMailServer: {
    summary:
      'Set the mail server used when MAIL_URL is unset; the password is stored encrypted and never answered.',
    body: mailServerPatchSchema,
    data: () => mailServerSchema,
  },
  testMailServer: {
    summary: "Send a test e-mail now and answer the mail server's own reply, or its error.",
    body: mailTestSchema,
    data: () => mailTestAnswerSchema,
  },
  getMailStatus: {
    summary: 'Whether mail is being sent, and how many messages wait in the outbox.',
    data: () => mailStatusSchema,
  },
});
