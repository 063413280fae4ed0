/** A visitor's message to the company. */
import { endpoint, type In } from '../endpoint.js';
import type { contactMessageSchema } from '../schemas/contact.js';

export const sendContactMessage = endpoint({
  method: 'POST',
  route: '/api/messages',
  access: 'public',
  audit: { writes: ['mail.create'] },
  ...({} as { body: In<typeof contactMessageSchema> }),
});
