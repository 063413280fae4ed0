/** The schemas and summaries of the endpoints in subscriptions.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import { subscribeAnswerSchema, subscribeSchema } from '../schemas/mail.js';
import * as endpoints from './subscriptions.js';

export const subscriptionsSchemas = describeArea(endpoints, {
  subscribeToParcel: {
    summary:
      'A visitor asks for e-mail updates on a parcel (confirmed by e-mail); `delivery` says whether the confirmation goes now or once mail is set up.',
    body: subscribeSchema,
    data: () => subscribeAnswerSchema,
  },
  unsubscribePage: {
    summary: 'The page behind "Stop these e-mails" (asks to confirm).',
  },
  unsubscribe: {
    summary:
      'Stop notification e-mails; also the RFC 8058 one-click unsubscribe of mail programs (List-Unsubscribe=One-Click).',
  },
  manageSubscriptionPage: {
    summary:
      'The page behind "Choose your e-mails" (the events and the language of a subscription).',
  },
  manageSubscription: {
    summary: 'Save the events and the language a subscriber chose (a signed link, no session).',
  },
  confirmSubscriptionPage: {
    summary: "The page behind the confirmation link of a visitor's subscription.",
  },
  confirmSubscription: {
    summary: "Confirm a visitor's subscription to a parcel's updates.",
  },
});
