import type { Problem, PublicParcel } from '@waybill/shared';
import { EMPTY_PARCEL_STATE, useAppStore } from '../app/store';

/*
 * Out of the tracking screen's chunk: the entry primes the store with it before hydrating, and
 * must not load the screen's code to do so (like pages/pageCache.ts).
 */

/**
 * The tracking page's lookup as the server drew it (docs/architecture.md §6.1a): what a visitor's
 * GET /api/parcels/{code} answered for the code alone, so the page hydrates from it and asks no
 * second time.
 */
export interface DrawnParcel {
  /** The code looked up (?code=, trimmed). */
  code: string;
  /** The visitor's view of the parcel, or null for none by that code. */
  data: PublicParcel | null;
  /** Why there is none (parcel.not_found), else empty. */
  problems: Problem[];
  /** The answer's ETag, which the live updates revalidate; null without a parcel. */
  etag: string | null;
  /** 'YYYY-MM-DD' where the company is, when drawn: the page hydrates with the same day. */
  today: string;
}

let drawn: DrawnParcel | null = null;
/** The router location (its key) that took the drawn lookup over. */
let takenBy: string | null = null;

/**
 * Puts the drawn lookup in the store (src/entry-server.tsx on the server, src/main.tsx before
 * hydrating), or empties the store's lookup when there is none. Each call forgets the one before.
 */
export function primeParcel(parcel: DrawnParcel | null): void {
  drawn = parcel;
  takenBy = null;
  const store = useAppStore.getState();
  if (parcel) store.finishParcelLookup(parcel.data, parcel.problems);
  else if (store.parcel !== EMPTY_PARCEL_STATE) store.resetParcel();
}

/**
 * The drawn lookup of `code` for the screen at location `key` to take over instead of asking
 * again: only at the location that first took it (a new search, even of the same code, asks
 * the API), else null.
 */
export function takeDrawnParcel(code: string, key: string): DrawnParcel | null {
  if (drawn && drawn.code === code && (takenBy === null || takenBy === key)) {
    takenBy = key;
    return drawn;
  }
  drawn = null;
  return null;
}

/** The day the page was drawn on, until it is hydrated; null when no parcel was drawn. */
export function drawnToday(): string | null {
  return drawn?.today ?? null;
}
