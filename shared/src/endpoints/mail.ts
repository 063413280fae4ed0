/** Mail sent from the control panel, and the outbox. */
import { endpoint, type In } from '../endpoint.js';
import type { Paged } from '../envelope.js';
import type { ContactAnswer, contactSchema } from '../schemas/contact.js';
import type { OutboxMessage, outboxRetrySchema } from '../schemas/mail.js';
import type { outboxQuerySchema } from '../schemas/queries.js';

export const sendEmail = endpoint({
  method: 'POST',
  route: '/api/contact',
  access: 'mail.send',
  audit: { writes: ['mail.create'] },
  ...({} as { body: In<typeof contactSchema>; data: ContactAnswer }),
});

export const listOutbox = endpoint({
  method: 'GET',
  route: '/api/outbox',
  access: 'mail.read',
  ...({} as { query: In<typeof outboxQuerySchema>; data: Paged<OutboxMessage> }),
});

export const retryOutboxMessage = endpoint({
  method: 'POST',
  route: '/api/outbox/retry',
  access: 'mail.send',
  audit: { writes: ['mail.update'] },
  ...({} as { body: In<typeof outboxRetrySchema>; data: OutboxMessage }),
});
