import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import pg from 'pg';
import {
  BYTEA_HEX,
  CONNECT_TIMEOUT_MS,
  ResilientPool,
  dataSourceOptions,
  resilientPg,
} from './data-source.js';

/**
 * Stands in for pg's Client: connects at once, and on a lost server does what pg's does
 * (`_handleErrorEvent`): marks itself unusable, then emits 'error'.
 */
class FakeClient extends EventEmitter {
  _queryable = true;
  _ending = false;
  ended = false;

  connect(callback: (error?: Error) => void): void {
    setImmediate(() => callback());
  }

  loseServer(): void {
    this._queryable = false;
    const error = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    this.emit('error', error);
  }

  end(callback?: () => void): void {
    this.ended = true;
    this._ending = true;
    setImmediate(() => callback?.());
  }
}

const terminated = /terminating connection due to administrator command/;

function connect(pool: pg.Pool): Promise<{ client: FakeClient; release: (error?: Error) => void }> {
  return new Promise((resolve, reject) =>
    pool.connect((error, client, release) =>
      error ? reject(error) : resolve({ client: client as unknown as FakeClient, release }),
    ),
  );
}

const poolOf = (PoolClass: typeof pg.Pool) =>
  new PoolClass({ Client: FakeClient, max: 2 } as unknown as pg.PoolConfig);

describe('the PostgreSQL pool', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('(plain pg: a connection losing its server between pool and TypeORM throws)', async () => {
    const pool = poolOf(pg.Pool);
    pool.on('error', () => undefined); // what TypeORM attaches: not enough
    const { client } = await connect(pool);
    // The pool has removed its idle listener; TypeORM has not attached its own yet.
    expect(() => client.loseServer()).toThrow(terminated);
  });

  it('never lets a connection’s error go unheard, even between pool and TypeORM', async () => {
    const pool = poolOf(ResilientPool);
    const { client } = await connect(pool);
    expect(() => client.loseServer()).not.toThrow();
  });

  it('hears an idle connection’s error from construction on', async () => {
    const pool = poolOf(ResilientPool);
    const { client, release } = await connect(pool);
    release();
    expect(() => client.loseServer()).not.toThrow();
    expect(pool.totalCount).toBe(0);
  });

  it('drops the broken connection when it comes back and lends a new one', async () => {
    const pool = poolOf(ResilientPool);
    const first = await connect(pool);
    first.client.loseServer();
    first.release();
    expect(first.client.ended).toBe(true);
    expect(pool.totalCount).toBe(0);
    const second = await connect(pool);
    expect(second.client).not.toBe(first.client);
    expect(second.client._queryable).toBe(true);
  });

  it('is what TypeORM gets for PostgreSQL, with a connect timeout', () => {
    const options = dataSourceOptions({
      databaseUrl: 'postgres://db/waybill',
      dataDir: '/none',
      uploadsDir: '/none/uploads/images',
    });
    expect(options).toMatchObject({ driver: resilientPg, connectTimeoutMS: CONNECT_TIMEOUT_MS });
    expect(resilientPg.Pool).toBe(ResilientPool);
    // Everything else is pg's own (types, defaults, Client).
    expect(resilientPg.types).toBe(pg.types);
    expect(resilientPg.Client).toBe(pg.Client);
  });
});

describe('bytea on the embedded database', () => {
  it('goes as hex text and comes back as the same bytes, a Buffer as pg gives', () => {
    const bytes = Uint8Array.from([0, 1, 0x7f, 0x80, 0xff]);
    const text = BYTEA_HEX.serialize(bytes);
    expect(text).toBe('\\x00017f80ff');
    const back = BYTEA_HEX.parse(text);
    expect(Buffer.isBuffer(back)).toBe(true);
    expect([...back]).toEqual([...bytes]);
    // A view into a larger buffer is only its own bytes.
    expect(BYTEA_HEX.serialize(Buffer.from([9, 8, 7, 6]).subarray(1, 3))).toBe('\\x0807');
    expect(() => BYTEA_HEX.serialize('\\x00')).toThrow('Invalid input for bytea type');
  });
});
