import { describe, it, expect, beforeEach } from 'vitest';
import {
  changePassword,
  regenerateRecoveryCodes,
  enableTotp,
  getGraph,
  resetPassword,
  sendPasswordPin,
  signIn,
  startTotp,
  verifySignin,
} from '@waybill/shared';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TOTP_PERIOD_SECONDS, timeStepOf, totpCodeAt } from '../src/auth/two-factor/totp.js';
import { TwoFactorClock } from '../src/auth/two-factor/two-factor-clock.js';
import {
  ADMIN,
  OWNER_VIEW,
  STANDARD_HASH_COST,
  type StaffAgent,
  type TestApp,
  pinFromOutbox,
  useStaffApp,
} from './harness.js';
import { MEMBER_PASSWORD, invitedMember } from './staff-kit.js';

/**
 * A member's own password, forgotten (PIN reset) or changed, is that member's alone: the owner's
 * account, password and sessions stay as they were, and a member's PIN reset does not skip that
 * member's second factor.
 */
let t: TestApp;
let owner: StaffAgent;
// The production hash cost: the flood test below times a sign-in against real hashing.
useStaffApp({ ...STANDARD_HASH_COST, TRUST_PROXY: 'true' }, (app, agent) => {
  t = app;
  owner = agent;
});

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
/** 10 s into a time step, so ±1 step stays clear of the edges. */
const START = Math.floor(Date.UTC(2026, 10, 26, 9, 0, 0) / STEP_MS) * STEP_MS + 10_000;
let now = START;
beforeEach(() => {
  now = START;
  t.app.get(TwoFactorClock).now = () => now;
});

const MEMBER_EMAIL = 'dispatcher@example.com';
const NEW_PASSWORD = 'member-new-password-2';

const signInAs = (email: string, password: string, agent: StaffAgent = t.agent()) =>
  agent.post(signIn.path({})).field('email', email).field('password', password);
const whoAmI = async (agent: StaffAgent) =>
  (await agent.get(getGraph.path({})).expect(200)).body.data.admin;
const sendPin = (email: string) =>
  t.http().post(sendPasswordPin.path({})).send({ email }).expect(200);
const reset = (email: string, pin: string, password = NEW_PASSWORD) =>
  t.http().patch(resetPassword.path({})).send({
    email,
    password_token: pin,
    new_password: password,
    confirm_new_password: password,
  });

/** The owner's row as stored: what no member's password change may touch. */
const ownerRow = async () =>
  (
    await t.dataSource.query(
      `SELECT password_hash, role, disabled_at, updated_at FROM admins WHERE email = $1`,
      [ADMIN.email],
    )
  )[0] as Record<string, unknown>;
const mailsTo = async (email: string) =>
  (
    (await t.dataSource.query(
      `SELECT subject FROM outbox_messages WHERE to_address = $1 ORDER BY id`,
      [email],
    )) as Array<{ subject: string }>
  ).map((row) => row.subject);

