import { PARCEL_STAGES } from '../stages.js';
import { z } from 'zod';
import { CONTACT_MESSAGE_STATUSES } from './contact.js';
import { DEFAULT_PARCEL_SORT, PARCEL_SORTS } from '../choices.js';
import { coded, emptyToUndefined, isoDate, optionalText } from '../validation.js';
import { OUTBOX_STATUSES } from './mail.js';

/** The largest page number a list accepts (far past any real list; keeps OFFSET bounded). */
export const PAGE_MAX = 100_000;

/** `?page=` of every paged list: 1 when left out. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
});

/** A paged list that can also be searched. */
export const listQuerySchema = pageQuerySchema.extend({ search: optionalText() });
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A choice of a query string; an empty value means "not given". */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToUndefined, z.enum(values).optional());

// PostgreSQL has no year 0: such a day is refused here rather than failing in the query.
const optionalDay = () =>
  z.preprocess(
    emptyToUndefined,
    isoDate()
      .refine((day) => day >= '0001-01-01', coded('field.date'))
      .optional(),
  );

/**
 * The staff's parcel list (docs/product.md §4.4): the search, and optionally only one status
 * (exactly as written), only late parcels (`late=true`: due before today and not delivered), only
 * those created on one day (`created_on`) or from a day to a day, both kept (`created_from`,
 * `created_to`, either may be left out; days in the company's time zone), in one of PARCEL_SORTS.
 */
export const parcelListQuerySchema = listQuerySchema
  .extend({
    status: optionalText(),
    /** The shop's order reference, exactly (docs/api.md). */
    reference: optionalText(),
    stage: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(PARCEL_STAGES).optional(),
    ),
    late: optionalChoice(['true', 'false']).transform((value) => value === 'true'),
    /** Only parcels whose predicted delivery is past the promised day (docs/product.md §2.3e). */
    at_risk: optionalChoice(['true', 'false']).transform((value) => value === 'true'),
    created_on: optionalDay(),
    created_from: optionalDay(),
    created_to: optionalDay(),
    sort: optionalChoice(PARCEL_SORTS).transform((value) => value ?? DEFAULT_PARCEL_SORT),
  })
  // A range that holds nothing is a mistake worth saying.
  .refine(
    (query) => !query.created_from || !query.created_to || query.created_from <= query.created_to,
    {
      ...coded('parcel.date_order'),
      path: ['created_to'],
    },
  );
export type ParcelListQuery = z.infer<typeof parcelListQuerySchema>;

/** The outbox, optionally only the messages of one status. */
export const outboxQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(OUTBOX_STATUSES).optional(),
  ),
});

/** The inbox, optionally only the messages of one status. */
export const inboxQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(CONTACT_MESSAGE_STATUSES).optional(),
  ),
});
