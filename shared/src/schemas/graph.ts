import { z } from 'zod';
import { adminStateSchema } from './auth.js';
import { pageSummarySchema } from './page.js';
import { publicReviewSchema } from './review.js';
import { publicSettingsSchema } from './settings.js';

/**
 * Server configuration the screens need (docs/product.md §3.4): the map tiles and the company's
 * time zone.
 */
export const siteConfigSchema = z.object({
  /**
   * Leaflet tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; empty when the
   * server has none (MAP_TILE_URL=none): the maps draw their basemap alone.
   */
  map_tile_url: z.string(),
  map_tile_attribution: z.string(),
  /** IANA zone in which activity dates are shown, e.g. Europe/Lisbon. */
  time_zone: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** GET /api/graph: what both apps load at start (docs/product.md §3.4). */
export const graphSchema = z.object({
  pages: z.array(pageSummarySchema),
  /** `false` when no admin is signed in. */
  admin: adminStateSchema,
  /** As everyone sees them: never the rated parcel. */
  reviews: z.array(publicReviewSchema),
  /** One record; the apps read it as the first element (docs/product.md §5.5). */
  settings: z.array(publicSettingsSchema),
  site: siteConfigSchema,
});
export type Graph = z.infer<typeof graphSchema>;
