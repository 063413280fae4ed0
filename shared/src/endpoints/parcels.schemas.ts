/** The schemas and summaries of the endpoints in parcels.ts, each required by the compiler. */
import { PARTIAL_UPDATE_DOC } from '../partial-update.js';
import { describeArea } from '../endpoint-description.js';
import { parcelListQuerySchema } from '../schemas/queries.js';
import { pagedSchema } from '../envelope.js';
import {
  parcelCancelSchema,
  parcelCreateSchema,
  parcelDeleteSchema,
  parcelImageSchema,
  parcelPatchSchema,
  parcelSchema,
  parcelUpdateAddSchema,
  parcelSummarySchema,
} from '../schemas/parcel.js';
import { PARCEL_STAGES } from '../stages.js';
import { savedAddressQuerySchema, savedAddressSchema } from '../schemas/address-book.js';
import { z } from 'zod';
import * as endpoints from './parcels.js';

const statusStagesAnswerSchema = z.array(
  z.object({ status: z.string(), stage: z.enum(PARCEL_STAGES) }),
);

export const parcelsSchemas = describeArea(endpoints, {
  listParcels: {
    summary:
      'Parcels, 20 a page (an API key lists only the parcels it made); ?reference= finds the one with that order reference, ?stage= those at a stage; ?search= finds a code by its start and any part of the names, e-mails, phones (in any format), addresses, destination, pickup place, current location and status, ignoring case, accents and punctuation; ?status=, ?late=true, ?created_on= and ?created_from=/?created_to= (days, both kept) filter; ?sort= orders (newest first by default); the first page says how many match (matches: counted up to 100, more: true when more match).',
    query: parcelListQuerySchema,
    data: () => pagedSchema(parcelSummarySchema),
  },
  createParcel: {
    summary:
      'Create a parcel, with the shop’s own order reference (unique per API key: a second parcel with it is a 409 parcel.reference_taken). Send an Idempotency-Key so that a retry never makes two.',
    body: parcelCreateSchema,
    data: () => parcelSchema,
  },
  updateParcel: {
    summary: 'Update a parcel: only the fields sent change (edit and map fields in any mix).',
    description: PARTIAL_UPDATE_DOC,
    body: parcelPatchSchema,
    data: () => parcelSchema,
  },
  addParcelUpdate: {
    summary:
      'Add an update: the history entry (title, description, icon and colour from the stage unless sent), the status (the stage’s first status text in Settings unless sent), stage, current location and map point, and the subscribers’ e-mail when notify is true; all or nothing, one audit row.',
    body: parcelUpdateAddSchema,
    data: () => parcelSchema,
  },
  listUpdateStatuses: {
    summary:
      'The status texts an update suggests, each with its stage (Settings › Status Stages in order, then the defaults of the stages it leaves out): what the Add update form offers to staff who cannot read the settings.',
    data: () => statusStagesAnswerSchema,
  },
  cancelParcel: {
    summary:
      'Cancel a parcel: the one-step update to the stage Cancelled (status "Cancelled" unless Settings say another), with an optional note and notify; 409 parcel.not_cancellable once it is delivered, returned or cancelled.',
    body: parcelCancelSchema,
    data: () => parcelSchema,
  },
  deleteParcel: {
    summary: 'Delete a parcel with its history, image and subscribers.',
    body: parcelDeleteSchema,
  },
  uploadParcelImage: {
    summary: 'Set the parcel’s picture (multipart: image, id). JPEG or PNG by content.',
    body: parcelImageSchema,
    data: () => parcelSchema,
  },
  getParcelLabel: {
    summary:
      'The parcel’s shipping label, a 4 × 6 in PDF for a thermal printer: the return address, the recipient’s full address in its country’s order, the phones, weight, service, a Code 128 barcode and a QR code of the tracking page.',
  },
  listSavedAddresses: {
    summary:
      'Recent addresses of ?side= (recipient or sender) whose name starts with ?search= (any case), newest first, each once; at most ?limit= (1–8, 8 by default).',
    query: savedAddressQuerySchema,
    data: () => z.array(savedAddressSchema),
  },
});
