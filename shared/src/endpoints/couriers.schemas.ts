/** The schemas and summaries of the endpoints in couriers.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import {
  courierAddStopSchema,
  courierRunQuerySchema,
  courierRunSchema,
  courierScanAnswerSchema,
  courierScanQuerySchema,
  courierSummarySchema,
  courierSyncAnswerSchema,
  courierSyncSchema,
  deliveryProofSchema,
  handoverResetAnswerSchema,
  proofUploadAnswerSchema,
  proofUploadSchema,
  runAssignAnswerSchema,
  runAssignSchema,
  runOrderSchema,
  runQuerySchema,
  runRemoveSchema,
} from '../schemas/couriers.js';
import { z } from 'zod';
import * as endpoints from './couriers.js';

export const couriersSchemas = describeArea(endpoints, {
  getMyRun: {
    summary:
      'The signed-in courier’s run of ?date= (YYYY-MM-DD, today by default): the parcels in order, each with what the courier needs at the door.',
    query: courierRunQuerySchema,
    data: () => courierRunSchema,
  },
  scanCode: {
    summary:
      'A scanned or typed code: its stop when it is on the courier’s run of ?date=, else only whether it can be added (and why not).',
    query: courierScanQuerySchema,
    data: () => courierScanAnswerSchema,
  },
  addMyStop: {
    summary:
      'The courier adds a scanned parcel at the end of their run (refused when it is on another courier’s run that day, or its journey is over).',
    body: courierAddStopSchema,
    data: () => courierRunSchema,
  },
  syncCourierActions: {
    summary:
      'The phone’s queued actions (at most 100 a call): each applied once by its id, in the order the courier did them (done_at, then sequence), as the one-step update of the parcel; one result per action, in the order sent: applied, already_applied or refused with an error code.',
    description:
      'A repeated id answers what it answered first (an applied one is never applied twice; a refused one stays refused). ' +
      'A delivered action names the received-by name and may carry a photo and a signature uploaded first (POST /api/courier/uploads) and, when the parcel asks for one, the handover code e-mailed to the recipient when it went out for delivery: five wrong codes lock the parcel until a dispatcher resets it.',
    body: courierSyncSchema,
    data: () => courierSyncAnswerSchema,
  },
  uploadProofPicture: {
    summary:
      'A photo or a signature for a proof of delivery (multipart: kind, image; JPEG or PNG by content, re-encoded); name its id in the delivered action.',
    body: proofUploadSchema,
    data: () => proofUploadAnswerSchema,
  },
  listCouriers: {
    summary: 'The members whose role is courier, by name.',
    data: () => z.array(courierSummarySchema),
  },
  getRun: {
    summary: 'A courier’s run of a day, in order.',
    query: runQuerySchema,
    data: () => courierRunSchema,
  },
  assignToRun: {
    summary:
      'Add parcels at the end of a courier’s run of a day, in the order named; a parcel on another courier’s run that day moves to this one, one already on this run stays where it is.',
    description:
      'Name the parcels by `codes` (all or none: an unknown code is a 404, a parcel whose journey is over a 409) or by `selection`, the ids ticked in the parcel list or its filter as the bulk actions take them (at most 200 parcels; those whose journey is over are left out and named in `refused`). The answer is the run with what was added, kept and refused.',
    body: runAssignSchema,
    data: () => runAssignAnswerSchema,
  },
  reorderRun: {
    summary: 'Put a run in a new order: every code of the run, each once.',
    body: runOrderSchema,
    data: () => courierRunSchema,
  },
  removeFromRun: {
    summary: 'Take a parcel off a courier’s run of a day.',
    body: runRemoveSchema,
    data: () => courierRunSchema,
  },
  getDeliveryProof: {
    summary:
      'The proof of the parcel’s delivery by a courier: time, received-by name, photo, signature, position and courier; null when none.',
    data: () => deliveryProofSchema.nullable(),
  },
  getDeliveryProofPdf: {
    summary:
      'The proof of delivery as a PDF (A4): the parcel, the recipient, the time, the courier, the photo and the signature.',
  },
  resetHandoverCode: {
    summary:
      'Unlock a parcel whose handover code was given wrong too often: a new code is e-mailed to the recipient and the wrong tries are cleared.',
    data: () => handoverResetAnswerSchema,
  },
});
