import { Logger } from '@nestjs/common';
import type session from 'express-session';
import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { noteSessionClient } from './session-client.js';
import { TypeormSessionStore } from './typeorm-session.store.js';

const lost = () => Promise.reject(new Error('Connection terminated unexpectedly'));

function storeOver(repository: Record<string, () => Promise<unknown>>) {
  const dataSource = { getRepository: () => repository, query: lost } as unknown as DataSource;
  return new TypeormSessionStore(dataSource, { idleMs: 60_000, maxMs: 3_600_000 });
}

const data = { cookie: { expires: new Date(Date.now() + 60_000) } } as session.SessionData;

describe('TypeormSessionStore while the database is away', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('does not fail an answer over its expiry (touch runs after the headers went out)', async () => {
    const store = storeOver({ update: lost });
    const error = await new Promise((resolve) => store.touch('sid', data, resolve));
    expect(error).toBeUndefined();
  });

  it('still reports a failed lookup, so the request gets the 503 before any answer', async () => {
    const store = storeOver({ findOneBy: lost });
    const error = await new Promise((resolve) => store.get('sid', resolve));
    expect(error).toEqual(new Error('Connection terminated unexpectedly'));
  });

  it('still reports a failed save (sign-in waits for it)', async () => {
    const store = storeOver({});
    const error = await new Promise((resolve) => store.set('sid', data, resolve));
    expect(error).toEqual(new Error('Connection terminated unexpectedly'));
  });
});

describe('TypeormSessionStore touching a session', () => {
  const IDLE_MS = 30 * 60_000;
  const MINUTE = 60_000;

  /**
   * A store over one stored session whose expiry is `storedEnd`, last seen the idle timeout before
   * it (as touch writes them) from 203.0.113.7 unless told; records what touch writes.
   */
  function storeWith(storedEnd: number, stored: { lastSeenAt?: number; lastSeenIp?: string } = {}) {
    const written: Array<{ expiresAt: Date; lastSeenAt: Date; lastSeenIp?: string }> = [];
    const row = {
      data: signedIn,
      expiresAt: new Date(storedEnd),
      lastSeenAt: new Date(stored.lastSeenAt ?? storedEnd - IDLE_MS),
      lastSeenIp: stored.lastSeenIp ?? '203.0.113.7',
    };
    const repository = {
      findOneBy: () => Promise.resolve(row),
      update: (_where: unknown, values: (typeof written)[number]) => {
        written.push(values);
        return Promise.resolve();
      },
    };
    const dataSource = { getRepository: () => repository } as unknown as DataSource;
    return {
      store: new TypeormSessionStore(dataSource, { idleMs: IDLE_MS, maxMs: 86_400_000 }),
      written,
    };
  }
  const signedIn = { ...data, signedInAt: Date.now() } as session.SessionData;
  /** One request's get and touch, from `ip`. */
  const answer = async (store: TypeormSessionStore, ip = '203.0.113.7', sessionData = signedIn) => {
    noteSessionClient({ session: sessionData, ip, headers: {} } as unknown as Request);
    await new Promise((resolve) => store.get('sid', resolve));
    await new Promise((resolve) => store.touch('sid', sessionData, resolve));
  };

  it('skips the write when the end would move by less than a minute', async () => {
    const { store, written } = storeWith(Date.now() + IDLE_MS - 20_000);
    await answer(store);
    expect(written).toEqual([]);
  });

  it('writes the new end and the last sight once they move by a minute or more', async () => {
    const { store, written } = storeWith(Date.now() + IDLE_MS - 5 * MINUTE);
    const before = Date.now();
    await answer(store);
    expect(written).toHaveLength(1);
    expect(written[0].expiresAt.getTime()).toBeGreaterThanOrEqual(Date.now() + IDLE_MS - 1000);
    expect(written[0].lastSeenAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(written[0].lastSeenIp).toBe('203.0.113.7');
  });

  it('writes at once when the session is used from another address', async () => {
    const { store, written } = storeWith(Date.now() + IDLE_MS - 20_000);
    await answer(store, '198.51.100.20');
    expect(written).toHaveLength(1);
    expect(written[0].lastSeenIp).toBe('198.51.100.20');
  });

  it('keeps the last sight moving while the lifetime holds the end still', async () => {
    // Signed in almost a day ago: the end is the lifetime's, already stored, and does not move.
    const late = {
      ...data,
      signedInAt: Date.now() - 86_400_000 + 10 * MINUTE,
    } as session.SessionData;
    const end = late.signedInAt! + 86_400_000;
    const seenLongAgo = storeWith(end, { lastSeenAt: Date.now() - 5 * MINUTE });
    await answer(seenLongAgo.store, '203.0.113.7', late);
    expect(seenLongAgo.written).toHaveLength(1);
    expect(seenLongAgo.written[0].expiresAt.getTime()).toBe(end);
    const seenJustNow = storeWith(end, { lastSeenAt: Date.now() - 10_000 });
    await answer(seenJustNow.store, '203.0.113.7', late);
    expect(seenJustNow.written).toEqual([]);
  });
});
