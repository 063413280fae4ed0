import { describe, it, expect } from 'vitest';
import {
  type AuditEntry,
  type MemberSession,
  type StaffSession,
  endMemberSession,
  endMyOtherSessions,
  endMySession,
  getGraph,
  listAudit,
  listMemberSessions,
  listMySessions,
  listParcels,
  signIn,
  signOut,
} from '@waybill/shared';
import { SessionDetails1767100000002 } from '../src/core/database/migrations/1767100000002-session-details.js';
import { publicSessionId } from '../src/core/session/public-session-id.js';
import { ADMIN, type StaffAgent, type TestApp, signUpAdmin, useTestApp } from './harness.js';
import { MEMBER_PASSWORD, invitedMember } from './staff-kit.js';

/**
 * Staff sessions (docs/product.md §4.2c): each member sees and ends its own, the owner anyone's.
 * The app trusts the proxy's X-Forwarded-For here, so each agent comes from an address of its own.
 */
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FIREFOX_LINUX =
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const OFFICE = '203.0.113.10';
const HOME = '198.51.100.20';
const PHONE = '192.0.2.30';

let t: TestApp;
useTestApp(
  { TRUST_PROXY: 'true' },
  async (app) => {
    await signUpAdmin(app);
    // The sign-up's own session is none of these tests' browsers.
    await app.dataSource.query(`DELETE FROM sessions`);
  },
  (app) => {
    t = app;
  },
  // A test takes the session details' migration down and up: on PostgreSQL, a database of its own.
  { changesSchema: true },
);

/** An agent with its own browser and address (kept on every request), signed in as `email`. */
async function signedInFrom(
  userAgent: string,
  ip: string,
  email = ADMIN.email,
  password = ADMIN.password,
): Promise<StaffAgent> {
  const agent = t.agent().set('User-Agent', userAgent).set('X-Forwarded-For', ip);
  await agent.post(signIn.path({})).field('email', email).field('password', password).expect(200);
  return agent;
}

const mySessions = async (agent: StaffAgent): Promise<StaffSession[]> =>
  (await agent.get(listMySessions.path({})).expect(200)).body.data.sessions;
const currentOf = async (agent: StaffAgent) =>
  (await mySessions(agent)).find((session) => session.current)!;
const memberSessions = async (agent: StaffAgent, memberId?: number): Promise<MemberSession[]> =>
  (
    await agent
      .get(listMemberSessions.path({}, memberId ? { member_id: memberId } : {}))
      .expect(200)
  ).body.data.sessions;

/** Whether the agent's session still works: a signed-out call is a 401 envelope. */
async function expectSignedOut(agent: StaffAgent) {
  const refused = await agent.get(listParcels.path({})).expect(401);
  expect(refused.body).toMatchObject({ status: 401, error_codes: ['auth.signed_out'] });
  expect((await agent.get(getGraph.path({})).expect(200)).body.data.admin).toBe(false);
}
const expectSignedIn = async (agent: StaffAgent) => {
  await agent.get(listParcels.path({})).expect(200);
};

/** The session rows of the audit trail, newest first, as the owner reads them. */
async function sessionEnds(owner: StaffAgent): Promise<AuditEntry[]> {
  const answer = await owner.get(listAudit.path({}, { entity: 'session' })).expect(200);
  return answer.body.data.data;
}

