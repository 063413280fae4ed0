import { SYNC_ACTIONS_MAX } from '@waybill/shared';
import { database, readMeta, writeMeta } from './db';
import type { NewAction, Position, Problem, QueuedAction } from './types';

/**
 * The queue of actions done on the phone and not yet on the server (docs/product.md, the courier
 * app). Every action is written here first, with a UUID made on the phone, and leaves only when
 * the server's answer names it applied (or already applied: the UUID is its idempotency key) or
 * refused. So a closed app, a restarted phone or a network lost mid-send loses nothing, and what
 * is sent twice is applied once. They are sent in the order they were done.
 */

/** What the server said of one action of a batch. */
export interface ActionResult {
  status: 'applied' | 'duplicate' | 'refused';
  problem?: Problem;
}

/**
 * How a call ended: done; to try again later (no network, the server busy or failing, the
 * session ended: `signedOut`); or refused for good with a problem.
 */
export type Outcome<T> =
  | { kind: 'done'; value: T }
  | { kind: 'retry'; signedOut?: boolean; problem?: Problem }
  | { kind: 'refused'; problem: Problem };

/** The server as the queue needs it (server.ts calls the contract's endpoints). */
export interface CourierServer {
  /** Uploads a photo or signature of an action; its id on the server. */
  upload(kind: 'photo' | 'signature', action: QueuedAction, blob: Blob): Promise<Outcome<string>>;
  /** Sends actions in order; what the server said of each, by action id. */
  send(actions: QueuedAction[]): Promise<Outcome<Map<string, ActionResult>>>;
}

/** The queue's retry state, kept with it (a restarted app waits as long as the closed one would). */
export interface SyncState {
  failures: number;
  /** Epoch ms before which an automatic send does not try (a forced one does). */
  retry_at: number;
  signed_out: boolean;
  last_problem: Problem | null;
}

const SYNC_STATE = 'sync';
const IDLE: SyncState = { failures: 0, retry_at: 0, signed_out: false, last_problem: null };
/** As many as the server takes in one call: a day's run goes in a few calls. */
export const BATCH_SIZE = SYNC_ACTIONS_MAX;
const BACKOFF_FIRST_MS = 2_000;
const BACKOFF_MAX_MS = 5 * 60_000;

/** The wait after `failures` failed tries in a row: doubling, at most five minutes, with jitter. */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}

export function newActionId(): string {
  return crypto.randomUUID();
}

/** Records an action on the phone: nothing else is needed for it to reach the server one day. */
export async function enqueue(
  action: NewAction,
  options: { position?: Position | null; at?: Date } = {},
): Promise<QueuedAction> {
  const record: QueuedAction = {
    ...withoutEmpty(action),
    id: newActionId(),
    at: (options.at ?? new Date()).toISOString(),
    position: options.position ?? null,
    state: 'waiting',
    tries: 0,
    next_try_at: 0,
  };
  const db = await database();
  record.seq = await db.add('actions', record);
  announceChange();
  return record;
}

function withoutEmpty(action: NewAction): NewAction {
  return Object.fromEntries(
    Object.entries(action).filter(([, value]) => value !== undefined && value !== ''),
  ) as NewAction;
}

/** Every action still on the phone, in the order they were done. */
export async function queuedActions(): Promise<QueuedAction[]> {
  return (await database()).getAll('actions');
}

/** Forgets a refused action once the courier has read why (a waiting one is never dropped). */
export async function dismissRefused(seq: number): Promise<void> {
  const db = await database();
  const tx = db.transaction('actions', 'readwrite');
  const action = await tx.store.get(seq);
  if (action?.state === 'refused') await tx.store.delete(seq);
  await tx.done;
  announceChange();
}

export async function syncState(): Promise<SyncState> {
  return { ...IDLE, ...(await readMeta<SyncState>(SYNC_STATE)) };
}

/** What one send did. */
export interface SendReport {
  applied: number;
  refused: number;
  /** Still waiting afterwards. */
  waiting: number;
  /** Stopped by a failure that is tried again later (retry_at). */
  failed: boolean;
  signedOut: boolean;
}

/**
 * Sends what waits, in order, batch after batch, until nothing waits or a call fails; one sender
 * at a time across the app's tabs and its service worker (a Web Lock), so no two send the same
 * batch at once. `force` ignores the backoff (the courier pressed "Send now", or the network came
 * back). A batch the server refuses as a whole is sent again action by action, so one bad action
 * is refused alone and the others go on.
 */
export function sendQueue(
  server: CourierServer,
  options: { force?: boolean; now?: () => number; batchSize?: number } = {},
): Promise<SendReport> {
  return exclusively(() => sendAll(server, options));
}

