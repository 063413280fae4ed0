/**
 * Couriers on the road (docs/product.md §4.12): a courier's run for a day, the actions the phone
 * queues and syncs, and the proof of delivery. The courier app and the control panel's Runs
 * screen use these; the API checks every body and query with them.
 */
import { z } from 'zod';
import { PARCEL_STAGES } from '../stages.js';
import { coded, isoDate, idSchema, requiredText } from '../validation.js';
import { parcelSelectionSchema } from './bulk.js';

import {
  COURIER_ACTIONS,
  COURIER_NOTE_MAX,
  DELIVERY_FAILURE_REASONS,
  PROOF_TEXT_MAX,
  PROOF_UPLOAD_KINDS,
  RUN_CODES_MAX,
  SYNC_ACTIONS_MAX,
} from '../couriers.js';

const uuid = () => z.uuid();
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** Where the phone was when the action was done (when the courier granted the position). */
export const phonePositionSchema = z.object({
  latitude,
  longitude,
  /** Metres, as the browser's Geolocation API reports it. */
  accuracy: z.number().min(0).max(100_000),
});
export type PhonePosition = z.infer<typeof phonePositionSchema>;

/**
 * One action queued on the phone. `id` is made by the phone (a UUID) and is the idempotency key:
 * the server applies each id once, and answers a repeat with what it answered the first time.
 * `done_at` is the phone's clock when the courier did it, `sequence` the phone's own counter
 * (ties of `done_at` are applied in its order).
 */
export const courierActionSchema = z
  .object({
    id: uuid(),
    code: requiredText(),
    action: z.enum(COURIER_ACTIONS),
    done_at: z.iso.datetime({ offset: true }),
    sequence: z.number().int().min(0).max(2_147_483_647),
    position: phonePositionSchema.optional(),
    note: z.string().trim().max(COURIER_NOTE_MAX).optional(),
    // delivered
    received_by: z.string().trim().min(1).max(PROOF_TEXT_MAX).optional(),
    photo_upload_id: uuid().optional(),
    signature_upload_id: uuid().optional(),
    handover_code: z.string().trim().max(20).optional(),
    // delivery_failed
    failure_reason: z.enum(DELIVERY_FAILURE_REASONS).optional(),
    next_attempt_on: isoDate().optional(),
  })
  .strict()
  .superRefine((action, context) => {
    if (action.action === 'delivered' && action.received_by === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['received_by'],
        message: 'received_by is required',
        params: { code: 'field.required' },
      });
    }
    if (action.action === 'delivery_failed' && action.failure_reason === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['failure_reason'],
        message: 'failure_reason is required',
        params: { code: 'field.required' },
      });
    }
    const proofFields = ['received_by', 'photo_upload_id', 'signature_upload_id', 'handover_code'];
    if (action.action !== 'delivered') {
      for (const field of proofFields) {
        if ((action as Record<string, unknown>)[field] !== undefined) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: `${field} is only for delivered`,
          });
        }
      }
    }
    if (action.action !== 'delivery_failed') {
      for (const field of ['failure_reason', 'next_attempt_on']) {
        if ((action as Record<string, unknown>)[field] !== undefined) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: `${field} is only for delivery_failed`,
          });
        }
      }
    }
  });
export type CourierActionPayload = z.output<typeof courierActionSchema>;

/** POST /api/courier/sync: the phone's queue, or a slice of it, in any order. */
export const courierSyncSchema = z
  .object({ actions: z.array(courierActionSchema).min(1).max(SYNC_ACTIONS_MAX) })
  .strict();
export type CourierSyncPayload = z.output<typeof courierSyncSchema>;

/**
 * What became of one action: `applied` (now), `already_applied` (an earlier sync applied this
 * id: nothing was done again), or `refused` with the error code, its values and its English
 * sentence (the app translates by code). A refused action is final: sending its id again gives
 * the same refusal; the courier does it again as a new action.
 */
export const SYNC_OUTCOMES = ['applied', 'already_applied', 'refused'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

export const syncResultSchema = z.object({
  id: z.string(),
  outcome: z.enum(SYNC_OUTCOMES),
  error_code: z.string().nullable(),
  error_params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  message: z.string().nullable(),
  /** The parcel's stage after the action (applied or already applied), else null. */
  stage: z.enum(PARCEL_STAGES).nullable(),
});
/** `error_code` is one of shared/src/errors.ts's codes (check it with isErrorCode to translate). */
export type SyncResult = z.infer<typeof syncResultSchema>;
/** One result per action sent, in the order they were sent. */
export const courierSyncAnswerSchema = z.object({ results: z.array(syncResultSchema) });
export type CourierSyncAnswer = z.infer<typeof courierSyncAnswerSchema>;

/** One parcel of a run, with what the courier needs at the door. */
export const runStopSchema = z.object({
  /** 1, 2, 3…: the order the dispatcher chose. */
  position: z.number().int(),
  tracking_code: z.string(),
  recipient_name: z.string(),
  /** The recipient's address lines in their country's order (street, postcode and city…). */
  address_lines: z.array(z.string()),
  recipient_phone_number: z.string().nullable(),
  /** Where the parcel goes, as the map places it; null when not placed. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  status: z.string().nullable(),
  stage: z.enum(PARCEL_STAGES).nullable(),
  /** The recipient reads a code from their e-mail before the courier may deliver. */
  handover_code_required: z.boolean(),
  /** Too many wrong codes: a dispatcher must reset it before the parcel can be delivered. */
  handover_locked: z.boolean(),
  /** The parcel's content and the dispatcher's note, for the door. */
  parcel_content: z.string().nullable(),
  notes: z.string().nullable(),
});
export type RunStop = z.infer<typeof runStopSchema>;

export const courierSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** A disabled courier keeps their runs but can no longer sign in. */
  active: z.boolean(),
});
export type CourierSummary = z.infer<typeof courierSummarySchema>;

