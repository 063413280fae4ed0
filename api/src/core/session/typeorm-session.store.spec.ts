import { Logger } from '@nestjs/common';
import type session from 'express-session';
import type { DataSource } from 'typeorm';
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

  /** A store over one stored session whose expiry is `storedEnd`; records what touch writes. */
  function storeWith(storedEnd: number) {
    const written: Date[] = [];
    const repository = {
      findOneBy: () => Promise.resolve({ data: signedIn, expiresAt: new Date(storedEnd) }),
      update: (_where: unknown, values: { expiresAt: Date }) => {
        written.push(values.expiresAt);
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
  const answer = async (store: TypeormSessionStore) => {
    await new Promise((resolve) => store.get('sid', resolve));
    await new Promise((resolve) => store.touch('sid', signedIn, resolve));
  };

  it('skips the write when the end would move by less than a minute', async () => {
    const { store, written } = storeWith(Date.now() + IDLE_MS - 20_000);
    await answer(store);
    expect(written).toEqual([]);
  });

  it('writes the new end once it moves by a minute or more', async () => {
    const { store, written } = storeWith(Date.now() + IDLE_MS - 5 * 60_000);
    await answer(store);
    expect(written).toHaveLength(1);
    expect(written[0].getTime()).toBeGreaterThanOrEqual(Date.now() + IDLE_MS - 1000);
  });
});