async function sendAll(
  server: CourierServer,
  {
    force = false,
    now = Date.now,
    batchSize = BATCH_SIZE,
  }: Parameters<typeof sendQueue>[1] & object,
): Promise<SendReport> {
  const report: SendReport = {
    applied: 0,
    refused: 0,
    waiting: 0,
    failed: false,
    signedOut: false,
  };
  const state = await syncState();
  const waiting = async () =>
    (await queuedActions()).filter((action) => action.state === 'waiting');
  let pending = await waiting();
  if (pending.length > 0 && !force && state.retry_at > now()) {
    report.waiting = pending.length;
    report.failed = true;
    return report;
  }
  let size = batchSize;
  // After a batch refused as a whole, how many actions are still sent one at a time.
  let singly = 0;
  while (pending.length > 0) {
    const batch = pending.slice(0, singly > 0 ? 1 : size);
    const outcome = await sendBatch(server, batch);
    if (outcome.kind === 'retry') {
      const failures = state.failures + 1;
      await writeMeta(SYNC_STATE, {
        failures,
        retry_at: now() + backoffDelay(failures),
        signed_out: Boolean(outcome.signedOut),
        last_problem: outcome.problem ?? null,
      } satisfies SyncState);
      await markTried(batch);
      report.failed = true;
      report.signedOut = Boolean(outcome.signedOut);
      break;
    }
    if (outcome.kind === 'refused' && batch.length > 1) {
      singly = batch.length;
      continue;
    }
    if (outcome.kind === 'refused') {
      await refuse(batch[0], outcome.problem);
      report.refused += 1;
    } else {
      const counts = await settle(batch, outcome.value);
      report.applied += counts.applied;
      report.refused += counts.refused;
      if (counts.applied + counts.refused === 0) {
        // The server answered but took none of them: never loop on it.
        await writeMeta(SYNC_STATE, { ...IDLE, retry_at: now() + backoffDelay(1) });
        report.failed = true;
        break;
      }
    }
    singly = Math.max(0, singly - 1);
    size = batchSize;
    await writeMeta(SYNC_STATE, IDLE);
    state.failures = 0;
    announceChange();
    pending = await waiting();
  }
  report.waiting = (await waiting()).length;
  announceChange();
  return report;
}

/** Uploads the batch's proof not uploaded yet, then sends the batch. */
async function sendBatch(
  server: CourierServer,
  batch: QueuedAction[],
): Promise<Outcome<Map<string, ActionResult>>> {
  for (const action of batch) {
    for (const kind of ['photo', 'signature'] as const) {
      const blob = action[kind];
      if (!blob || action[`${kind}_upload`]) continue;
      const uploaded = await server.upload(kind, action, blob);
      if (uploaded.kind !== 'done') return uploaded;
      action[`${kind}_upload`] = uploaded.value;
      // Kept at once: an upload done is not done again if the send that follows fails.
      await (await database()).put('actions', action);
    }
  }
  return server.send(batch);
}

/** Removes what the server has and marks what it refused; counts both. */
async function settle(batch: QueuedAction[], results: Map<string, ActionResult>) {
  const db = await database();
  const tx = db.transaction('actions', 'readwrite');
  let applied = 0;
  let refused = 0;
  for (const action of batch) {
    const result = results.get(action.id);
    if (!result) continue;
    if (result.status === 'refused') {
      refused += 1;
      await tx.store.put(refusedCopy(action, result.problem));
    } else {
      applied += 1;
      await tx.store.delete(action.seq!);
    }
  }
  await tx.done;
  return { applied, refused };
}

function refusedCopy(action: QueuedAction, problem?: Problem): QueuedAction {
  return {
    ...action,
    state: 'refused',
    problem: problem ?? { code: 'courier.refused', params: {}, message: 'Refused' },
  };
}

async function refuse(action: QueuedAction, problem: Problem): Promise<void> {
  await (await database()).put('actions', refusedCopy(action, problem));
}

async function markTried(batch: QueuedAction[]): Promise<void> {
  const db = await database();
  const tx = db.transaction('actions', 'readwrite');
  for (const action of batch) {
    const stored = await tx.store.get(action.seq!);
    if (stored) await tx.store.put({ ...stored, tries: stored.tries + 1 });
  }
  await tx.done;
}

// One sender at a time: a Web Lock spans the tabs and the service worker; without it (older
// browsers, tests), a chain in this context.
let chain: Promise<unknown> = Promise.resolve();
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks) return locks.request('waybill-courier-queue', work) as Promise<T>;
  const run = chain.then(work, work);
  chain = run.catch(() => undefined);
  return run;
}

/** Listeners of this context, told when the queue may have changed (here or in another one). */
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function broadcast(): BroadcastChannel | null {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel('waybill-courier-queue');
    channel.onmessage = () => listeners.forEach((listener) => listener());
  }
  return channel;
}

function announceChange(): void {
  listeners.forEach((listener) => listener());
  broadcast()?.postMessage('changed');
}

export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  broadcast();
  return () => listeners.delete(listener);
}
