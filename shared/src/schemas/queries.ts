import { z } from 'zod';
import { optionalText } from '../validation.js';
import { OUTBOX_STATUSES } from './mail.js';

/** The largest page number a list accepts (far past any real list; keeps OFFSET bounded). */
export const PAGE_MAX = 100_000;

/** `?page=` of every paged list: 1 when left out. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
});

/** A paged list that can also be searched (the admin's parcel list). */
export const listQuerySchema = pageQuerySchema.extend({ search: optionalText() });
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The outbox, optionally only the messages of one status. */
export const outboxQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(OUTBOX_STATUSES).optional(),
  ),
});
