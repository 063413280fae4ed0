import { z } from 'zod';
import { SHOW_MAP } from '../choices.js';
import { pagedSchema } from '../envelope.js';
import { UNLOCK_ANSWER_MAX } from '../limits.js';
import { PARCEL_STAGES } from '../stages.js';
import {
  emptyToUndefined,
  idSchema,
  isoDate,
  optionalDate,
  optionalEmail,
  optionalNumber,
  optionalText,
  requiredNumber,
  requiredText,
} from '../validation.js';
import { partialUpdateSchema } from '../partial-update.js';
import { activitySchema } from './activity.js';

/**
 * A parcel as the API sends it (docs/product.md §5.1). Weight and declared value are free text
 * ("2.5 kg", "USD 300"); coordinates are null until staff place them on the map.
 */
export const parcelSchema = z.object({
  id: z.number().int(),
  tracking_code: z.string(),
  recipient_name: z.string(),
  recipient_email: z.string().nullable(),
  recipient_phone_number: z.string().nullable(),
  destination: z.string(),
  current_location: z.string().nullable(),
  status: z.string().nullable(),
  /** The stage staff chose (docs/product.md §2.3b); null: it follows the status text. */
  stage: z.enum(PARCEL_STAGES).nullable(),
  /** The stage shown: `stage`, else the one Settings map the status text to, else null. */
  current_stage: z.enum(PARCEL_STAGES).nullable(),
  weight: z.string().nullable(),
  shipped_via: z.string().nullable(),
  sender_name: z.string().nullable(),
  sender_email: z.string().nullable(),
  pickup_location: z.string().nullable(),
  parcel_content: z.string().nullable(),
  declared_value: z.string().nullable(),
  min_expected_delivery_date: isoDate().nullable(),
  max_expected_delivery_date: isoDate().nullable(),
  /** A file name under /uploads/images/. */
  image: z.string().nullable(),
  show_map: z.enum(SHOW_MAP),
  /** The staff's zoom; null: the map fits every marker (docs/product.md §2.3). */
  map_zoom: z.number().nullable(),
  map_current_latitude: z.number().nullable(),
  map_current_longitude: z.number().nullable(),
  map_pickup_latitude: z.number().nullable(),
  map_pickup_longitude: z.number().nullable(),
  map_destination_latitude: z.number().nullable(),
  map_destination_longitude: z.number().nullable(),
  history: pagedSchema(activitySchema),
  /** ISO timestamps (docs/product.md §5.1): when staff created and last changed the parcel. */
  created_at: z.string(),
  updated_at: z.string(),
});
export type Parcel = z.infer<typeof parcelSchema>;

/** A row of the admin parcel list: the parcel without its history. */
export const parcelSummarySchema = parcelSchema.omit({ history: true });
export type ParcelSummary = z.infer<typeof parcelSummarySchema>;

/** Fields a visitor tracking a parcel does not get (GET /api/parcels/{code}). */
export const PUBLIC_PARCEL_HIDDEN_FIELDS = [
  'recipient_email',
  'recipient_phone_number',
  'sender_email',
  'declared_value',
] as const;
export type PublicParcelHiddenField = (typeof PUBLIC_PARCEL_HIDDEN_FIELDS)[number];

/**
 * The facts a visitor may give to see what the code alone does not show (POST
 * /api/parcels/{code}/unlock): the recipient's e-mail, or the last 4 digits of their phone number.
 */
export const UNLOCK_FACTS = ['email', 'phone_last4'] as const;
export type UnlockFact = (typeof UNLOCK_FACTS)[number];

/**
 * Fields the tracking code alone may not show (Settings: tracking_shows_*): null in a locked
 * answer, whatever the parcel holds. The map's coordinates are not in the list: a locked answer
 * carries them coarsened (about 10 km), so the map still shows the route roughly.
 */
export const LOCKABLE_PARCEL_FIELDS = ['recipient_name', 'sender_name', 'image'] as const;

export const publicParcelSchema = parcelSchema
  .omit({
    recipient_email: true,
    recipient_phone_number: true,
    sender_email: true,
    declared_value: true,
  } satisfies Record<PublicParcelHiddenField, true>)
  .extend({
    /** null while the code alone does not show it (`locked`). */
    recipient_name: z.string().nullable(),
    /**
     * The answer leaves out what Settings keep for the recipient (names, photo, exact map): the
     * page offers to unlock it. Absent from a staff member's answer (everything is there).
     */
    locked: z.boolean().default(false),
    /** The facts that unlock a locked answer, as the parcel has them; empty: it cannot be. */
    unlock_with: z.array(z.enum(UNLOCK_FACTS)).default([]),
  });
export type PublicParcel = z.infer<typeof publicParcelSchema>;

