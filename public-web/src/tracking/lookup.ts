import {
  getParcelHistory,
  INVALID_JSON_PROBLEM,
  problem,
  trackParcel,
  type Parcel,
  type Problem,
  type PublicParcel,
} from '@waybill/shared';
import { api } from '../app/api';
import { nextTask } from '../app/nextTask';
import { useAppStore } from '../app/store';
import { prepareDateFormats } from './delivery';
import type { DrawnParcel } from './drawnParcel';
import { checkParcel, prepareParcelCheck } from './parcelCheck';
import { rememberedAnswer, unlockAgain } from './unlock';

/** Only the newest lookup may write its answer: an older one that answers late is dropped. */
let latestLookup = 0;

/** The ETag of the answer shown, for the live updates to revalidate (live.ts). */
let shownAnswer: { lookup: number; etag: string | null } = { lookup: 0, etag: null };

/** Which lookup the screen shows or waits for; a later one makes answers to this one stale. */
export function currentLookup(): number {
  return latestLookup;
}

/** The ETag of the answer `lookup` brought (or of its latest revalidation), else null. */
export function shownEtag(lookup: number): string | null {
  return shownAnswer.lookup === lookup ? shownAnswer.etag : null;
}

/** Notes the ETag of a newer answer shown for `lookup`. */
export function rememberEtag(lookup: number, etag: string | null): void {
  if (lookup === latestLookup) shownAnswer = { lookup, etag };
}

/** The visitor's view of an answer (see lookUpParcel), or null when it breaks the contract. */
export function visitorParcel(data: PublicParcel | Parcel): Promise<PublicParcel | null> {
  return checkParcel(data);
}

/**
 * GET the parcel by its tracking code. The answer is kept as the visitor's view of the parcel:
 * fields a visitor does not get are stripped even when a signed-in admin's browser receives them,
 * so they never reach the screen or the saved state.
 */
export async function lookUpParcel(code: string): Promise<void> {
  const lookup = ++latestLookup;
  const store = useAppStore.getState();
  store.startParcelLookup();
  // The checker starts while the answer loads.
  prepareParcelCheck();
  // The same request as api.call (no If-None-Match), so a preloaded answer is used; its ETag is
  // kept for the live updates.
  const result = await api.revalidate<PublicParcel | Parcel>(trackParcel.path({ code }), null);
  if (lookup !== latestLookup) return;
  if (result.problems.length > 0 || result.data === null) {
    // docs/product.md §8: an answer without a parcel is an unknown parcel.
    const problems = result.problems.length > 0 ? result.problems : [problem('parcel.not_found')];
    store.finishParcelLookup(null, problems);
    return;
  }
  const parcel = await checkParcel(result.data);
  if (lookup !== latestLookup) return;
  if (!parcel) {
    store.finishParcelLookup(null, [INVALID_JSON_PROBLEM]);
    return;
  }
  // Unlocked earlier in this tab: shown with its details again (unlock.ts).
  const unlocked = parcel.locked && rememberedAnswer(code) ? await unlockAgain(code) : null;
  await nextTask();
  prepareDateFormats(useAppStore.getState().site?.time_zone);
  await nextTask();
  if (lookup !== latestLookup) return;
  rememberEtag(lookup, result.etag);
  store.finishParcelLookup(unlocked ?? parcel, [], unlocked !== null);
}

/**
 * Takes over the lookup the server drew the page with (drawnParcel.ts), already in the store: it
 * becomes the lookup shown, its ETag is what the live updates revalidate, and a parcel this tab
 * unlocked earlier is asked for unlocked again, as after a lookup of its own; the checker of the
 * live updates' answers starts after the first paint.
 */
export async function adoptDrawnParcel(code: string, drawn: DrawnParcel): Promise<void> {
  const lookup = ++latestLookup;
  rememberEtag(lookup, drawn.etag);
  if (!drawn.data) return;
  // The live updates' answers are checked (after the first paint): the checker gets ready now.
  prepareParcelCheck();
  if (!drawn.data.locked || !rememberedAnswer(code)) return;
  const unlocked = await unlockAgain(code);
  if (!unlocked || lookup !== latestLookup) return;
  useAppStore.getState().finishParcelLookup(unlocked, [], true);
}

/** Forgets any lookup in flight and clears the result (a search with no code). */
export function clearParcel(): void {
  latestLookup++;
  useAppStore.getState().resetParcel();
}

/**
 * GET a further page of the parcel's history (the page after the last one shown); returns the
 * problems to show, or [] when appended.
 */
export async function loadMoreHistory(code: string, page: number): Promise<Problem[]> {
  const lookup = latestLookup;
  const result = await api.call(getParcelHistory, { params: { code }, query: { page } });
  // Another parcel was looked up meanwhile: this page belongs to the old one.
  if (lookup !== latestLookup) return [];
  if (result.problems.length > 0 || !result.data || !Array.isArray(result.data.data)) {
    return result.problems.length > 0 ? result.problems : [INVALID_JSON_PROBLEM];
  }
  useAppStore.getState().appendHistory(result.data);
  return [];
}
