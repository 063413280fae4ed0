import { z } from 'zod';
import { isoDate } from '../validation.js';

/** The most statuses the dashboard names; the rest are counted together. */
export const DASHBOARD_STATUS_LIMIT = 20;

/** Parcels with one status, as written by staff (null: no status yet). */
export const statusCountSchema = z.object({
  status: z.string().nullable(),
  count: z.number().int().min(0),
});
export type StatusCount = z.infer<typeof statusCountSchema>;

/**
 * GET /api/dashboard: the figures a dispatcher starts the day with. `today` is the company's
 * day (its time zone), which `created_today` and `late` are counted against.
 */
export const dashboardSchema = z.object({
  today: isoDate(),
  parcels: z.number().int().min(0),
  /** The most common statuses first, at most DASHBOARD_STATUS_LIMIT. */
  statuses: z.array(statusCountSchema),
  /** Parcels whose status is not among `statuses`. */
  other_statuses: z.number().int().min(0),
  /** Due before today (max_expected_delivery_date) and not delivered. */
  late: z.number().int().min(0),
  created_today: z.number().int().min(0),
  outbox: z.object({
    failed: z.number().int().min(0),
    queued: z.number().int().min(0),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
