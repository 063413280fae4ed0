import { readSavedState, type PageSummary, type SavedState } from '@waybill/shared';
import { toListState, useAppStore, type SavedSlices } from './store';

/*
 * Restoring the saved state is here, in its own chunk with the schema library, as only a visit
 * whose graph is slow or fails needs it (app/start.ts).
 */

/**
 * docs/product.md §3.3: the saved pages, settings, reviews and admin, each slice checked by the
 * contract.
 */
export function restoreSavedState(): void {
  const saved = readSavedState();
  useAppStore.getState().restoreSaved(saved.theme, restoredSlices(saved));
}

function isPageSummary(page: unknown): page is PageSummary {
  return typeof page === 'object' && page !== null && 'slug' in page && 'title' in page;
}

/** The slices as the screens hold them: pages as summaries, the settings record alone. */
export function restoredSlices(saved: SavedState): SavedSlices {
  const slices: SavedSlices = {};
  if (saved.settings?.[0]) slices.settings = saved.settings[0];
  if (saved.pages) {
    const pages = saved.pages.list.filter(isPageSummary);
    slices.pages = toListState(
      pages.map(({ id, slug, title, icon }) => ({ id, slug, title, icon })),
    );
  }
  if (saved.reviews) slices.reviews = saved.reviews;
  if (saved.admin !== undefined) slices.admin = saved.admin;
  return slices;
}