describe('my sessions', () => {
  it('lists each browser signed in as me with its device, browser, system and addresses', async () => {
    const before = Date.now();
    const office = await signedInFrom(CHROME_WINDOWS, OFFICE);
    const home = await signedInFrom(FIREFOX_LINUX, HOME);
    const sessions = await mySessions(office);
    expect(sessions).toHaveLength(2);
    const current = sessions.find((session) => session.current)!;
    const other = sessions.find((session) => !session.current)!;
    expect(current).toMatchObject({
      device: 'desktop',
      browser: 'Chrome 124',
      os: 'Windows 10',
      user_agent: CHROME_WINDOWS,
      signin_ip: OFFICE,
      last_seen_ip: OFFICE,
    });
    expect(other).toMatchObject({
      device: 'desktop',
      browser: 'Firefox 125',
      os: 'Linux',
      user_agent: FIREFOX_LINUX,
      signin_ip: HOME,
      last_seen_ip: HOME,
      current: false,
    });
    for (const session of sessions) {
      expect(session.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Date.parse(session.signed_in_at!)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(session.last_seen_at!)).toBeGreaterThanOrEqual(before - 1000);
    }
    // Each browser sees itself as the current one.
    expect((await currentOf(home)).id).toBe(other.id);
  });

  it('never shows the secret session id, only a hash of it', async () => {
    const office = await signedInFrom(CHROME_WINDOWS, OFFICE);
    const answer = await office.get(listMySessions.path({})).expect(200);
    const [row] = await t.dataSource.query(`SELECT sid, public_id FROM sessions`);
    expect(JSON.stringify(answer.body)).not.toContain(row.sid);
    expect(answer.body.data.sessions[0].id).toBe(publicSessionId(row.sid));
  });

  it('keeps a session stored before sessions had details, named as the store names it', async () => {
    const office = await signedInFrom(CHROME_WINDOWS, OFFICE);
    const migration = new SessionDetails1767100000002();
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const [row] = await t.dataSource.query(
      `SELECT sid, public_id, signed_in_at, data FROM sessions`,
    );
    expect(row.public_id).toBe(publicSessionId(row.sid));
    expect(new Date(row.signed_in_at).getTime()).toBe(row.data.signedInAt);
    // Still signed in, this browser's session is current; where it signed in was not known then.
    const [current] = await mySessions(office);
    expect(current).toMatchObject({ id: row.public_id, current: true, signin_ip: null });
  });

  it('ends another of my sessions at once: its next call is signed out', async () => {
    const office = await signedInFrom(CHROME_WINDOWS, OFFICE);
    const home = await signedInFrom(FIREFOX_LINUX, HOME);
    const homeId = (await currentOf(home)).id;
    const ended = await office.delete(endMySession.path({})).send({ id: homeId }).expect(200);
    expect(ended.body.data).toEqual({ signed_out: false });
    await expectSignedOut(home);
    await expectSignedIn(office);
    expect((await mySessions(office)).map((session) => session.id)).not.toContain(homeId);
    // Audit trail: who ended it (the row's account), whose it was, which browser.
    const [row] = await sessionEnds(office);
    expect(row).toMatchObject({
      entity: 'session',
      entity_id: homeId,
      action: 'end',
      account_email: ADMIN.email,
      ip: OFFICE,
    });
    expect(row.changes).toMatchObject({
      member: { before: ADMIN.email, after: null },
      browser: { before: 'Firefox 125', after: null },
      os: { before: 'Linux', after: null },
      last_seen_ip: { before: HOME, after: null },
    });
    // The same session cannot be ended twice.
    const again = await office.delete(endMySession.path({})).send({ id: homeId }).expect(404);
    expect(again.body.error_codes).toEqual(['session.not_found']);
  });

  it('ending my current session signs me out', async () => {
    const office = await signedInFrom(CHROME_WINDOWS, OFFICE);
    const home = await signedInFrom(FIREFOX_LINUX, HOME);
    const id = (await currentOf(office)).id;
    const ended = await office.delete(endMySession.path({})).send({ id }).expect(200);
    expect(ended.body.data).toEqual({ signed_out: true });
    const cookie = (ended.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(cookie).toMatch(/waybill\.sid=;/);
    await expectSignedOut(office);
    await expectSignedIn(home);
    expect((await sessionEnds(home))[0]).toMatchObject({ entity_id: id, action: 'end' });
  });

  it('signs out everywhere else, keeping this browser', async () => {
    const office = await signedInFrom(CHROME_WINDOWS, OFFICE);
    const home = await signedInFrom(FIREFOX_LINUX, HOME);
    const phone = await signedInFrom(SAFARI_IPHONE, PHONE);
    const phoneId = (await currentOf(phone)).id;
    const others = [(await currentOf(home)).id, phoneId];
    const ended = await office.delete(endMyOtherSessions.path({})).send({}).expect(200);
    expect(ended.body.data).toEqual({ ended: 2 });
    await expectSignedOut(home);
    await expectSignedOut(phone);
    await expectSignedIn(office);
    expect(await mySessions(office)).toHaveLength(1);
    const rows = await sessionEnds(office);
    expect(rows.map((row) => row.entity_id).sort()).toEqual(others.sort());
    expect(rows.find((row) => row.entity_id === phoneId)?.changes).toMatchObject({
      browser: { before: 'Safari 17', after: null },
      os: { before: 'iOS 17.4', after: null },
    });
    // Nothing else to end: no rows, no audit.
    const none = await office.delete(endMyOtherSessions.path({})).send({}).expect(200);
    expect(none.body.data).toEqual({ ended: 0 });
    expect(await sessionEnds(office)).toHaveLength(2);
  });

  it('neither lists nor ends a session that has expired', async () => {
    const office = await signedInFrom(CHROME_WINDOWS, OFFICE);
    const home = await signedInFrom(FIREFOX_LINUX, HOME);
    const homeId = (await currentOf(home)).id;
    await t.dataSource.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE public_id = $1`,
      [homeId],
    );
    expect((await mySessions(office)).map((session) => session.id)).toEqual([
      (await currentOf(office)).id,
    ]);
    await office.delete(endMySession.path({})).send({ id: homeId }).expect(404);
  });
});

describe('last seen', () => {
  it('follows a session to a new address at once, and costs no write within a minute', async () => {
    const office = await signedInFrom(CHROME_WINDOWS, OFFICE);
    const id = (await currentOf(office)).id;
    const stored = async () =>
      (
        await t.dataSource.query(
          `SELECT last_seen_at, last_seen_ip, signin_ip, expires_at FROM sessions WHERE public_id = $1`,
          [id],
        )
      )[0];
    // A request soon after the last write leaves the row as it is.
    const quiet = await stored();
    await expectSignedIn(office);
    expect(await stored()).toEqual(quiet);
    // The same browser now comes from another address: recorded with the next answer.
    await office.get(listParcels.path({})).set('X-Forwarded-For', HOME).expect(200);
    const moved = await stored();
    expect(moved).toMatchObject({ last_seen_ip: HOME, signin_ip: OFFICE });
    expect(new Date(moved.last_seen_at).getTime()).toBeGreaterThanOrEqual(
      new Date(quiet.last_seen_at).getTime(),
    );
    // Seen a while ago: the next request records it as seen now.
    await t.dataSource.query(
      `UPDATE sessions SET last_seen_at = now() - interval '10 minutes',
         expires_at = expires_at - interval '10 minutes' WHERE public_id = $1`,
      [id],
    );
    const before = Date.now();
    await office.get(listParcels.path({})).set('X-Forwarded-For', HOME).expect(200);
    expect(new Date((await stored()).last_seen_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe("another member's sessions", () => {
  /** The owner signed in from the office; a dispatcher invited and signed in from home. */
  async function ownerAndDispatcher() {
    const owner = await signedInFrom(CHROME_WINDOWS, OFFICE);
    // The browser that accepted the invitation signs out; the dispatcher signs in from home.
    const accepted = await invitedMember(t, owner, 'dispatcher', 'dee@example.com');
    await accepted.get(signOut.path({})).expect(200);
    const dispatcher = await signedInFrom(FIREFOX_LINUX, HOME, 'dee@example.com', MEMBER_PASSWORD);
    return { owner, dispatcher };
  }

  it("are not a dispatcher's to list or end: 403 for the owner's calls, 404 for the id", async () => {
    const { owner, dispatcher } = await ownerAndDispatcher();
    const ownerId = (await currentOf(owner)).id;
    const listed = await dispatcher.get(listMemberSessions.path({})).expect(403);
    expect(listed.body.error_codes).toEqual(['auth.forbidden']);
    await dispatcher.delete(endMemberSession.path({})).send({ id: ownerId }).expect(403);
    // Through its own call, the owner's session is as unknown as a made-up id: nothing leaks.
    const theirs = await dispatcher.delete(endMySession.path({})).send({ id: ownerId }).expect(404);
    const madeUp = await dispatcher
      .delete(endMySession.path({}))
      .send({ id: 'f'.repeat(32) })
      .expect(404);
    expect(theirs.body).toEqual(madeUp.body);
    expect(theirs.body.error_codes).toEqual(['session.not_found']);
    // Its own list holds only its own sessions.
    const own = await mySessions(dispatcher);
    expect(own.map((session) => session.user_agent)).toEqual([FIREFOX_LINUX]);
    await expectSignedIn(owner);
    expect(await sessionEnds(owner)).toEqual([]);
  });

  it("are not an admin's either: only the owner manages staff", async () => {
    const owner = await signedInFrom(CHROME_WINDOWS, OFFICE);
    const admin = await invitedMember(t, owner, 'admin', 'ada@example.com');
    await admin.get(listMemberSessions.path({})).expect(403);
    const ownerId = (await currentOf(owner)).id;
    await admin.delete(endMemberSession.path({})).send({ id: ownerId }).expect(403);
    await admin.delete(endMySession.path({})).send({ id: ownerId }).expect(404);
    await expectSignedIn(owner);
  });

  it("are the owner's to list, by member, and to end", async () => {
    const { owner, dispatcher } = await ownerAndDispatcher();
    const everyone = await memberSessions(owner);
    expect(everyone).toHaveLength(2);
    const theirs = everyone.find((session) => session.member.email === 'dee@example.com')!;
    expect(theirs).toMatchObject({
      browser: 'Firefox 125',
      signin_ip: HOME,
      current: false,
      member: { email: 'dee@example.com', name: 'A dispatcher', role: 'dispatcher' },
    });
    expect(everyone.find((session) => session.current)?.member.email).toBe(ADMIN.email);
    const filtered = await memberSessions(owner, theirs.member.id);
    expect(filtered.map((session) => session.id)).toEqual([theirs.id]);
    expect(await memberSessions(owner, 99_999)).toEqual([]);

    const ended = await owner.delete(endMemberSession.path({})).send({ id: theirs.id }).expect(200);
    expect(ended.body.data).toEqual({ signed_out: false });
    await expectSignedOut(dispatcher);
    await expectSignedIn(owner);
    const [row] = await sessionEnds(owner);
    expect(row).toMatchObject({
      entity_id: theirs.id,
      action: 'end',
      account_email: ADMIN.email,
      account_role: 'owner',
    });
    expect(row.changes).toMatchObject({
      member_id: { before: theirs.member.id, after: null },
      member: { before: 'dee@example.com', after: null },
    });
  });

  it("the owner's own current session, ended from the staff list, signs the owner out", async () => {
    const { owner } = await ownerAndDispatcher();
    const mine = (await memberSessions(owner)).find((session) => session.current)!;
    const ended = await owner.delete(endMemberSession.path({})).send({ id: mine.id }).expect(200);
    expect(ended.body.data).toEqual({ signed_out: true });
    await expectSignedOut(owner);
  });
});

describe('bad input', () => {
  it('answers every malformed id with a 4xx envelope, never a 500', async () => {
    const office = await signedInFrom(CHROME_WINDOWS, OFFICE);
    const [{ sid }] = await t.dataSource.query(`SELECT sid FROM sessions`);
    const bodies: unknown[] = [
      {},
      { id: '' },
      { id: 'x' },
      { id: 'F'.repeat(32) },
      { id: 'f'.repeat(33) },
      { id: sid },
      { id: 5 },
      { id: null },
      { id: ['f'.repeat(32)] },
      { id: { $ne: null } },
      { id: "' OR 1=1 --" },
    ];
    for (const endpoint of [endMySession, endMemberSession]) {
      for (const body of bodies) {
        const answer = await office.delete(endpoint.path({})).send(body as object);
        expect({ body, status: answer.status }).toEqual({ body, status: 400 });
        expect(answer.body.error_codes.length).toBeGreaterThan(0);
      }
    }
    for (const memberId of ['abc', '-1', '0', '1.5', '99999999999']) {
      const answer = await office.get(`${listMemberSessions.path({})}?member_id=${memberId}`);
      expect({ memberId, status: answer.status }).toEqual({ memberId, status: 400 });
    }
    // Still signed in, and nothing was ended.
    expect(await mySessions(office)).toHaveLength(1);
    expect(await sessionEnds(office)).toEqual([]);
  });

  it("refuses another site's page ending sessions with the member's cookie", async () => {
    const office = await signedInFrom(CHROME_WINDOWS, OFFICE);
    const home = await signedInFrom(FIREFOX_LINUX, HOME);
    const homeId = (await currentOf(home)).id;
    const forged = await office
      .delete(endMySession.path({}))
      .set('Origin', 'https://evil.example')
      .send({ id: homeId })
      .expect(403);
    expect(forged.body.error_codes).toEqual(['request.cross_site']);
    await office
      .delete(endMyOtherSessions.path({}))
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    await expectSignedIn(home);
    expect(await mySessions(office)).toHaveLength(2);
  });

  it('refuses the calls without a session', async () => {
    await t.http().get(listMySessions.path({})).expect(401);
    await t
      .http()
      .delete(endMySession.path({}))
      .send({ id: 'f'.repeat(32) })
      .expect(401);
    await t.http().delete(endMyOtherSessions.path({})).expect(401);
  });
});
