import { SYNC_TAG } from './constants';
import { sendQueue, syncState, type CourierServer, type SendReport } from './queue';

/**
 * When the page sends the queue: at start, when the network comes back, right after an action
 * is recorded, and when the backoff of a failed try ends. Where the browser has Background Sync,
 * the service worker is also asked to send it once there is a network, even if the app was
 * closed (sw.ts).
 */

export interface Scheduler {
  /** Sends now (ignoring the backoff when `force`). */
  kick(force?: boolean): Promise<SendReport>;
  stop(): void;
}

export function startScheduler(server: CourierServer): Scheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function kick(force = false): Promise<SendReport> {
    clearTimeout(timer);
    const report = await sendQueue(server, { force });
    if (!stopped && report.failed && report.waiting > 0) {
      const { retry_at } = await syncState();
      timer = setTimeout(() => void kick(), Math.max(1_000, retry_at - Date.now()));
    }
    return report;
  }

  const online = () => void kick(true);
  window.addEventListener('online', online);
  // At start what waits is sent at once, whatever a closed app's backoff said.
  void kick(true);

  return {
    kick: (force) => {
      void askBackgroundSync();
      return kick(force);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', online);
    },
  };
}

interface SyncManager {
  register(tag: string): Promise<void>;
}

/** Asks the service worker to send the queue once online (Chromium's Background Sync). */
async function askBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManager }) | undefined)
      ?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // Not allowed or not there: the page's own triggers send it.
  }
}
