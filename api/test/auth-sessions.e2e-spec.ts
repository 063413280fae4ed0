import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it, expect, beforeAll, afterAll, beforeEach, onTestFinished } from 'vitest';
import { SESSION_STORE } from '../src/core/session/session.constants.js';
import type { TypeormSessionStore } from '../src/core/session/typeorm-session.store.js';
import {
  ADMIN,
  signedInAgent,
  staffClient,
  startTestApp,
  type TestApp,
  OWNER_VIEW,
} from './harness.js';
import { getGraph, getHealth, listParcels, signIn, signUp, trackParcel } from '@waybill/shared';
import { createParcel } from '../../test-kit/parcels.js';

/**
 * Sessions that end. Time is moved by rewriting the stored session, never by waiting: its expiry
 * (the idle timeout) and its sign-in time (the absolute lifetime).
 */
const IDLE_MINUTES = 5;
const MAX_HOURS = 2;
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    SESSION_IDLE_MINUTES: String(IDLE_MINUTES),
    SESSION_MAX_HOURS: String(MAX_HOURS),
  });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

async function storedSession(): Promise<{ expires: number; signedInAt: number }> {
  const [row] = await t.dataSource.query(
    `SELECT expires_at, data FROM sessions WHERE admin_id IS NOT NULL`,
  );
  return { expires: new Date(row.expires_at).getTime(), signedInAt: row.data.signedInAt };
}

const signedIn = async (agent: ReturnType<TestApp['agent']>) =>
  (await agent.get(getGraph.path({})).expect(200)).body.data.admin;

