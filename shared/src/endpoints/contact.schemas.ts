/** The schemas and summaries of the endpoints in contact.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import { contactMessageSchema } from '../schemas/contact.js';
import * as endpoints from './contact.js';

export const contactSchemas = describeArea(endpoints, {
  sendContactMessage: {
    summary: 'Send a message to the company (queued to the contact e-mail).',
    body: contactMessageSchema,
  },
});
