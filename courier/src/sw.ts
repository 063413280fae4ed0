import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SYNC_TAG } from './queue/constants';
import { sendQueue } from './queue/queue';
import { courierServer } from './queue/server';

/**
 * The courier app's service worker: the app shell (its page, scripts, styles, texts, icons) is
 * precached at install, so the app opens with no network; every screen address under /courier
 * is answered with the shell. Background Sync: once the phone has a network again, the browser
 * wakes this worker to send the queue, even when the app is closed. API calls and uploads are
 * never cached here: they go to the network (the queue is the app's offline store).
 */

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEventLike extends ExtendableEventLike {
  readonly tag: string;
}
declare global {
  interface Window {
    /** The precache list, written into the built worker by vite-plugin-pwa (Workbox). */
    __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  }
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: ExtendableEventLike) => void,
  ): void;
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
}
const worker = self as unknown as WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(`${import.meta.env.BASE_URL}index.html`), {
    allowlist: [new RegExp(`^${import.meta.env.BASE_URL}`)],
  }),
);

// A new version takes over at once: the queue's format is kept across versions (db.ts).
worker.addEventListener('install', () => void worker.skipWaiting());
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return;
  // A send that fails throws, so that the browser tries the sync again later with its own backoff.
  event.waitUntil(
    sendQueue(courierServer(), { force: true }).then((report) => {
      if (report.failed && report.waiting > 0) throw new Error('The queue is not sent yet');
    }),
  );
});
