/** The schemas and summaries of the endpoints in subscriptions.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import { subscribeSchema } from '../schemas/mail.js';
import * as endpoints from './subscriptions.js';

export const subscriptionsSchemas = describeArea(endpoints, {
  subscribeToParcel: {
    summary: 'A visitor asks for e-mail updates on a parcel (confirmed by e-mail).',
    body: subscribeSchema,
  },
  unsubscribePage: {
    summary: 'The page behind "Stop these e-mails" (asks to confirm).',
  },
  unsubscribe: {
    summary: 'Stop notification e-mails (also one-click from mail programs).',
  },
  confirmSubscriptionPage: {
    summary: "The page behind the confirmation link of a visitor's subscription.",
  },
  confirmSubscription: {
    summary: "Confirm a visitor's subscription to a parcel's updates.",
  },
});
