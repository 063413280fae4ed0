/** The schemas and summaries of the endpoints in contact.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import { pagedSchema } from '../envelope.js';
import {
  contactAnswerSchema,
  contactMessagePatchSchema,
  contactMessageSchema,
  contactMessageViewSchema,
  contactReplySchema,
  inboxCountSchema,
} from '../schemas/contact.js';
import { inboxQuerySchema } from '../schemas/queries.js';
import * as endpoints from './contact.js';

export const contactSchemas = describeArea(endpoints, {
  sendContactMessage: {
    summary:
      "Send a message to the company: kept in the panel's inbox (and e-mailed to the contact address when one is set).",
    body: contactMessageSchema,
  },
  listInbox: {
    summary: "Visitors' contact messages, newest first, optionally of one status.",
    query: inboxQuerySchema,
    data: () => pagedSchema(contactMessageViewSchema),
  },
  countInbox: {
    summary: 'How many contact messages are new (the side menu shows it).',
    data: () => inboxCountSchema,
  },
  updateInboxMessage: {
    summary: 'Mark a contact message new, read, answered or archived.',
    body: contactMessagePatchSchema,
    data: () => contactMessageViewSchema,
  },
  replyToInboxMessage: {
    summary:
      'Answer a contact message by e-mail (queued through the outbox) and mark it answered; `delivery` says whether mail goes out now.',
    body: contactReplySchema,
    data: () => contactAnswerSchema,
  },
});
