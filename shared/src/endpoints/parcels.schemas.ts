/** The schemas and summaries of the endpoints in parcels.ts, each required by the compiler. */
import { PARTIAL_UPDATE_DOC } from '../partial-update.js';
import { describeArea } from '../endpoint-description.js';
import { parcelListQuerySchema } from '../schemas/queries.js';
import { pagedSchema } from '../envelope.js';
import {
  parcelCreateSchema,
  parcelDeleteSchema,
  parcelImageSchema,
  parcelPatchSchema,
  parcelSchema,
  parcelSummarySchema,
} from '../schemas/parcel.js';
import * as endpoints from './parcels.js';

export const parcelsSchemas = describeArea(endpoints, {
  listParcels: {
    summary:
      'Parcels, 20 a page; ?search= matches code, names, destination, status; ?status=, ?late=true and ?created_on= filter; ?sort= orders (newest first by default).',
    query: parcelListQuerySchema,
    data: () => pagedSchema(parcelSummarySchema),
  },
  createParcel: {
    summary: 'Create a parcel.',
    body: parcelCreateSchema,
    data: () => parcelSchema,
  },
  updateParcel: {
    summary: 'Update a parcel: only the fields sent change (edit and map fields in any mix).',
    description: PARTIAL_UPDATE_DOC,
    body: parcelPatchSchema,
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
      'The parcel’s shipping label, a 4 × 6 in PDF for a thermal printer: sender, recipient, weight, service, a Code 128 barcode and a QR code of the tracking page.',
  },
});
