import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedAction } from './types';

/**
 * The phone's own store (IndexedDB): the actions not yet on the server, in the order they were
 * done, with their photos and signatures as blobs; and what the app needs to open offline (the
 * signed-in member, today's run). The page and the service worker open the same database.
 */
interface CourierDb extends DBSchema {
  actions: { key: number; value: QueuedAction; indexes: { id: string } };
  meta: { key: string; value: unknown };
}

export const DB_NAME = 'waybill-courier';
let opening: Promise<IDBPDatabase<CourierDb>> | null = null;

export function database(): Promise<IDBPDatabase<CourierDb>> {
  opening ??= openDB<CourierDb>(DB_NAME, 1, {
    upgrade(db) {
      const actions = db.createObjectStore('actions', { keyPath: 'seq', autoIncrement: true });
      actions.createIndex('id', 'id', { unique: true });
      db.createObjectStore('meta');
    },
    // Another tab or a new service worker wants a newer version: let it, and open again later.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}

/** Forgets the open connection (tests delete the database between cases). */
export async function closeDatabase(): Promise<void> {
  const open = opening;
  opening = null;
  if (open) (await open).close();
}

export async function readMeta<T>(key: string): Promise<T | undefined> {
  return (await (await database()).get('meta', key)) as T | undefined;
}

export async function writeMeta(key: string, value: unknown): Promise<void> {
  await (await database()).put('meta', value, key);
}

export async function deleteMeta(key: string): Promise<void> {
  await (await database()).delete('meta', key);
}
