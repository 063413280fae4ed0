/** The schemas and summaries of the endpoints in parcel-batches.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import {
  BULK_INLINE_MAX,
  BULK_MAX,
  bulkActionViewSchema,
  labelBatchQuerySchema,
  manifestQuerySchema,
  parcelBulkSchema,
  selectionCountSchema,
} from '../schemas/bulk.js';
import { parcelListQuerySchema } from '../schemas/queries.js';
import * as endpoints from './parcel-batches.js';

export const parcelBatchesSchemas = describeArea(endpoints, {
  runBulkAction: {
    summary: `One action on many parcels, all or none, with one audit row listing them: "update" (the one-step update of each, as POST /api/parcels/{code}/updates), "fields" (shipped_via and the delivery window), or "delete". The selection is ids (up to 1,000) or the list's filter (every parcel it matches, resolved on the server); more than ${BULK_MAX} is a 422 bulk.too_many, an id that names no parcel a 404 bulk.unknown_parcels. Up to ${BULK_INLINE_MAX} parcels are done in the call (state done); more are queued (state queued): follow them with GET /api/parcel-batches/actions/{id}.`,
    body: parcelBulkSchema,
    data: () => bulkActionViewSchema,
  },
  getBulkAction: {
    summary:
      'A bulk action: queued, running (with how many parcels are done), done, or failed (its error code; nothing was applied).',
    data: () => bulkActionViewSchema,
  },
  countParcelSelection: {
    summary: `How many parcels the list's filter matches, counted up to ${BULK_MAX + 1} (over_limit: more than a bulk action takes).`,
    query: parcelListQuerySchema,
    data: () => selectionCountSchema,
  },
  getLabelBatch: {
    summary:
      'One PDF of the labels of the parcels named by ?ids= (comma separated, up to 1,000) or matched by the list filter, ?layout= a4-4 or a4-8 (labels on A4 sheets) or thermal (one 4 × 6 in label a page, the default); streamed as it is drawn.',
    query: labelBatchQuerySchema,
  },
  getManifest: {
    summary:
      'The manifest of a day (?day=YYYY-MM-DD, the company’s time zone): the parcels taken in that day, by carrier (?shipped_via= for one), with a line for each carrier’s signature.',
    query: manifestQuerySchema,
  },
});
