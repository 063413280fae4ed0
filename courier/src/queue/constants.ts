/** The Background Sync tag under which the service worker sends the queue (sw.ts). */
export const SYNC_TAG = 'waybill-courier-queue';
