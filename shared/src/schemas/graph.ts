import { z } from 'zod';
import { adminStateSchema } from './auth.js';
import { pageSummarySchema } from './page.js';
import { reviewSchema } from './review.js';
import { settingsSchema } from './settings.js';

/** GET /api/graph: what both apps load at start (SPEC §4 "Start"). */
export const graphSchema = z.object({
  pages: z.array(pageSummarySchema),
  /** `false` when no admin is signed in. */
  admin: adminStateSchema,
  reviews: z.array(reviewSchema),
  /** One record; SPEC §3 reads it as the first element. */
  settings: z.array(settingsSchema),
});
export type Graph = z.infer<typeof graphSchema>;