describe('a member who forgot their password', () => {
  it('resets it with a PIN sent to their own address; the owner keeps password and session', async () => {
    const member = await invitedMember(t, owner, 'dispatcher', MEMBER_EMAIL);
    const before = await ownerRow();
    const ownerMails = await mailsTo(ADMIN.email);

    await sendPin(MEMBER_EMAIL);
    const pin = await pinFromOutbox(t.dataSource, MEMBER_EMAIL);
    expect(await mailsTo(ADMIN.email)).toEqual(ownerMails);
    await reset(MEMBER_EMAIL, pin).expect(200);

    // The member's own sessions end; the owner's does not.
    expect(await whoAmI(member)).toBe(false);
    expect(await whoAmI(owner)).toEqual(OWNER_VIEW);
    expect(await ownerRow()).toEqual(before);
    await signInAs(MEMBER_EMAIL, MEMBER_PASSWORD).expect(401);
    const signedIn = await signInAs(MEMBER_EMAIL, NEW_PASSWORD).expect(200);
    expect(signedIn.body.data).toEqual(
      expect.objectContaining({ email: MEMBER_EMAIL, role: 'dispatcher' }),
    );
    await signInAs(ADMIN.email, ADMIN.password).expect(200);
    await signInAs(ADMIN.email, NEW_PASSWORD).expect(401);
    // The notice goes to the member alone.
    expect(await mailsTo(ADMIN.email)).toEqual(ownerMails);
    expect((await mailsTo(MEMBER_EMAIL)).at(-1)).toBe('Your Waybill password was changed');
  });

  it("cannot use their PIN on the owner's address", async () => {
    await invitedMember(t, owner, 'dispatcher', MEMBER_EMAIL);
    const before = await ownerRow();
    await sendPin(MEMBER_EMAIL);
    const pin = await pinFromOutbox(t.dataSource, MEMBER_EMAIL);

    const refused = await reset(ADMIN.email, pin).expect(400);
    expect(refused.body.error_codes).toEqual(['auth.wrong_pin']);
    expect(await ownerRow()).toEqual(before);
    expect(await whoAmI(owner)).toEqual(OWNER_VIEW);
    await signInAs(ADMIN.email, NEW_PASSWORD).expect(401);
    // The PIN still works for the address it was sent to.
    await reset(MEMBER_EMAIL, pin).expect(200);
    await signInAs(MEMBER_EMAIL, NEW_PASSWORD).expect(200);
  });

  it('still needs their TOTP code after the reset: a PIN never signs in', async () => {
    const member = await invitedMember(t, owner, 'dispatcher', MEMBER_EMAIL);
    const { secret } = (await member.post(startTotp.path({})).expect(200)).body.data;
    await member
      .post(enableTotp.path({}))
      .send({ code: totpCodeAt(secret, timeStepOf(now)), password: MEMBER_PASSWORD })
      .expect(200);
    now += 3 * STEP_MS;

    await sendPin(MEMBER_EMAIL);
    const pin = await pinFromOutbox(t.dataSource, MEMBER_EMAIL);
    const resetAnswer = await reset(MEMBER_EMAIL, pin).expect(200);
    expect(resetAnswer.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^waybill\.sid=/)]),
    );

    const agent = t.agent();
    const first = await signInAs(MEMBER_EMAIL, NEW_PASSWORD, agent).expect(200);
    expect(first.body.data).toEqual({ second_factor: ['totp', 'recovery_code'] });
    expect(await whoAmI(agent)).toBe(false);
    const wrong = await agent
      .post(verifySignin.path({}))
      .send({ code: totpCodeAt(secret, timeStepOf(now) + 5) })
      .expect(400);
    expect(wrong.body.error_codes).toEqual(['twofactor.wrong_code']);
    expect(await whoAmI(agent)).toBe(false);
    await agent
      .post(verifySignin.path({}))
      .send({ code: totpCodeAt(secret, timeStepOf(now)) })
      .expect(200);
    expect(await whoAmI(agent)).toEqual(
      expect.objectContaining({ email: MEMBER_EMAIL, role: 'dispatcher' }),
    );
    // The owner, who has no second factor, still signs in with the password alone.
    const ownerAnswer = await signInAs(ADMIN.email, ADMIN.password).expect(200);
    expect(ownerAnswer.body.data).toEqual(OWNER_VIEW);
  });
});

describe('a member changing their password', () => {
  it("changes only their own: their other sessions end, the owner's password and session stay", async () => {
    const member = await invitedMember(t, owner, 'dispatcher', MEMBER_EMAIL);
    const otherDevice = t.agent();
    await signInAs(MEMBER_EMAIL, MEMBER_PASSWORD, otherDevice).expect(200);
    const before = await ownerRow();
    const ownerMails = await mailsTo(ADMIN.email);

    const wrong = await member
      .patch(changePassword.path({}))
      .send({
        password: ADMIN.password,
        new_password: NEW_PASSWORD,
        confirm_new_password: NEW_PASSWORD,
      })
      .expect(400);
    expect(wrong.body.error_codes).toEqual(['auth.wrong_current_password']);

    await member
      .patch(changePassword.path({}))
      .send({
        password: MEMBER_PASSWORD,
        new_password: NEW_PASSWORD,
        confirm_new_password: NEW_PASSWORD,
      })
      .expect(200);
    expect(await whoAmI(member)).toEqual(expect.objectContaining({ email: MEMBER_EMAIL }));
    expect(await whoAmI(otherDevice)).toBe(false);
    expect(await whoAmI(owner)).toEqual(OWNER_VIEW);
    expect(await ownerRow()).toEqual(before);
    expect(await mailsTo(ADMIN.email)).toEqual(ownerMails);

    await signInAs(MEMBER_EMAIL, MEMBER_PASSWORD).expect(401);
    await signInAs(MEMBER_EMAIL, NEW_PASSWORD).expect(200);
    await signInAs(ADMIN.email, ADMIN.password).expect(200);
    await signInAs(ADMIN.email, NEW_PASSWORD).expect(401);
  });
});

