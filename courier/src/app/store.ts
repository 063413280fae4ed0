import {
  getMyRun,
  themeCookie,
  themeFromCookie,
  type CourierRun,
  type ParcelStage,
  type RunStop,
  type Theme,
} from '@waybill/shared';
import { useSyncExternalStore } from 'react';
import { deleteMeta, readMeta, writeMeta } from '../queue/db';
import { onQueueChange, queuedActions, syncState, type SyncState } from '../queue/queue';
import type { ActionKind, QueuedAction } from '../queue/types';
import { api, today } from './api';

/** The signed-in courier, as the sign-in answered (kept so the app opens offline). */
export interface Member {
  email: string;
  name: string;
}

export interface CourierState {
  /** undefined until the phone's store is read at start. */
  member: Member | null | undefined;
  run: CourierRun | null;
  /** When the run was last read from the server (ISO), or null. */
  runFetchedAt: string | null;
  queue: QueuedAction[];
  sync: SyncState;
  online: boolean;
  theme: Theme;
}

let state: CourierState = {
  member: undefined,
  run: null,
  runFetchedAt: null,
  queue: [],
  sync: { failures: 0, retry_at: 0, signed_out: false, last_problem: null },
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  theme: typeof document === 'undefined' ? 'LIGHT' : themeFromCookie(document.cookie),
};
const listeners = new Set<() => void>();

export function getState(): CourierState {
  return state;
}

export function setState(change: Partial<CourierState>): void {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCourier<T>(select: (state: CourierState) => T): T {
  return useSyncExternalStore(subscribe, () => select(state));
}

const MEMBER = 'member';
const RUN = 'run';
const OWNER = 'queue_owner';

/** Reads what the phone kept (the member, the run, the queue) and follows the queue's changes. */
export async function startStore(): Promise<void> {
  const [member, run] = await Promise.all([
    readMeta<Member>(MEMBER),
    readMeta<{ run: CourierRun; fetched_at: string }>(RUN),
  ]);
  setState({
    member: member ?? null,
    run: run && run.run.date === today() ? run.run : null,
    runFetchedAt: run?.fetched_at ?? null,
  });
  await refreshQueue();
  onQueueChange(() => void refreshQueue());
  window.addEventListener('online', () => setState({ online: true }));
  window.addEventListener('offline', () => setState({ online: false }));
}

export async function refreshQueue(): Promise<void> {
  const [queue, sync] = await Promise.all([queuedActions(), syncState()]);
  setState({ queue, sync });
}

/**
 * Whose actions wait on this phone: only they may sign in while some do, so that nothing one
 * courier did is sent in another's name.
 */
export async function queueOwnerOtherThan(email: string): Promise<string | null> {
  const owner = await readMeta<string>(OWNER);
  if (!owner || owner === email) return null;
  const waiting = (await queuedActions()).some((action) => action.state === 'waiting');
  return waiting ? owner : null;
}

export async function rememberMember(member: Member | null): Promise<void> {
  if (member) {
    await writeMeta(MEMBER, member);
    await writeMeta(OWNER, member.email);
  } else {
    await deleteMeta(MEMBER);
    await deleteMeta(RUN);
  }
  setState(member ? { member } : { member: null, run: null, runFetchedAt: null });
}

/** What reading the run from the server gave: the run, or why not. */
export type RunLoad = 'loaded' | 'offline' | 'signed_out' | 'not_courier' | 'failed';

/** Reads today's run from the server and keeps it for offline use. */
export async function loadRun(): Promise<RunLoad> {
  const result = await api.call(getMyRun, { query: { date: today() } });
  if (result.status === 200 && result.data) {
    const fetchedAt = new Date().toISOString();
    await writeMeta(RUN, { run: result.data, fetched_at: fetchedAt });
    setState({ run: result.data, runFetchedAt: fetchedAt });
    return 'loaded';
  }
  if (result.status === 401) return 'signed_out';
  if (result.status === 403) return 'not_courier';
  return result.status === 0 ? 'offline' : 'failed';
}

/** Keeps a run the server answered with (adding a stop answers the run). */
export async function keepRun(run: CourierRun): Promise<void> {
  const fetchedAt = new Date().toISOString();
  await writeMeta(RUN, { run, fetched_at: fetchedAt });
  setState({ run, runFetchedAt: fetchedAt });
}

export function setTheme(theme: Theme): void {
  document.cookie = themeCookie(theme);
  setState({ theme });
}

/** The stage each action leads to, so that the run shows what the courier did before it is sent. */
const STAGE_AFTER: Record<ActionKind, ParcelStage> = {
  picked_up: 'picked_up',
  at_hub: 'in_transit',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  delivery_failed: 'failed_attempt',
  returned_to_sender: 'returned',
};

/** A stop's stage as the courier left it: its last waiting action's, else the server's. */
export function localStage(stop: RunStop, queue: readonly QueuedAction[]): ParcelStage | null {
  const mine = queue.filter(
    (action) => action.parcel === stop.tracking_code && action.state === 'waiting',
  );
  const last = mine[mine.length - 1];
  return last ? STAGE_AFTER[last.kind] : stop.stage;
}

export function findStop(code: string): RunStop | undefined {
  const wanted = code.trim().toUpperCase();
  return state.run?.stops.find((stop) => stop.tracking_code.toUpperCase() === wanted);
}