/**
 * POST /api/parcels/{code}/unlock: the recipient's e-mail (any letter case) or the last 4
 * digits of their phone number (other characters are ignored).
 */
export const parcelUnlockSchema = z.object({
  answer: z.string().trim().min(1).max(UNLOCK_ANSWER_MAX),
});
export type ParcelUnlockPayload = z.infer<typeof parcelUnlockSchema>;

/** A stage chosen in a form: empty means "follow the status text". */
const optionalStage = () => z.preprocess(emptyToUndefined, z.enum(PARCEL_STAGES).optional());

const latitude = () => z.number().min(-90).max(90);
const longitude = () => z.number().min(-180).max(180);

/**
 * POST /api/parcels (docs/product.md §7.2). An empty tracking_code asks the server to make one
 * (random, readable, with a check character); the answer carries it. The locations may come with
 * their markers' coordinates (a place chosen in the form); a known place name without them gets
 * the gazetteer's (docs/product.md §4.4a).
 */
export const parcelCreateSchema = z.object({
  tracking_code: optionalText(),
  recipient_name: requiredText(),
  destination: requiredText(),
  pickup_location: optionalText(),
  current_location: optionalText(),
  status: optionalText(),
  stage: optionalStage(),
  map_current_latitude: optionalNumber(latitude()),
  map_current_longitude: optionalNumber(longitude()),
  map_pickup_latitude: optionalNumber(latitude()),
  map_pickup_longitude: optionalNumber(longitude()),
  map_destination_latitude: optionalNumber(latitude()),
  map_destination_longitude: optionalNumber(longitude()),
});
export type ParcelCreatePayload = z.infer<typeof parcelCreateSchema>;

/** The admin's edit form: every field, an optional one left empty is cleared. */
export const parcelUpdateSchema = z.object({
  id: idSchema,
  tracking_code: requiredText(),
  recipient_name: requiredText(),
  destination: requiredText(),
  recipient_email: optionalEmail(),
  recipient_phone_number: optionalText(),
  current_location: optionalText(),
  status: optionalText(),
  stage: optionalStage(),
  weight: optionalText(),
  shipped_via: optionalText(),
  sender_name: optionalText(),
  sender_email: optionalEmail(),
  pickup_location: optionalText(),
  parcel_content: optionalText(),
  declared_value: optionalText(),
  min_expected_delivery_date: optionalDate(),
  max_expected_delivery_date: optionalDate(),
});
export type ParcelUpdatePayload = z.infer<typeof parcelUpdateSchema>;

/** Zoom levels the map tiles exist for. */
export const MAP_ZOOM_MIN = 1;
export const MAP_ZOOM_MAX = 19;

/**
 * The map form (docs/product.md §7.2): map fields of one parcel; form strings are converted to
 * numbers.
 */
export const parcelMapSchema = z.object({
  id: idSchema,
  show_map: z.enum(SHOW_MAP),
  // Empty: the tracking map fits every marker instead of keeping one zoom.
  map_zoom: optionalNumber(z.number().int().min(MAP_ZOOM_MIN).max(MAP_ZOOM_MAX)),
  map_current_latitude: requiredNumber(latitude()),
  map_current_longitude: requiredNumber(longitude()),
  map_pickup_latitude: optionalNumber(latitude()),
  map_pickup_longitude: optionalNumber(longitude()),
  map_destination_latitude: optionalNumber(latitude()),
  map_destination_longitude: optionalNumber(longitude()),
});
export type ParcelMapPayload = z.infer<typeof parcelMapSchema>;

/** What a client may send back of a parcel it read, though it cannot change it. */
const PARCEL_READ_ONLY = ['created_at', 'updated_at', 'history', 'image', 'current_stage'] as const;

/**
 * PATCH /api/parcels: any fields of the edit form and the map form together; only those sent
 * change (see partialUpdateSchema).
 */
export const parcelPatchSchema = partialUpdateSchema({
  key: { id: idSchema },
  fields: {
    ...parcelUpdateSchema.omit({ id: true }).shape,
    ...parcelMapSchema.omit({ id: true }).partial({
      map_current_latitude: true,
      map_current_longitude: true,
    }).shape,
  },
  readOnly: PARCEL_READ_ONLY,
});
export type ParcelPatchPayload = z.output<typeof parcelPatchSchema>;

/** DELETE /api/parcels. */
export const parcelDeleteSchema = z.object({ id: idSchema });
export type ParcelDeletePayload = z.infer<typeof parcelDeleteSchema>;

/** POST /api/parcels/image: the id field of the multipart form; the server checks the file. */
export const parcelImageSchema = z.object({ id: idSchema });
export type ParcelImagePayload = z.infer<typeof parcelImageSchema>;
