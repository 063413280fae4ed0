import { IDBFactory } from 'fake-indexeddb';
import { closeDatabase } from '../queue/db';

/** A new, empty IndexedDB for the next test. */
export async function freshDatabase(): Promise<void> {
  await closeDatabase();
  globalThis.indexedDB = new IDBFactory();
}
