/** Mail sent from the control panel, and the outbox. */
import { endpoint, type In } from '../endpoint.js';
import type { Paged } from '../envelope.js';
import type { ContactAnswer, contactSchema } from '../schemas/contact.js';
import type {
  MailServer,
  MailStatus,
  MailTestAnswer,
  OutboxMessage,
  OutboxRevealAnswer,
  mailServerPatchSchema,
  mailTestSchema,
  outboxRetrySchema,
  outboxRevealSchema,
} from '../schemas/mail.js';
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

export const revealOutboxMessage = endpoint({
  method: 'POST',
  route: '/api/outbox/reveal',
  access: 'staff.manage',
  audit: { writes: ['mail.reveal'] },
  ...({} as { body: In<typeof outboxRevealSchema>; data: OutboxRevealAnswer }),
});

export const getMailServer = endpoint({
  method: 'GET',
  route: '/api/mail/server',
  access: 'settings.read',
  ...({} as { data: MailServer }),
});

export const updateMailServer = endpoint({
  method: 'PATCH',
  route: '/api/mail/server',
  access: 'settings.write',
  audit: { writes: ['settings.update'] },
  ...({} as { body: In<typeof mailServerPatchSchema>; data: MailServer }),
});

export const testMailServer = endpoint({
  method: 'POST',
  route: '/api/mail/server/test',
  access: 'settings.write',
  audit: { none: 'sends one test message straight to the mail server; nothing is stored' },
  ...({} as { body: In<typeof mailTestSchema>; data: MailTestAnswer }),
});

export const getMailStatus = endpoint({
  method: 'GET',
  route: '/api/mail/status',
  access: 'signed_in',
  ...({} as { data: MailStatus }),
});
