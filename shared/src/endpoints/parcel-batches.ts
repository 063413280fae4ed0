/** Many parcels at once: bulk actions, a batch of labels, the day's manifest (docs/product.md §4.17). */
import { endpoint, type In } from '../endpoint.js';
import type {
  BulkActionView,
  SelectionCount,
  labelBatchQuerySchema,
  manifestQuerySchema,
  parcelBulkSchema,
} from '../schemas/bulk.js';
import type { parcelListQuerySchema } from '../schemas/queries.js';

/**
 * One action on many parcels (an update, fields, delete): all or none, one audit row listing
 * them; up to BULK_INLINE_MAX done in the call, more queued as a background job.
 */
export const runBulkAction = endpoint({
  method: 'POST',
  route: '/api/parcel-batches',
  access: 'parcels.write',
  audit: { writes: ['parcel.update', 'parcel.delete'] },
  created: true,
  ...({} as { body: In<typeof parcelBulkSchema>; data: BulkActionView }),
});

/** A bulk action's progress and outcome. */
export const getBulkAction = endpoint({
  method: 'GET',
  route: '/api/parcel-batches/actions/:id',
  access: 'parcels.write',
  ...({} as { data: BulkActionView }),
});

/** How many parcels the list's filter matches, for the confirmation of "all that match". */
export const countParcelSelection = endpoint({
  method: 'GET',
  route: '/api/parcel-batches/count',
  access: 'parcels.read',
  ...({} as { query: In<typeof parcelListQuerySchema>; data: SelectionCount }),
});

/**
 * One PDF of many labels, streamed. Staff only: a shop's key reaches only its own parcels, one
 * label at a time (its own `GET /api/parcels/{code}/label.pdf`).
 */
export const getLabelBatch = endpoint({
  method: 'GET',
  route: '/api/parcel-batches/labels.pdf',
  access: 'parcels.read',
  answer: 'pdf',
  ...({} as { query: In<typeof labelBatchQuerySchema> }),
});

/** A day's manifest of the parcels handed to a carrier, with the signature lines. */
export const getManifest = endpoint({
  method: 'GET',
  route: '/api/parcel-batches/manifest.pdf',
  access: 'parcels.read',
  answer: 'pdf',
  ...({} as { query: In<typeof manifestQuerySchema> }),
});