describe('a signed-in member guessing passwords', () => {
  const VIEWER_EMAIL = 'viewer@example.com';
  const guess = (agent: StaffAgent, password: string) =>
    agent.patch(changePassword.path({})).send({
      password,
      new_password: NEW_PASSWORD,
      confirm_new_password: NEW_PASSWORD,
    });
  const proofFailures = async (email: string) =>
    (
      await t.dataSource.query(
        `SELECT changes FROM audit_log
         WHERE account_email = $1 AND action = 'proof_failed' ORDER BY id`,
        [email],
      )
    ).map((row: { changes: unknown }) => row.changes);

  it('stops after 10 wrong passwords, as the recovery codes call does, and audits each', async () => {
    const viewer = await invitedMember(t, owner, 'viewer', VIEWER_EMAIL);
    for (let i = 0; i < 10; i += 1) {
      const wrong = await guess(viewer, `guess-number-${i}`).expect(400);
      expect(wrong.body.error_codes).toEqual(['auth.wrong_current_password']);
    }
    const limited = await guess(viewer, 'guess-number-10').expect(429);
    expect(limited.body.error_codes).toEqual(['rate.too_many']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The right password now waits too: the limit is checked before the password.
    await guess(viewer, MEMBER_PASSWORD).expect(429);
    // One budget for every call that checks the password, and for every session of the account.
    const recovery = await viewer
      .post(regenerateRecoveryCodes.path({}))
      .send({ password: 'guess-number-11' })
      .expect(429);
    expect(recovery.body.error_codes).toEqual(['rate.too_many']);
    const otherSession = t.agent();
    await signInAs(VIEWER_EMAIL, MEMBER_PASSWORD, otherSession).expect(200);
    await guess(otherSession, 'guess-number-12').expect(429);
    expect(await proofFailures(VIEWER_EMAIL)).toEqual(
      Array.from({ length: 10 }, () => ({ proof: { before: null, after: 'password' } })),
    );
    // Nothing changed: the password is the member's own still.
    await signInAs(VIEWER_EMAIL, MEMBER_PASSWORD).expect(200);
  });

  it("does not hold up another member's sign-in while one session floods the password check", async () => {
    await invitedMember(t, owner, 'viewer', VIEWER_EMAIL);
    const signedIn = await signInAs(VIEWER_EMAIL, MEMBER_PASSWORD).expect(200);
    const cookie = (signedIn.headers['set-cookie'] as unknown as string[])
      .find((line) => line.startsWith('waybill.sid='))!
      .split(';')[0];
    // The flood and the owner's sign-ins go over plain fetch, far cheaper than the test's own
    // agent, so the server and not the test's client is what is measured.
    const server = t.app.getHttpServer() as Server;
    if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ownerSignIn = async () => {
      const form = new FormData();
      form.set('email', ADMIN.email);
      form.set('password', ADMIN.password);
      const answer = await fetch(`${address}${signIn.path({})}`, {
        method: 'POST',
        headers: { 'x-forwarded-for': '203.0.113.5' },
        body: form,
      });
      await answer.arrayBuffer();
      return { status: answer.status };
    };
    // A sign-in on a quiet server, hashing included (the production cost).
    const quiet = await ownerSignIn();

    // 300 wrong passwords, 60 at a time, from the viewer's session on one client.
    let sent = 0;
    const answers: number[] = [];
    const worker = async () => {
      while (sent < 300) {
        sent += 1;
        const answer = await fetch(`${address}${changePassword.path({})}`, {
          method: 'PATCH',
          headers: {
            cookie,
            'content-type': 'application/json',
            'x-forwarded-for': '198.51.100.7',
          },
          body: JSON.stringify({
            password: `flood-${sent}`,
            new_password: NEW_PASSWORD,
            confirm_new_password: NEW_PASSWORD,
          }),
        });
        await answer.arrayBuffer();
        answers.push(answer.status);
      }
    };
    const flood = Array.from({ length: 60 }, () => worker());
    // The owner signs in from another client while all 60 are in flight. Before, the flood's
    // hashes filled the queue: this sign-in got 429 server.busy, or waited for dozens of them.
    const during = await ownerSignIn();
    const answeredBefore = answers.length;
    await Promise.all(flood);

    // Behaviour, not a stopwatch: the owner is let in (before, 429 server.busy) and answered
    // while the flood is still being answered, not queued behind all of it.
    expect(quiet.status).toBe(200);
    expect(during.status).toBe(200);
    expect(answeredBefore).toBeLessThan(300);
    // Wrong-password answers until the budget ran out, then 429s (busy or limited); no fault.
    expect(answers).toHaveLength(300);
    expect(answers.filter((status) => status === 400).length).toBeLessThanOrEqual(10);
    expect(answers.every((status) => status === 400 || status === 429)).toBe(true);
  });
});
