import { z } from 'zod';
import { LANGUAGES } from '../choices.js';
import {
  DELIVERY_OPTIONS,
  NEIGHBOUR_HOUSE_MAX,
  NEIGHBOUR_NAME_MAX,
  NOTIFICATION_EVENTS,
  PREFERENCE_CLOSED,
  PREFERENCE_NOTE_MAX,
} from '../delivery-preferences.js';
import { isoDate } from '../validation.js';
import { UNLOCK_ANSWER_MAX } from '../limits.js';

/** A line of text a recipient writes: trimmed, no control characters. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    // No control characters (line breaks, NUL, escape): one line of plain text.
    .refine((text) => ![...text].some((char) => char < ' ' || char === '\u007f'));

/** What the recipient chooses (POST /api/parcels/{code}/preferences). */
export const deliveryPreferenceInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('safe_place'), note: line(PREFERENCE_NOTE_MAX) }),
  z.strictObject({
    kind: z.literal('neighbour'),
    neighbour_name: line(NEIGHBOUR_NAME_MAX),
    neighbour_house: line(NEIGHBOUR_HOUSE_MAX),
  }),
  z.strictObject({ kind: z.literal('depot') }),
  z.strictObject({ kind: z.literal('another_day'), date: isoDate() }),
]);
export type DeliveryPreferenceInput = z.infer<typeof deliveryPreferenceInputSchema>;

/** A parcel's preference as kept and shown (staff's parcel, the label, the recipient's page). */
export const deliveryPreferenceSchema = z.object({
  kind: z.enum(DELIVERY_OPTIONS),
  note: z.string().nullable(),
  neighbour_name: z.string().nullable(),
  neighbour_house: z.string().nullable(),
  date: isoDate().nullable(),
  chosen_at: z.string(),
});
export type DeliveryPreference = z.infer<typeof deliveryPreferenceSchema>;

/** The recipient's check (as the unlock's) and their choice. */
export const parcelPreferencesSchema = z.object({
  answer: z.string().trim().min(1).max(UNLOCK_ANSWER_MAX),
  preference: deliveryPreferenceInputSchema,
});
export type ParcelPreferencesPayload = z.infer<typeof parcelPreferencesSchema>;

/** What the recipient may choose now, and what they chose. */
export const deliveryChoicesSchema = z.object({
  preference: deliveryPreferenceSchema.nullable(),
  options: z.array(z.enum(DELIVERY_OPTIONS)),
  /** The days another day may be (company's time zone), first and last included. */
  first_day: isoDate(),
  last_day: isoDate(),
  /** The daily cut-off (HH:MM, company's time zone) for a parcel due that day. */
  cutoff: z.string(),
  /** Why no choice can be made now; null: it can. */
  closed: z.enum(PREFERENCE_CLOSED).nullable(),
});
export type DeliveryChoices = z.infer<typeof deliveryChoicesSchema>;

/** A subscriber's choices (the manage page and the subscribe form). */
export const subscriptionChoicesSchema = z.object({
  events: z.array(z.enum(NOTIFICATION_EVENTS)).min(1).max(NOTIFICATION_EVENTS.length),
  language: z.enum(LANGUAGES),
});
export type SubscriptionChoices = z.infer<typeof subscriptionChoicesSchema>;
