/** A visitor's message to the company, and the panel's inbox of them. */
import { endpoint, type In } from '../endpoint.js';
import type { Paged } from '../envelope.js';
import type {
  ContactAnswer,
  ContactMessageView,
  InboxCount,
  contactMessagePatchSchema,
  contactMessageSchema,
  contactReplySchema,
} from '../schemas/contact.js';
import type { inboxQuerySchema } from '../schemas/queries.js';

export const sendContactMessage = endpoint({
  method: 'POST',
  route: '/api/messages',
  access: 'public',
  audit: { writes: ['message.create', 'mail.create'] },
  ...({} as { body: In<typeof contactMessageSchema> }),
});

export const listInbox = endpoint({
  method: 'GET',
  route: '/api/inbox',
  access: 'mail.read',
  ...({} as { query: In<typeof inboxQuerySchema>; data: Paged<ContactMessageView> }),
});

export const countInbox = endpoint({
  method: 'GET',
  route: '/api/inbox/count',
  access: 'mail.read',
  ...({} as { data: InboxCount }),
});

export const updateInboxMessage = endpoint({
  method: 'PATCH',
  route: '/api/inbox',
  access: 'mail.send',
  audit: { writes: ['message.update'] },
  ...({} as { body: In<typeof contactMessagePatchSchema>; data: ContactMessageView }),
});

export const replyToInboxMessage = endpoint({
  method: 'POST',
  route: '/api/inbox/reply',
  access: 'mail.send',
  audit: { writes: ['message.update', 'mail.create'] },
  ...({} as { body: In<typeof contactReplySchema>; data: ContactAnswer }),
});