/** A courier's run for one day: the parcels in the order to deliver them. */
export const courierRunSchema = z.object({
  date: isoDate(),
  courier: courierSummarySchema,
  stops: z.array(runStopSchema),
});
export type CourierRun = z.infer<typeof courierRunSchema>;

/** GET /api/courier/run: the signed-in courier's run of ?date= (today on the server otherwise). */
export const courierRunQuerySchema = z.object({ date: isoDate().optional() }).strict();

/**
 * GET /api/courier/scan/{code}: a scanned or typed code. On the run: its stop. Not on it: only
 * whether it can be added (nothing of the parcel shows to a courier before it is theirs).
 */
export const courierScanQuerySchema = z.object({ date: isoDate().optional() }).strict();
export const courierScanAnswerSchema = z.object({
  tracking_code: z.string(),
  on_run: z.boolean(),
  stop: runStopSchema.nullable(),
  /** Not on the run and the courier may add it (it exists, is not over, is on no other run). */
  can_add: z.boolean(),
  /** Why it cannot be added (an error code), else null. */
  refusal: z.string().nullable(),
});
/** `refusal` is one of shared/src/errors.ts's codes (check it with isErrorCode to translate). */
export type CourierScanAnswer = z.infer<typeof courierScanAnswerSchema>;

/** POST /api/courier/run/stops: the courier adds a scanned parcel at the end of their run. */
export const courierAddStopSchema = z
  .object({ code: requiredText(), date: isoDate().optional() })
  .strict();

/** POST /api/courier/uploads (multipart): `kind` and the picture in the field `image`. */
export const proofUploadSchema = z.object({ kind: z.enum(PROOF_UPLOAD_KINDS) });
export const proofUploadAnswerSchema = z.object({
  /** Name it in a delivered action's photo_upload_id or signature_upload_id. */
  id: z.uuid(),
  kind: z.enum(PROOF_UPLOAD_KINDS),
});
export type ProofUploadAnswer = z.infer<typeof proofUploadAnswerSchema>;

// The dispatcher's side.

/** GET /api/runs: one courier's run of one day. */
export const runQuerySchema = z.object({ courier_id: idSchema, date: isoDate() }).strict();

/**
 * POST /api/runs/stops: parcels added at the end of the run. Either `codes`, in the order named
 * (the Runs screen: all or none, an unknown code or a parcel whose journey is over refuses the
 * call), or `selection`, the parcel list's ticked ids or its filter as the bulk actions take it
 * (up to RUN_CODES_MAX parcels; those whose journey is over are left out and named in the answer).
 */
export const runAssignSchema = z
  .object({
    courier_id: idSchema,
    date: isoDate(),
    codes: z.array(requiredText()).min(1).max(RUN_CODES_MAX).optional(),
    selection: parcelSelectionSchema.optional(),
  })
  .strict()
  .refine(
    (value) => (value.codes === undefined) !== (value.selection === undefined),
    coded('run.codes_or_selection'),
  );
export type RunAssignPayload = z.output<typeof runAssignSchema>;
export type RunAssignInput = z.input<typeof runAssignSchema>;

/** A parcel of a selection that was not added, and why (an error code of errors.ts). */
export const runRefusalSchema = z.object({
  tracking_code: z.string(),
  error_code: z.enum(['run.parcel_over']),
  stage: z.enum(PARCEL_STAGES).nullable(),
});
export type RunRefusal = z.infer<typeof runRefusalSchema>;

/**
 * The run after an assignment, and what the assignment did: the codes added (moved from another
 * courier's run too), those already on this run (left where they are: assigning twice changes
 * nothing) and those refused.
 */
export const runAssignAnswerSchema = courierRunSchema.extend({
  added: z.array(z.string()),
  kept: z.array(z.string()),
  refused: z.array(runRefusalSchema),
});
export type RunAssignAnswer = z.infer<typeof runAssignAnswerSchema>;

/** POST /api/runs/order: the run's every code in the new order. */
export const runOrderSchema = z
  .object({
    courier_id: idSchema,
    date: isoDate(),
    codes: z.array(requiredText()).min(1).max(RUN_CODES_MAX),
  })
  .strict();
export type RunOrderPayload = z.output<typeof runOrderSchema>;

/** DELETE /api/runs/stops: one parcel off the run. */
export const runRemoveSchema = z
  .object({ courier_id: idSchema, date: isoDate(), code: requiredText() })
  .strict();
export type RunRemovePayload = z.output<typeof runRemoveSchema>;

/** The proof of a delivery, as staff see it. */
export const deliveryProofSchema = z.object({
  tracking_code: z.string(),
  delivered_at: z.string(),
  received_by: z.string(),
  /** File names under /uploads/images/; null when none was taken. */
  photo: z.string().nullable(),
  signature: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy: z.number().nullable(),
  /** The recipient's handover code was checked. */
  handover_code_checked: z.boolean(),
  courier: z.object({ id: z.number().int(), name: z.string() }),
});
export type DeliveryProof = z.infer<typeof deliveryProofSchema>;

/** POST /api/parcels/{code}/handover-code/reset: a new code is e-mailed and wrong tries cleared. */
export const handoverResetAnswerSchema = z.object({
  locked: z.literal(false),
  tries_left: z.number().int(),
});
export type HandoverResetAnswer = z.infer<typeof handoverResetAnswerSchema>;
