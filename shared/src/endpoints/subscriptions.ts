/** A visitor's e-mail updates on a parcel, and the pages behind the links in those e-mails (HTML, not the envelope). */
import { endpoint, type In } from '../endpoint.js';
import type { SubscribeAnswer, subscribeSchema } from '../schemas/mail.js';

export const subscribeToParcel = endpoint({
  method: 'POST',
  route: '/api/parcels/:code/subscribers',
  access: 'public',
  audit: { writes: ['subscription.create', 'mail.create'] },
  ...({} as { body: In<typeof subscribeSchema>; data: SubscribeAnswer }),
});

export const unsubscribePage = endpoint({
  method: 'GET',
  route: '/api/notifications/unsubscribe',
  access: 'public',
  answer: 'html',
});

export const unsubscribe = endpoint({
  method: 'POST',
  route: '/api/notifications/unsubscribe',
  access: 'public',
  audit: { writes: ['subscription.update', 'parcel.update'] },
  answer: 'html',
});

export const confirmSubscriptionPage = endpoint({
  method: 'GET',
  route: '/api/notifications/confirm',
  access: 'public',
  answer: 'html',
});

export const confirmSubscription = endpoint({
  method: 'POST',
  route: '/api/notifications/confirm',
  access: 'public',
  audit: { writes: ['subscription.update'] },
  answer: 'html',
});

/** The page behind "Choose your e-mails": which events, in which language (HTML). */
export const manageSubscriptionPage = endpoint({
  method: 'GET',
  route: '/api/notifications/manage',
  access: 'public',
  answer: 'html',
});

export const manageSubscription = endpoint({
  method: 'POST',
  route: '/api/notifications/manage',
  access: 'public',
  audit: { writes: ['subscription.update'] },
  answer: 'html',
});
