import { z } from 'zod';
import { ACTIVITY_COLORS, ACTIVITY_ICON_VALUES, SHOW_MAP } from '../choices.js';
import { pagedSchema } from '../envelope.js';
import { UNLOCK_ANSWER_MAX } from '../limits.js';
import { PREDICTION_BASES, PREDICTION_CHANGES } from '../delivery-prediction.js';
import { PARCEL_STAGES } from '../stages.js';
import {
  coded,
  emptyToUndefined,
  idSchema,
  isoDate,
  optionalDate,
  optionalEmail,
  optionalNumber,
  optionalText,
  requiredText,
  requiredTextarea,
} from '../validation.js';
import { partialUpdateSchema } from '../partial-update.js';
import { ADDRESS_FIELDS, addressFields } from '../address.js';
import { activitySchema } from './activity.js';
import { deliveryPreferenceSchema } from './preferences.js';

function addressShape() {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, z.string().nullable()])) as {
    [F in (typeof ADDRESS_FIELDS)[number]]: z.ZodNullable<z.ZodString>;
  };
}

/** A delivery's proof as the tracking page shows it. */
export const publicDeliveryProofSchema = z.object({
  delivered_at: z.string(),
  /** "J. S.": the received-by name's initials. */
  received_by_initials: z.string(),
  /** The full name and the photo (under /uploads/images/): null unless the answer is unlocked. */
  received_by: z.string().nullable(),
  photo: z.string().nullable(),
});
export type PublicDeliveryProof = z.infer<typeof publicDeliveryProofSchema>;

/**
 * The predicted delivery of an open parcel (docs/product.md §2.3e): most likely at `expected_at`
 * (the median of similar past parcels), and before `latest_at` (their 80th percentile, rounded up
 * to the hour in the company's time zone), ISO timestamps. `previous_expected_at` and
 * `change_reason` say what it was and why it moved, when the expected day changed.
 */
export const deliveryPredictionSchema = z.object({
  expected_at: z.string(),
  latest_at: z.string(),
  basis: z.enum(PREDICTION_BASES),
  /** How many past parcels it rests on (0 for the staff's date). */
  samples: z.number().int().min(0),
  previous_expected_at: z.string().nullable(),
  change_reason: z.enum(PREDICTION_CHANGES).nullable(),
  /** The expected day is after the date promised (max_expected_delivery_date). */
  at_risk: z.boolean(),
});
export type DeliveryPrediction = z.infer<typeof deliveryPredictionSchema>;

/**
 * A parcel as the API sends it (docs/product.md §5.1). Weight and declared value are free text
 * ("2.5 kg", "USD 300"); coordinates are null until staff place them on the map.
 */
