/** The schemas and summaries of the endpoints in mail.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import { contactAnswerSchema, contactSchema } from '../schemas/contact.js';
import { outboxQuerySchema } from '../schemas/queries.js';
import { pagedSchema } from '../envelope.js';
import { outboxMessageSchema, outboxRetrySchema } from '../schemas/mail.js';
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
});
