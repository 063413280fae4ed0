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
