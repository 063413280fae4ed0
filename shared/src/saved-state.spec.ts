import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import {
  SAVED_STATE_KEY,
  type SavedState,
  emptyListState,
  readSavedState,
  replaceSavedState,
  writeSavedState,
} from './saved-state.js';
import { readSavedStateRaw } from './saved-state-storage.js';
import type { PublicReview } from './schemas/review.js';

/** A real Storage kept in memory, as the browser's localStorage behaves. */
class MemoryStorage implements Storage {
  [name: string]: unknown;
  #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

/** A full storage: every write fails the way browsers report it. */
class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

/** Storage the browser refuses to open (privacy settings): reads throw as well. */
class BlockedStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

const stored = (storage: Storage): unknown =>
  JSON.parse(storage.getItem(SAVED_STATE_KEY) ?? 'null');

const review: PublicReview = {
  id: 2,
  name: 'Ada',
  review: 'Quick delivery',
  image: null,
  rating: null,
};

describe('saved state', () => {
  let warn: jest.SpiedFunction<typeof console.warn>;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('reads {} when nothing is stored', () => {
    expect(readSavedState(new MemoryStorage())).toEqual({});
  });

  it.each(['{not json', '[1,2]', '"text"', 'null', '42'])(
    'reads {} from a corrupt entry %s',
    (text) => {
      const storage = new MemoryStorage();
      storage.setItem(SAVED_STATE_KEY, text);
      expect(readSavedState(storage)).toEqual({});
    },
  );

  it('writes under the key "state" and reads it back', () => {
    const storage = new MemoryStorage();
    const reviews = { ...emptyListState<PublicReview>(), list: [review], map: { '2': review } };
    writeSavedState(
      {
        theme: 'DARK',
        admin: { email: 'staff@waybill.test', name: 'staff', role: 'dispatcher' },
        reviews,
      },
      storage,
    );
    expect(storage.key(0)).toBe('state');
    expect(readSavedState(storage)).toEqual({
      theme: 'DARK',
      admin: { email: 'staff@waybill.test', name: 'staff', role: 'dispatcher' },
      reviews,
    });
  });

  it('merges slices, so the two apps do not erase each other', () => {
    const storage = new MemoryStorage();
    writeSavedState({ theme: 'DARK' }, storage); // the public site
    writeSavedState({ admin: false }, storage); // the admin
    writeSavedState({ theme: 'LIGHT', admin: undefined }, storage);
    expect(readSavedState(storage)).toEqual({ theme: 'LIGHT', admin: false });
  });

  it('keeps fields it does not know when writing', () => {
    const storage = new MemoryStorage();
    storage.setItem(SAVED_STATE_KEY, JSON.stringify({ language_hint: 'fr', theme: 'DARK' }));
    writeSavedState({ admin: false }, storage);
    expect(stored(storage)).toEqual({ language_hint: 'fr', theme: 'DARK', admin: false });
  });

  it('drops a slice that no longer fits and keeps the others', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      SAVED_STATE_KEY,
      JSON.stringify({
        theme: 'PURPLE',
        admin: { email: 'staff@waybill.test', name: 'staff', role: 'dispatcher' },
        reviews: { list: 'broken' },
        parcel: { data: null, errors: [], fetching: false },
      }),
    );
    expect(readSavedState(storage)).toEqual({
      admin: { email: 'staff@waybill.test', name: 'staff', role: 'dispatcher' },
      parcel: { data: null, errors: [], fetching: false },
    });
  });

  it('only warns when the storage is full, leaving what was stored', () => {
    const storage = new FullStorage();
    MemoryStorage.prototype.setItem.call(storage, SAVED_STATE_KEY, '{"theme":"DARK"}');
    expect(() => writeSavedState({ theme: 'LIGHT' }, storage)).not.toThrow();
    expect(() => replaceSavedState({}, storage)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][1]).toMatchObject({ name: 'QuotaExceededError' });
    expect(readSavedState(storage)).toEqual({ theme: 'DARK' });
  });

  it('reads {} and only warns when the storage is blocked', () => {
    const storage = new BlockedStorage();
    expect(readSavedState(storage)).toEqual({});
    expect(() => writeSavedState({ theme: 'DARK' }, storage)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('replaces the whole state', () => {
    const storage = new MemoryStorage();
    writeSavedState(
      { theme: 'DARK', admin: { email: 'staff@waybill.test', name: 'staff', role: 'dispatcher' } },
      storage,
    );
    const next: SavedState = { theme: 'LIGHT' };
    replaceSavedState(next, storage);
    expect(stored(storage)).toEqual({ theme: 'LIGHT' });
  });

  describe('without a storage argument', () => {
    afterEach(() => {
      delete (globalThis as { localStorage?: Storage }).localStorage;
    });

    it('uses globalThis.localStorage when present', () => {
      const storage = new MemoryStorage();
      Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
      writeSavedState({ theme: 'DARK' });
      expect(stored(storage)).toEqual({ theme: 'DARK' });
      expect(readSavedState()).toEqual({ theme: 'DARK' });
    });

    it('does nothing when there is no localStorage', () => {
      expect(readSavedState()).toEqual({});
      expect(() => writeSavedState({ theme: 'DARK' })).not.toThrow();
      expect(warn).not.toHaveBeenCalled();
    });
  });

  describe('the storage part (saved-state-storage.ts)', () => {
    it('reads the stored object unchecked, fields it does not know included', () => {
      const storage = new MemoryStorage();
      const saved = { theme: 'PURPLE', language_hint: 'fr', reviews: { list: 'broken' } };
      storage.setItem(SAVED_STATE_KEY, JSON.stringify(saved));
      expect(readSavedStateRaw(storage)).toEqual(saved);
    });

    it.each(['{not json', '[1,2]', '"text"', 'null'])(
      'reads {} from a corrupt entry %s',
      (text) => {
        const storage = new MemoryStorage();
        storage.setItem(SAVED_STATE_KEY, text);
        expect(readSavedStateRaw(storage)).toEqual({});
      },
    );

    it('reads {} from a blocked storage or none, without throwing or warning', () => {
      expect(readSavedStateRaw(new BlockedStorage())).toEqual({});
      expect(readSavedStateRaw()).toEqual({});
      expect(warn).not.toHaveBeenCalled();
    });

    it('loads no module at run time, only types (the public home page bundles it)', () => {
      const source = readFileSync(new URL('./saved-state-storage.ts', import.meta.url), 'utf8');
      const imports = [...source.matchAll(/^import\s+(type\s+)?[^;]*;/gm)];
      expect(imports.length).toBeGreaterThan(0);
      expect(imports.filter((match) => !match[1]).map((match) => match[0])).toEqual([]);
    });
  });
});
