/** The schemas and summaries of the endpoints in tracking.ts, each required by the compiler. */
import { z } from 'zod';
import { describeArea } from '../endpoint-description.js';
import { parcelSchema, parcelUnlockSchema, publicParcelSchema } from '../schemas/parcel.js';
import { pageQuerySchema } from '../schemas/queries.js';
import { pagedSchema } from '../envelope.js';
import { activitySchema } from '../schemas/activity.js';
import { deliveryChoicesSchema, parcelPreferencesSchema } from '../schemas/preferences.js';
import * as endpoints from './tracking.js';

export const trackingSchemas = describeArea(endpoints, {
  trackParcel: {
    summary: 'A parcel by tracking code (any letter case), with its first page of history.',
    description:
      'Answers with an ETag; a request whose If-None-Match names it gets 304, which costs a visitor a revalidation rather than a lookup.',
    data: () => z.union([parcelSchema, publicParcelSchema]),
  },
  unlockParcel: {
    summary:
      'Show a tracked parcel’s names, photo and exact map to a visitor who gives the recipient’s e-mail or the last 4 digits of their phone number.',
    body: parcelUnlockSchema,
    data: () => publicParcelSchema,
  },
  getDeliveryChoices: {
    summary:
      'What the recipient (checked as the unlock checks them) may ask of the delivery, and what they asked.',
    body: parcelUnlockSchema,
    data: () => deliveryChoicesSchema,
  },
  setDeliveryPreference: {
    summary:
      'The recipient (checked as the unlock checks them) asks to leave the parcel in a safe place, with a neighbour, at the depot, or to deliver it another day.',
    description:
      'Refused with 409 past the daily cut-off for a parcel due that day, once it is out for delivery, or when its journey is over; records a history entry and the webhook event parcel.preferences_changed.',
    body: parcelPreferencesSchema,
    data: () => deliveryChoicesSchema,
  },
  getParcelHistory: {
    summary: 'A further page of a parcel’s tracking history, newest first.',
    query: pageQuerySchema,
    data: () => pagedSchema(activitySchema),
  },
});
