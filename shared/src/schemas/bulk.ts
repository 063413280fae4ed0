import { z } from 'zod';
import { ID_MAX, TEXT_MAX, idSchema, isoDate } from '../validation.js';
import { parcelUpdateAddSchema } from './parcel.js';
import { parcelListQuerySchema } from './queries.js';

/**
 * The most parcels one bulk action, batch of labels or manifest takes: a selection past it is
 * refused (`bulk.too_many`), so "all that match" a filter matching everything never becomes an
 * unbounded transaction (docs/product.md §4.17).
 */
export const BULK_MAX = 10_000;
/** The most ids a selection may name one by one (more: select by the filter). */
export const BULK_IDS_MAX = 1_000;
/**
 * Up to this many parcels a bulk action runs in the request; more are a background job on the
 * queue with its progress (docs/architecture.md §4.7).
 */
export const BULK_INLINE_MAX = 100;

/**
 * Which parcels: the ids ticked on screen, or every parcel matching the list's filter (resolved on
 * the server, by the filter: the client never sends a long list of ids).
 */
export const parcelSelectionSchema = z.union([
  z.object({ ids: z.array(idSchema).min(1).max(BULK_IDS_MAX) }).strict(),
  z.object({ filter: parcelListQuerySchema }).strict(),
]);
export type ParcelSelection = z.input<typeof parcelSelectionSchema>;

/** A field's new value in bulk: '' or null clears it. */
const bulkText = () =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z.string().trim().max(TEXT_MAX).nullable().optional(),
  );
const bulkDay = () =>
  z.preprocess((value) => (value === '' ? null : value), isoDate().nullable().optional());

/**
 * The fields that may change for many parcels at once: those whose value is the same for a batch
 * (the service, the delivery window). Names, addresses, the status and the stage are not: the
 * status and stage move with an update, which writes the history.
 */
export const BULK_FIELDS = [
  'shipped_via',
  'min_expected_delivery_date',
  'max_expected_delivery_date',
] as const;
export type BulkField = (typeof BULK_FIELDS)[number];

export const bulkFieldsSchema = z
  .object({
    shipped_via: bulkText(),
    min_expected_delivery_date: bulkDay(),
    max_expected_delivery_date: bulkDay(),
  })
  .strict()
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), {
    message: 'at least one field must be sent',
  });

/**
 * A bulk action: the selection, and what is done to every parcel of it (one of three; any other
 * key is refused rather than ignored).
 */
export const parcelBulkSchema = z.discriminatedUnion('action', [
  z
    .object({
      selection: parcelSelectionSchema,
      action: z.literal('update'),
      update: parcelUpdateAddSchema,
    })
    .strict(),
  z
    .object({
      selection: parcelSelectionSchema,
      action: z.literal('fields'),
      fields: bulkFieldsSchema,
    })
    .strict(),
  z.object({ selection: parcelSelectionSchema, action: z.literal('delete') }).strict(),
]);
export type ParcelBulkPayload = z.output<typeof parcelBulkSchema>;
export type ParcelBulkInput = z.input<typeof parcelBulkSchema>;

export const BULK_ACTIONS = ['update', 'fields', 'delete'] as const;
export const BULK_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type BulkState = (typeof BULK_STATES)[number];

/** A bulk action as staff follow it: its progress while it runs, its outcome after. */
export const bulkActionViewSchema = z.object({
  id: z.number().int(),
  action: z.enum(BULK_ACTIONS),
  state: z.enum(BULK_STATES),
  total: z.number().int(),
  /** How many parcels are done so far (known on the instance running it; `total` once done). */
  done: z.number().int(),
  /** Why it failed (an error code of errors.ts), nothing applied. */
  error_code: z.string().nullable(),
  error_params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type BulkActionView = z.infer<typeof bulkActionViewSchema>;

/** How many parcels a selection holds, before staff confirm (up to BULK_MAX + 1). */
export const selectionCountSchema = z.object({
  count: z.number().int(),
  over_limit: z.boolean(),
});
export type SelectionCount = z.infer<typeof selectionCountSchema>;

/** The layouts of a batch of labels: A4 with 4 or 8 a page, or one 4 × 6 in label a page. */
export const LABEL_LAYOUTS = ['a4-4', 'a4-8', 'thermal'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];

/** Ids as a query string: "12,15,19". */
const idList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'ids must be numbers separated by commas')
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .pipe(z.array(z.number().int().min(1).max(ID_MAX)).min(1).max(BULK_IDS_MAX));

/**
 * A batch of labels: `ids` (as ticked) or the list's filter (every parcel it matches), in a
 * layout.
 */
export const labelBatchQuerySchema = parcelListQuerySchema.and(
  z.object({
    layout: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(LABEL_LAYOUTS).default('thermal'),
    ),
    ids: z.preprocess((value) => (value === '' ? undefined : value), idList.optional()),
  }),
);
export type LabelBatchQuery = z.output<typeof labelBatchQuerySchema>;

/** A day's manifest: the parcels taken in that day, for one carrier (`shipped_via`) or all. */
export const manifestQuerySchema = z.object({
  day: isoDate(),
  shipped_via: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().trim().max(TEXT_MAX).optional(),
  ),
});
export type ManifestQuery = z.output<typeof manifestQuerySchema>;
