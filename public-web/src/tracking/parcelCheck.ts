import type { PublicParcel } from '@waybill/shared';
import { afterFirstPaint } from '../app/firstPaint';

/** A parcel answer to check, numbered to match its outcome. */
export interface ParcelCheckRequest {
  id: number;
  data: unknown;
}

/** The visitor's view of the answer, or null and why not. */
export interface ParcelCheckAnswer {
  id: number;
  parcel: PublicParcel | null;
  error?: string;
}

let worker: Worker | null | undefined;
let lastId = 0;
const waiting = new Map<number, (answer: ParcelCheckAnswer | null) => void>();

/**
 * The worker that checks answers, started once (after the first paint: the page does not need it
 * to show); null where there are no workers or it failed, and the page checks them itself.
 */
function checker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined') return worker;
  try {
    const started = new Worker(new URL('./parcelCheck.worker.ts', import.meta.url));
    started.onmessage = (event: MessageEvent<ParcelCheckAnswer>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
    };
    // Its code could not load or run: what waits is checked here, and so is what comes next.
    started.onerror = () => {
      worker = null;
      started.terminate();
      for (const settle of waiting.values()) settle(null);
      waiting.clear();
    };
    worker = started;
  } catch {
    // Workers refused (a policy): checked here.
  }
  return worker;
}

/** Starts the checker before an answer arrives, so it is ready when one does. */
export function prepareParcelCheck(): void {
  void afterFirstPaint().then(checker);
}

/** Checks on the main thread, loading the schema library here; null when it cannot load. */
async function checkHere(data: unknown): Promise<ParcelCheckAnswer> {
  try {
    const { publicParcelSchema } = await import('./contract');
    const parsed = publicParcelSchema.safeParse(data);
    return parsed.success
      ? { id: 0, parcel: parsed.data }
      : { id: 0, parcel: null, error: parsed.error.message };
  } catch (error) {
    return { id: 0, parcel: null, error: String(error) };
  }
}

/**
 * The visitor's view of a parcel answer (publicParcelSchema: fields a visitor does not get are
 * stripped), or null, logged, when it breaks the contract. Checked in a worker, so neither the
 * schema library's set-up nor the check is a long task of the page (docs/architecture.md §6.1a).
 */
export async function checkParcel(data: unknown, what = 'parcel'): Promise<PublicParcel | null> {
  await afterFirstPaint();
  const id = ++lastId;
  const inWorker = checker();
  const answer =
    (inWorker &&
      (await new Promise<ParcelCheckAnswer | null>((resolve) => {
        waiting.set(id, resolve);
        inWorker.postMessage({ id, data } satisfies ParcelCheckRequest);
      }))) ||
    (await checkHere(data));
  if (!answer.parcel) {
    console.error(`The ${what} answer could not be checked against the contract`, answer.error);
  }
  return answer.parcel;
}