describe('a new session', () => {
  /** The app on a port of its own, for a client that reads an answer's headers before its body. */
  async function baseUrl(): Promise<string> {
    const server = t.app.getHttpServer() as Server;
    if (!server.listening) {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    }
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('is complete before the answer starts: a client using the cookie at the headers is signed in', async () => {
    const base = await baseUrl();
    const cookieOf = (answer: Response) =>
      answer.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
    const signedInAs = async (cookie: string) =>
      (
        (await (await fetch(base + getGraph.path({}), { headers: { cookie } })).json()) as {
          data: { admin: unknown };
        }
      ).data.admin;
    const json = { 'content-type': 'application/json' };
    // Every save of a session takes a moment longer, as on a busy database: wide enough for a
    // client's next call to arrive while a save started at the answer's end is still under way.
    const store = t.app.get<TypeormSessionStore>(SESSION_STORE);
    const set = store.set.bind(store);
    store.set = (sid, data, callback) => void setTimeout(() => set(sid, data, callback), 150);
    onTestFinished(() => {
      store.set = set;
    });

    // fetch resolves at the headers: the next call goes before the body is read. express-session
    // used to send them before saving the sign-in's time, and the call was refused as signed out.
    const signedUp = await fetch(base + signUp.path({}), {
      method: 'POST',
      headers: json,
      body: JSON.stringify(ADMIN),
    });
    expect(signedUp.status).toBe(201);
    expect(await signedInAs(cookieOf(signedUp))).toMatchObject(OWNER_VIEW);
    await signedUp.body?.cancel();
    for (let i = 0; i < 5; i++) {
      const signedIn = await fetch(base + signIn.path({}), {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
      });
      expect(signedIn.status).toBe(200);
      expect(await signedInAs(cookieOf(signedIn))).toMatchObject(OWNER_VIEW);
      await signedIn.body?.cancel();
    }
  });
});

describe('the idle timeout (SESSION_IDLE_MINUTES)', () => {
  it('stores and sends a session that ends the idle timeout after the last request', async () => {
    const before = Date.now();
    const agent = t.agent();
    await t.http().post(signUp.path({})).send(ADMIN).expect(201);
    const signin = await agent
      .post(signIn.path({}))
      .field('email', ADMIN.email)
      .field('password', ADMIN.password)
      .expect(200);
    const cookie = (signin.headers['set-cookie'] as unknown as string[]).find((line) =>
      line.startsWith('waybill.sid='),
    );
    // The browser drops the cookie after the idle timeout too (to the second it was written).
    const cookieEnd = Date.parse(/Expires=([^;]+)/.exec(cookie ?? '')?.[1] ?? '');
    expect(cookieEnd).toBeGreaterThanOrEqual(before + IDLE_MINUTES * MINUTE - 1000);
    expect(cookieEnd).toBeLessThanOrEqual(Date.now() + IDLE_MINUTES * MINUTE);
    const { expires, signedInAt } = await storedSession();
    expect(signedInAt).toBeGreaterThanOrEqual(before);
    expect(expires).toBeGreaterThanOrEqual(signedInAt + IDLE_MINUTES * MINUTE);
    expect(expires).toBeLessThanOrEqual(Date.now() + IDLE_MINUTES * MINUTE);
  });

  it('ends a session left idle, however long its cookie would live', async () => {
    const agent = await signedInAgent(t);
    expect(await signedIn(agent)).toEqual(OWNER_VIEW);
    await t.dataSource.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    expect(await signedIn(agent)).toBe(false);
    const refused = await agent.get(listParcels.path({})).expect(401);
    expect(refused.body).toMatchObject({ status: 401, admin: 'false' });
  });

  it('moves the end on with every request', async () => {
    const agent = await signedInAgent(t);
    await t.dataSource.query(`UPDATE sessions SET expires_at = now() + interval '1 minute'`);
    const before = Date.now();
    expect(await signedIn(agent)).toEqual(OWNER_VIEW);
    const { expires } = await storedSession();
    expect(expires).toBeGreaterThanOrEqual(before + IDLE_MINUTES * MINUTE);
  });
});

describe('the absolute lifetime (SESSION_MAX_HOURS)', () => {
  it('ends an active session that many hours after sign-in', async () => {
    const agent = await signedInAgent(t);
    // Signed in longer ago than the lifetime, and busy the whole time (the expiry is ahead).
    await t.dataSource.query(
      `UPDATE sessions SET data = jsonb_set(data, '{signedInAt}', to_jsonb($1::bigint)),
       expires_at = now() + interval '4 minutes'`,
      [Date.now() - MAX_HOURS * 3_600_000 - 1000],
    );
    expect(await signedIn(agent)).toBe(false);
    await agent.get(listParcels.path({})).expect(401);
  });

  it('never moves the end past the lifetime, however active the staff member', async () => {
    const agent = await signedInAgent(t);
    const signedInAt = Date.now() - MAX_HOURS * 3_600_000 + 2 * MINUTE;
    await t.dataSource.query(
      `UPDATE sessions SET data = jsonb_set(data, '{signedInAt}', to_jsonb($1::bigint))`,
      [signedInAt],
    );
    expect(await signedIn(agent)).toEqual(OWNER_VIEW);
    const { expires } = await storedSession();
    expect(expires).toBe(signedInAt + MAX_HOURS * 3_600_000);
  });

  it('refuses a session stored without a sign-in time (from before lifetimes existed)', async () => {
    const agent = await signedInAgent(t);
    await t.dataSource.query(`UPDATE sessions SET data = data - 'signedInAt'`);
    expect(await signedIn(agent)).toBe(false);
  });
});

describe('Cache-Control for staff', () => {
  it('says no-store on every answer to a signed-in staff member', async () => {
    const agent = await signedInAgent(t);
    const parcel = await createParcel(staffClient(agent), {
      tracking_code: 'WB-NOSTORE-1',
      recipient_name: 'Ada',
      destination: 'Paris',
    });
    const paths = [
      getGraph.path({}),
      getHealth.path({}),
      listParcels.path({}),
      trackParcel.path({ code: parcel.tracking_code }),
      trackParcel.path({ code: 'NO-SUCH-CODE' }),
    ];
    for (const path of paths) {
      const answer = await agent.get(path);
      expect(`${path} ${answer.headers['cache-control']}`).toMatch(/ (private, )?no-store$/);
    }
  });
});