export const parcelSchema = z.object({
  id: z.number().int(),
  tracking_code: z.string(),
  /** The shop's own order reference (docs/api.md), unique per API key; null when none. */
  reference: z.string().nullable(),
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
  /** E.164 ("+2348031234567"), like recipient_phone_number when given since addresses came. */
  sender_phone_number: z.string().nullable(),
  pickup_location: z.string().nullable(),
  /**
   * The structured addresses (docs/product.md §5.1a): company, two street lines, postcode, city,
   * region and country (ISO 3166 code) of each side; the name, e-mail and phone are the fields
   * above. `destination` and `pickup_location` are written from city and country when given.
   */
  ...addressShape(),
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
  /**
   * The courier must be given the handover code e-mailed to the recipient to deliver it
   * (docs/product.md §4.12).
   */
  handover_code_required: z.boolean().optional(),
  /**
   * A courier's proof of the delivery in the tracking answer, within the privacy tiers
   * (docs/product.md §2.3): the received-by name's initials ("J. S.") for everyone; the full name
   * and the photo only for staff and an unlocked answer. Null when no courier proved the delivery
   * (or the parcel is no longer delivered); absent from lists. Staff read the whole proof with
   * GET /api/parcels/{code}/proof.
   */
  delivery_proof: publicDeliveryProofSchema.nullable().optional(),
  history: pagedSchema(activitySchema),
  /**
   * What the recipient asked for the delivery (docs/product.md §2.3d): shown to staff, on the
   * label and to couriers; null when nothing was asked. Never in a visitor's tracking answer.
   */
  delivery_preference: deliveryPreferenceSchema.nullable().optional(),
  /**
   * The predicted delivery (docs/product.md §2.3e), in the tracking answers; null when there is
   * none (a closed parcel, or no history and no expected date). Absent from other answers.
   */
  prediction: deliveryPredictionSchema.nullable().optional(),
  /** In the staff's list: the prediction is past the promised date. Absent elsewhere. */
  at_risk: z.boolean().optional(),
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
  'reference',
  'recipient_email',
  'recipient_phone_number',
  'sender_email',
  'sender_phone_number',
  'declared_value',
  // Which parcels are worth a handover code is for staff and couriers only.
  'handover_code_required',
  'delivery_preference',
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
export const LOCKABLE_PARCEL_FIELDS = [
  'recipient_name',
  'sender_name',
  'image',
  ...ADDRESS_FIELDS,
] as const;

export const publicParcelSchema = parcelSchema
  .omit({
    reference: true,
    recipient_email: true,
    recipient_phone_number: true,
    sender_email: true,
    sender_phone_number: true,
    declared_value: true,
    handover_code_required: true,
    delivery_preference: true,
  } satisfies Record<PublicParcelHiddenField, true>)
  // The staff list's flag; a visitor reads the prediction's own.
  .omit({ at_risk: true })
  .extend({
    /** null while the code alone does not show it (`locked`), like the address fields. */
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

/** The people's contacts and addresses, in the create and edit bodies alike. */
const contactFields = () => ({
  recipient_email: optionalEmail(),
  // Parsed and stored in E.164 by the server, in the side's country when it has no country code.
  recipient_phone_number: optionalText(),
  sender_name: optionalText(),
  sender_email: optionalEmail(),
  sender_phone_number: optionalText(),
  ...addressFields('recipient'),
  ...addressFields('sender'),
});

/**
 * POST /api/parcels (docs/product.md §7.2). An empty tracking_code asks the server to make one
 * (random, readable, with a check character); the answer carries it. The locations may come with
 * their markers' coordinates (a place chosen in the form); a known place name without them gets
 * the gazetteer's (docs/product.md §4.4a). `destination` is required unless recipient_city or
 * recipient_country is given: it is then written from them ("Lagos, Nigeria"), and so is
 * `pickup_location` from the sender's.
 */
export const parcelCreateFieldsSchema = z.object({
  tracking_code: optionalText(),
  reference: optionalText(),
  recipient_name: requiredText(),
  destination: optionalText(),
  ...contactFields(),
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
  handover_code_required: z.boolean().optional(),
});
export const parcelCreateSchema = parcelCreateFieldsSchema.refine(
  (parcel) =>
    [parcel.destination, parcel.recipient_city, parcel.recipient_country].some(
      (given) => typeof given === 'string' && given !== '',
    ),
  {
    ...coded('field.required'),
    path: ['destination'],
    // Also beside other problems, so that every missing field is named at once.
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => issue.path?.[0] === 'destination'),
  },
);
export type ParcelCreatePayload = z.infer<typeof parcelCreateSchema>;

/** The admin's edit form: every field, an optional one left empty is cleared. */
export const parcelUpdateSchema = z.object({
  id: idSchema,
  tracking_code: requiredText(),
  recipient_name: requiredText(),
  destination: requiredText(),
  ...contactFields(),
  current_location: optionalText(),
  status: optionalText(),
  stage: optionalStage(),
  weight: optionalText(),
  shipped_via: optionalText(),
  pickup_location: optionalText(),
  parcel_content: optionalText(),
  declared_value: optionalText(),
  min_expected_delivery_date: optionalDate(),
  max_expected_delivery_date: optionalDate(),
  handover_code_required: z.boolean().optional(),
});
export type ParcelUpdatePayload = z.infer<typeof parcelUpdateSchema>;

/** Zoom levels the map tiles exist for. */
export const MAP_ZOOM_MIN = 1;
export const MAP_ZOOM_MAX = 19;

/**
 * The map form (docs/product.md §7.2): map fields of one parcel; form strings are converted to
 * numbers. Every point is optional: a parcel placed only at its ends shows its route.
 */
export const parcelMapSchema = z.object({
  id: idSchema,
  show_map: z.enum(SHOW_MAP),
  // Empty: the tracking map fits every marker instead of keeping one zoom.
  map_zoom: optionalNumber(z.number().int().min(MAP_ZOOM_MIN).max(MAP_ZOOM_MAX)),
  map_current_latitude: optionalNumber(latitude()),
  map_current_longitude: optionalNumber(longitude()),
  map_pickup_latitude: optionalNumber(latitude()),
  map_pickup_longitude: optionalNumber(longitude()),
  map_destination_latitude: optionalNumber(latitude()),
  map_destination_longitude: optionalNumber(longitude()),
});
export type ParcelMapPayload = z.infer<typeof parcelMapSchema>;

/** What a client may send back of a parcel it read, though it cannot change it. */
const PARCEL_READ_ONLY = [
  'created_at',
  'updated_at',
  'history',
  'image',
  'current_stage',
  // Set by the shop's key that made the parcel (docs/api.md), never changed after.
  'reference',
  // Written by a courier's delivery (couriers/), never edited.
  'delivery_proof',
  // Asked by the recipient on the tracking page (docs/product.md §2.3d), not by staff's edit.
  'delivery_preference',
  // Computed by the predictions' job (docs/product.md §2.3e).
  'prediction',
  'at_risk',
] as const;

/**
 * PATCH /api/parcels: any fields of the edit form and the map form together; only those sent
 * change (see partialUpdateSchema).
 */
export const parcelPatchSchema = partialUpdateSchema({
  key: { id: idSchema },
  fields: {
    ...parcelUpdateSchema.omit({ id: true }).shape,
    ...parcelMapSchema.omit({ id: true }).shape,
  },
  readOnly: PARCEL_READ_ONLY,
});
export type ParcelPatchPayload = z.output<typeof parcelPatchSchema>;

/**
 * POST /api/parcels/{code}/cancel (docs/api.md): why, for the history entry, and whether the
 * parcel's subscribers are told.
 */
export const parcelCancelSchema = z.object({
  note: z.preprocess(emptyToUndefined, requiredTextarea().optional()),
  notify: z.boolean().default(false),
});
export type ParcelCancelPayload = z.output<typeof parcelCancelSchema>;

/** DELETE /api/parcels. */
export const parcelDeleteSchema = z.object({ id: idSchema });
export type ParcelDeletePayload = z.infer<typeof parcelDeleteSchema>;

/** POST /api/parcels/image: the id field of the multipart form; the server checks the file. */
export const parcelImageSchema = z.object({ id: idSchema });
export type ParcelImagePayload = z.infer<typeof parcelImageSchema>;

/** How far ahead of the server's clock an update's time may be (clocks of staff devices drift). */
export const UPDATE_CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * POST /api/parcels/{code}/updates (docs/product.md §4.5a): what happened to the parcel, in one
 * call. `stage` is required; `status` defaults to the stage's first status text in Settings'
 * mapping; `location` is where it happened (a place chosen from the gazetteer, sent with its
 * `latitude` and `longitude`, or free text, placed by name when the gazetteer knows it); the
 * history entry's title, description, icon and colour default from the stage and may be
 * overridden; `occurred_at` (ISO time, not in the future) dates the entry, now by default.
 */
export const parcelUpdateAddSchema = z
  .object({
    stage: z.enum(PARCEL_STAGES),
    status: optionalText(),
    location: optionalText(),
    latitude: optionalNumber(latitude()),
    longitude: optionalNumber(longitude()),
    note: z.preprocess(emptyToUndefined, requiredTextarea().optional()),
    notify: z.boolean().default(false),
    title: optionalText(),
    description: z.preprocess(emptyToUndefined, requiredTextarea().optional()),
    icon: z.preprocess(emptyToUndefined, z.enum(ACTIVITY_ICON_VALUES).optional()),
    color: z.preprocess(emptyToUndefined, z.enum(ACTIVITY_COLORS).optional()),
    occurred_at: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true }).optional()),
  })
  .superRefine((update, context) => {
    if ((update.latitude === undefined) !== (update.longitude === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [update.latitude === undefined ? 'latitude' : 'longitude'],
        message: 'latitude and longitude go together',
      });
    }
    if (update.latitude !== undefined && update.location === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['location'],
        message: 'a point needs the location it names',
      });
    }
    if (
      update.occurred_at !== undefined &&
      Date.parse(update.occurred_at) > Date.now() + UPDATE_CLOCK_SKEW_MS
    ) {
      context.addIssue({
        code: 'custom',
        path: ['occurred_at'],
        message: 'occurred_at must not be in the future',
      });
    }
  });
export type ParcelUpdateAddPayload = z.output<typeof parcelUpdateAddSchema>;
