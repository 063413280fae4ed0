import type { Graph, Page, Theme } from '@waybill/shared';
import type { DrawnParcel } from '../tracking/drawnParcel';

/**
 * What the server drew the page with (docs/architecture.md §6.1a), sent in the page as JSON so
 * that the app hydrates from the same data without asking for it again: the graph (its admin
 * always false, as the page is shared by every visitor), the content page shown, the theme, and
 * on a tracking page drawn with its lookup, what the lookup found.
 */
export interface InitialState {
  graph: Graph;
  /** The content page shown: its slug, and the page or null for none by that slug. */
  page: { slug: string; page: Page | null } | null;
  theme: Theme;
  /** The tracking page's lookup of ?code=; absent from every other page, and from its shell. */
  parcel?: DrawnParcel;
}

/** The id of the page's `<script type="application/json">` holding it. */
export const INITIAL_STATE_ID = 'initial-state';

/** The state the server sent, or null (a page the server did not draw). */
export function readInitialState(): InitialState | null {
  const text = document.getElementById(INITIAL_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as InitialState;
  } catch {
    return null;
  }
}
