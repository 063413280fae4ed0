import { trackParcel, type Activity, type Parcel, type PublicParcel } from '@waybill/shared';
import { create } from 'zustand';
import { api } from '../app/api';
import { useAppStore } from '../app/store';
import { t } from '../i18n/i18n';
import { currentLookup, rememberEtag, shownEtag, visitorParcel } from './lookup';
import { rememberedAnswer, unlockAgain } from './unlock';

/**
 * The open tracking page's live updates (docs/product.md §2.3, docs/architecture.md §6.1):
 * ETag-revalidated polling. The first revalidation comes 10 s after the answer; each unchanged
 * answer (304) stretches the pause by half up to 25 s, so a change by staff shows within 30 s
 * while an idle page asks about twice a minute. A failure (network, 5xx, 429) waits 30 s, then
 * twice as long each time up to 5 min, and never less than the server's Retry-After.
 */
export const LIVE_POLL = {
  firstMs: 10_000,
  growth: 1.5,
  capMs: 25_000,
  failureMs: 30_000,
  failureCapMs: 5 * 60_000,
} as const;

export type PollOutcome = 'changed' | 'unchanged' | 'failed';

export interface PollPace {
  /** The pause before the next revalidation. */
  delayMs: number;
  /** Failures in a row. */
  failures: number;
}

export const FIRST_PACE: PollPace = { delayMs: LIVE_POLL.firstMs, failures: 0 };

/** The pause after a revalidation turned out `outcome` (Retry-After in seconds, if given). */
export function nextPace(
  pace: PollPace,
  outcome: PollOutcome,
  retryAfterSeconds: number | null = null,
): PollPace {
  if (outcome === 'changed') return FIRST_PACE;
  if (outcome === 'unchanged') {
    const delayMs = pace.failures > 0 ? LIVE_POLL.firstMs : pace.delayMs * LIVE_POLL.growth;
    return { delayMs: Math.min(delayMs, LIVE_POLL.capMs), failures: 0 };
  }
  const failures = pace.failures + 1;
  const backoff = Math.min(LIVE_POLL.failureMs * 2 ** (failures - 1), LIVE_POLL.failureCapMs);
  return { delayMs: Math.max(backoff, (retryAfterSeconds ?? 0) * 1000), failures };
}

/** What the last change brought, for the screen to highlight and announce. */
interface LiveChanges {
  /** History entries that arrived with the last change. */
  freshIds: ReadonlySet<number>;
  /** The status changed with the last change. */
  statusChanged: boolean;
  /** The sentence for the page's polite live region; '' when there is nothing to say. */
  announcement: string;
}

const NO_CHANGES: LiveChanges = { freshIds: new Set(), statusChanged: false, announcement: '' };

export const useLiveChanges = create<LiveChanges>(() => NO_CHANGES);

/** What changed from `before` to `after`, in the visitor's language. */
export function describeChanges(before: PublicParcel | Parcel, after: PublicParcel): LiveChanges {
  const known = new Set(before.history.data.map((activity) => activity.id));
  const fresh: Activity[] = after.history.data.filter((activity) => !known.has(activity.id));
  const statusChanged = before.status !== after.status;
  const sentences: string[] = [];
  if (fresh.length === 1) sentences.push(t('liveNewEntry', { title: fresh[0].title }));
  if (fresh.length > 1) {
    sentences.push(t('liveNewEntries', { count: fresh.length, title: fresh[0].title }));
  }
  if (statusChanged && after.status) sentences.push(t('liveStatus', { status: after.status }));
  if (before.current_location !== after.current_location && after.current_location) {
    sentences.push(t('liveLocation', { place: after.current_location }));
  }
  return {
    freshIds: new Set(fresh.map((activity) => activity.id)),
    statusChanged,
    announcement: sentences.join(' '),
  };
}

/**
 * Shows a newer answer in place; returns whether anything the visitor sees changed. A parcel the
 * visitor unlocked stays unlocked: a changed code-alone answer is fetched unlocked again.
 */
async function showNewer(
  code: string,
  lookup: number,
  data: PublicParcel | Parcel,
): Promise<boolean> {
  const fresh = await visitorParcel(data);
  const unlocked = fresh?.locked && rememberedAnswer(code) ? await unlockAgain(code) : null;
  const parcel = unlocked ?? fresh;
  const before = useAppStore.getState().parcel.data;
  if (!parcel || !before || lookup !== currentLookup()) return false;
  if (JSON.stringify(parcel) === JSON.stringify(before)) return false;
  useLiveChanges.setState(describeChanges(before, parcel));
  useAppStore.getState().refreshParcel(parcel, unlocked !== null);
  return true;
}

/**
 * Revalidates the parcel `code` shown by lookup `lookup` until the returned stop is called:
 * paused while the tab is hidden, and at once again when it is shown (unless the server asked
 * to wait longer).
 */
export function startLiveTracking(code: string, lookup: number): () => void {
  let pace = FIRST_PACE;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waitUntil = 0;
  let inFlight = false;
  let stopped = false;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timer = undefined;
    waitUntil = Date.now() + delayMs;
    if (!document.hidden) timer = setTimeout(() => void poll(), delayMs);
  };

  const poll = async () => {
    timer = undefined;
    if (stopped || document.hidden) return;
    inFlight = true;
    const result = await api.revalidate<PublicParcel | Parcel>(
      trackParcel.path({ code }),
      shownEtag(lookup),
    );
    let outcome: PollOutcome = 'failed';
    if (result.status === 304) outcome = 'unchanged';
    else if (result.status === 200 && result.data && result.problems.length === 0) {
      outcome = (await showNewer(code, lookup, result.data)) ? 'changed' : 'unchanged';
      if (!stopped) rememberEtag(lookup, result.etag);
    }
    inFlight = false;
    if (stopped) return;
    pace = nextPace(pace, outcome, result.retryAfter);
    schedule(pace.delayMs);
  };

  const onVisibility = () => {
    if (document.hidden) {
      clearTimeout(timer);
      timer = undefined;
    } else if (!inFlight && timer === undefined) {
      // The visitor is back: ask now, unless the server asked to wait.
      const wait = pace.failures > 0 ? Math.max(0, waitUntil - Date.now()) : 0;
      timer = setTimeout(() => void poll(), wait);
    }
  };

  useLiveChanges.setState(NO_CHANGES);
  document.addEventListener('visibilitychange', onVisibility);
  schedule(pace.delayMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    useLiveChanges.setState(NO_CHANGES);
  };
}
