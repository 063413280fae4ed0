import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import {
  acceptInvitation,
  changePassword,
  disableTwoFactor,
  enableSigninTotp,
  enableTotp,
  getGraph,
  getTwoFactor,
  inviteStaff,
  listParcels,
  listMySessions,
  regenerateRecoveryCodes,
  resetPassword,
  sendPasswordPin,
  signIn,
  signOutPost,
  signUp,
  startSigninTotpSetup,
  startTotp,
  updateTwoFactorPolicy,
  verifySignin,
} from '@waybill/shared';
import { TOTP_PERIOD_SECONDS, timeStepOf, totpCodeAt } from '../src/auth/two-factor/totp.js';
import { TwoFactorClock } from '../src/auth/two-factor/two-factor-clock.js';
import { PENDING_SIGNIN_COOKIE } from '../src/auth/two-factor/pending-signins.js';
import { SESSION_COOKIE } from '../src/core/session/session.constants.js';
import { ADMIN, pinFromOutbox, startTestApp, type TestApp } from './harness.js';
import { MEMBER_PASSWORD, invitationToken, invitedMember } from './staff-kit.js';

/** Two-factor sign-in with TOTP and recovery codes, against a fixed clock. */
let t: TestApp;
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
/** 10 s into a time step, so ±1 step stays clear of the edges. */
const START = Math.floor(Date.UTC(2026, 10, 25, 9, 0, 0) / STEP_MS) * STEP_MS + 10_000;
let now = START;

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  t.app.get(TwoFactorClock).now = () => now;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  now = START;
});

type Agent = ReturnType<TestApp['agent']>;
const codeAt = (secret: string, offsetSteps = 0) =>
  totpCodeAt(secret, timeStepOf(now) + offsetSteps);
const later = (steps: number) => {
  now += steps * STEP_MS;
};

const passwordStep = (agent: Agent, who = ADMIN) =>
  agent.post(signIn.path({})).field('email', who.email).field('password', who.password);

/** Signs up the first admin and turns TOTP on; answers the agent, secret and recovery codes. */
async function adminWithTotp() {
  const agent = t.agent();
  await agent.post(signUp.path({})).send(ADMIN).expect(201);
  const enrolment = await agent.post(startTotp.path({})).expect(200);
  const secret: string = enrolment.body.data.secret;
  const enabled = await agent
    .post(enableTotp.path({}))
    .send({ code: codeAt(secret), password: ADMIN.password })
    .expect(200);
  later(3);
  return { agent, secret, recoveryCodes: enabled.body.data.recovery_codes as string[] };
}

const signedIn = async (agent: Agent) =>
  (await agent.get(getGraph.path({})).expect(200)).body.data.admin;

describe('setting up TOTP', () => {
  it('gives a secret with its otpauth address and QR code, on only once a code confirms it', async () => {
    const agent = t.agent();
    await agent.post(signUp.path({})).send(ADMIN).expect(201);
    const enrolment = await agent.post(startTotp.path({})).expect(200);
    const { secret, otpauth_url, qr_code } = enrolment.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const address = new URL(otpauth_url);
    expect(address.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(address.pathname)).toContain(ADMIN.email);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_code.split(',')[1], 'base64').toString()).toContain('<svg');

    const before = await agent.get(getTwoFactor.path({})).expect(200);
    expect(before.body.data).toEqual({ totp: false, recovery_codes_left: 0, required: false });
    const wrong = await agent
      .post(enableTotp.path({}))
      .send({ code: codeAt(secret, 3), password: ADMIN.password })
      .expect(400);
    expect(wrong.body.error_codes).toEqual(['twofactor.wrong_code']);

    const enabled = await agent
      .post(enableTotp.path({}))
      .send({ code: codeAt(secret), password: ADMIN.password })
      .expect(200);
    const codes: string[] = enabled.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const after = await agent.get(getTwoFactor.path({})).expect(200);
    expect(after.body.data).toEqual({ totp: true, recovery_codes_left: 10, required: false });

    // Stored hashed: neither the codes nor their plain forms are in the table.
    const stored: Array<{ code_hash: string }> = await t.dataSource.query(
      `SELECT code_hash FROM recovery_codes`,
    );
    expect(stored).toHaveLength(10);
    for (const code of codes) {
      expect(stored.map((row) => row.code_hash).join()).not.toContain(code.replace('-', ''));
    }
    // A second set-up cannot silently replace the secret in use.
    const again = await agent.post(startTotp.path({})).expect(409);
    expect(again.body.error_codes).toEqual(['twofactor.already_enabled']);
  });

  it('refuses a confirmation without a set-up, and bad codes with 400', async () => {
    const agent = t.agent();
    await agent.post(signUp.path({})).send(ADMIN).expect(201);
    const none = await agent
      .post(enableTotp.path({}))
      .send({ code: '123456', password: ADMIN.password })
      .expect(409);
    expect(none.body.error_codes).toEqual(['twofactor.not_enrolling']);
    for (const code of ['12345', 'abcdef', '1234567', 123456, null]) {
      const bad = await agent
        .post(enableTotp.path({}))
        .send({ code, password: ADMIN.password })
        .expect(400);
      expect(bad.body.error_codes.length).toBeGreaterThan(0);
    }
  });

  it('needs the password too: a session left open cannot turn it on', async () => {
    const agent = t.agent();
    await agent.post(signUp.path({})).send(ADMIN).expect(201);
    const { secret } = (await agent.post(startTotp.path({})).expect(200)).body.data;
    await agent
      .post(enableTotp.path({}))
      .send({ code: codeAt(secret) })
      .expect(400);
    const wrong = await agent
      .post(enableTotp.path({}))
      .send({ code: codeAt(secret), password: 'not-the-password' })
      .expect(400);
    expect(wrong.body.error_codes).toEqual(['auth.wrong_current_password']);
    const status = await agent.get(getTwoFactor.path({})).expect(200);
    expect(status.body.data.totp).toBe(false);
  });

  it('needs a session', async () => {
    await t.http().post(startTotp.path({})).expect(401);
    await t.http().post(enableTotp.path({})).send({ code: '123456' }).expect(401);
    await t.http().get(getTwoFactor.path({})).expect(401);
    await t.http().patch(updateTwoFactorPolicy.path({})).send({ required: true }).expect(401);
  });
});

describe('signing in with TOTP', () => {
  it('answers the second step without a session, then signs in with the code', async () => {
    const { secret } = await adminWithTotp();
    const agent = t.agent();
    const first = await passwordStep(agent).expect(200);
    expect(first.body.data).toEqual({ second_factor: ['totp', 'recovery_code'] });
    expect(String(first.headers['set-cookie'])).not.toContain('waybill.sid');
    expect(await signedIn(agent)).toBe(false);
    await agent.get(getTwoFactor.path({})).expect(401);

    const verified = await agent
      .post(verifySignin.path({}))
      .send({ code: codeAt(secret) })
      .expect(200);
    expect(verified.body.data).toEqual({ email: ADMIN.email, name: 'boss', role: 'owner' });
    expect(await signedIn(agent)).toEqual(expect.objectContaining({ email: ADMIN.email }));
    await agent.get(getTwoFactor.path({})).expect(200);
    // The pending sign-in is used up: its cookie cannot finish another one.
    const replay = await agent
      .post(verifySignin.path({}))
      .send({ code: codeAt(secret, 1) })
      .expect(400);
    expect(replay.body.error_codes).toEqual(['twofactor.no_pending_signin']);
  });

  it('accepts ±1 step of skew, refuses ±2, a reused code and a wrong one', async () => {
    const { secret } = await adminWithTotp();
    const tryCode = async (code: string) => {
      const agent = t.agent();
      await passwordStep(agent).expect(200);
      return agent.post(verifySignin.path({})).send({ code });
    };
    expect((await tryCode(codeAt(secret, -2))).status).toBe(400);
    expect((await tryCode(codeAt(secret, 2))).status).toBe(400);
    expect((await tryCode(codeAt(secret, -1))).status).toBe(200);
    const reused = await tryCode(codeAt(secret, -1));
    expect(reused.status).toBe(400);
    expect(reused.body.error_codes).toEqual(['twofactor.wrong_code']);
    expect((await tryCode(codeAt(secret, 0))).status).toBe(200);
    // Once a later step was used, an earlier one no longer works either.
    expect((await tryCode(codeAt(secret, 0))).status).toBe(400);
    expect((await tryCode(codeAt(secret, 1))).status).toBe(200);
    later(5);
    const right = codeAt(secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect((await tryCode(wrong)).status).toBe(400);
    expect((await tryCode(right)).status).toBe(200);
  });

  it('lets only one of two parallel requests use the same code', async () => {
    const { secret } = await adminWithTotp();
    const [a, b] = [t.agent(), t.agent()];
    await passwordStep(a).expect(200);
    await passwordStep(b).expect(200);
    const code = codeAt(secret);
    const answers = await Promise.all(
      [a, b].map((agent) => agent.post(verifySignin.path({})).send({ code })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('refuses a verify without a pending sign-in, and with a wrong password first', async () => {
    const { secret } = await adminWithTotp();
    const none = await t
      .agent()
      .post(verifySignin.path({}))
      .send({ code: codeAt(secret) });
    expect(none.status).toBe(400);
    expect(none.body.error_codes).toEqual(['twofactor.no_pending_signin']);
    const agent = t.agent();
    await agent
      .post(signIn.path({}))
      .field('email', ADMIN.email)
      .field('password', 'wrong-password')
      .expect(401);
    await agent
      .post(verifySignin.path({}))
      .send({ code: codeAt(secret) })
      .expect(400);
    const forged = await t
      .http()
      .post(verifySignin.path({}))
      .set('Cookie', 'waybill.signin-step=forged-token')
      .send({ code: codeAt(secret) });
    expect(forged.body.error_codes).toEqual(['twofactor.no_pending_signin']);
    const both = await agent
      .post(verifySignin.path({}))
      .send({ code: codeAt(secret), recovery_code: 'abcde-fghjk' })
      .expect(400);
    expect(both.body.error_codes).toEqual(['twofactor.code_or_recovery_code']);
  });

  it('limits guesses: 10 per pending sign-in, and 10 per account across sign-ins', async () => {
    const { secret } = await adminWithTotp();
    const right = codeAt(secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const guesser = t.agent();
    await passwordStep(guesser).expect(200);
    for (let i = 0; i < 10; i += 1) {
      await guesser.post(verifySignin.path({})).send({ code: wrong }).expect(400);
    }
    // The pending sign-in used up its tries: even the right code no longer finishes it.
    const spent = await guesser.post(verifySignin.path({})).send({ code: right }).expect(400);
    expect(spent.body.error_codes).toEqual(['twofactor.no_pending_signin']);
    // A new sign-in with the password brings no new tries for the account.
    const again = t.agent();
    await passwordStep(again).expect(200);
    const limited = await again.post(verifySignin.path({})).send({ code: right }).expect(429);
    expect(limited.body.error_codes).toEqual(['rate.too_many']);
    expect(await signedIn(again)).toBe(false);
  });

  it('a PIN reset never bypasses the second factor', async () => {
    const { secret } = await adminWithTotp();
    await t.http().post(sendPasswordPin.path({})).send({ email: ADMIN.email }).expect(200);
    const pin = await pinFromOutbox(t.dataSource, ADMIN.email);
    const fresh = 'a-brand-new-password';
    await t
      .http()
      .patch(resetPassword.path({}))
      .send({
        email: ADMIN.email,
        password_token: pin,
        new_password: fresh,
        confirm_new_password: fresh,
      })
      .expect(200);
    const agent = t.agent();
    const answer = await passwordStep(agent, { email: ADMIN.email, password: fresh }).expect(200);
    expect(answer.body.data).toEqual({ second_factor: ['totp', 'recovery_code'] });
    expect(await signedIn(agent)).toBe(false);
    await agent
      .post(verifySignin.path({}))
      .send({ code: codeAt(secret) })
      .expect(200);
  });

  it('drops sign-ins pending with the old password when it is reset', async () => {
    const { secret } = await adminWithTotp();
    const attacker = t.agent();
    await passwordStep(attacker).expect(200);
    await t.http().post(sendPasswordPin.path({})).send({ email: ADMIN.email }).expect(200);
    const pin = await pinFromOutbox(t.dataSource, ADMIN.email);
    await t
      .http()
      .patch(resetPassword.path({}))
      .send({
        email: ADMIN.email,
        password_token: pin,
        new_password: 'another-new-password',
        confirm_new_password: 'another-new-password',
      })
      .expect(200);
    await attacker
      .post(verifySignin.path({}))
      .send({ code: codeAt(secret) })
      .expect(400);
  });
});

describe('recovery codes', () => {
  it('each signs in once', async () => {
    const { recoveryCodes } = await adminWithTotp();
    const useCode = async (code: string) => {
      const agent = t.agent();
      await passwordStep(agent).expect(200);
      const answer = await agent.post(verifySignin.path({})).send({ recovery_code: code });
      return { status: answer.status, agent, body: answer.body };
    };
    const first = await useCode(recoveryCodes[0].toUpperCase());
    expect(first.status).toBe(200);
    expect(await signedIn(first.agent)).toEqual(expect.objectContaining({ email: ADMIN.email }));
    const reused = await useCode(recoveryCodes[0]);
    expect(reused.status).toBe(400);
    expect(reused.body.error_codes).toEqual(['twofactor.wrong_code']);
    expect((await useCode(recoveryCodes[1].replace('-', ' '))).status).toBe(200);
    const status = await first.agent.get(getTwoFactor.path({})).expect(200);
    expect(status.body.data.recovery_codes_left).toBe(8);
  });

  it('regenerating needs the password or a code, and retires the old codes', async () => {
    const { agent, secret, recoveryCodes } = await adminWithTotp();
    const wrong = await agent
      .post(regenerateRecoveryCodes.path({}))
      .send({ password: 'not-the-password' })
      .expect(400);
    expect(wrong.body.error_codes).toEqual(['auth.wrong_current_password']);
    await agent.post(regenerateRecoveryCodes.path({})).send({}).expect(400);
    const fresh = await agent
      .post(regenerateRecoveryCodes.path({}))
      .send({ code: codeAt(secret) })
      .expect(200);
    const codes: string[] = fresh.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(recoveryCodes[0]);
    const other = t.agent();
    await passwordStep(other).expect(200);
    await other.post(verifySignin.path({})).send({ recovery_code: recoveryCodes[0] }).expect(400);
    await other.post(verifySignin.path({})).send({ recovery_code: codes[0] }).expect(200);
  });
});

describe('turning two-factor off', () => {
  it('needs the password or a current code; then the password alone signs in', async () => {
    const { agent } = await adminWithTotp();
    await agent.post(disableTwoFactor.path({})).send({ code: '000000' }).expect(400);
    await agent.post(disableTwoFactor.path({})).send({ password: ADMIN.password }).expect(200);
    const status = await agent.get(getTwoFactor.path({})).expect(200);
    expect(status.body.data).toEqual({ totp: false, recovery_codes_left: 0, required: false });
    const next = await passwordStep(t.agent()).expect(200);
    expect(next.body.data).toEqual({ email: ADMIN.email, name: 'boss', role: 'owner' });
  });
});

describe('the owner requiring two-factor', () => {
  /** A dispatcher the owner invited, who has no second factor of their own. */
  const MEMBER = { email: 'dispatcher@example.com', password: MEMBER_PASSWORD };

  it('needs the owner’s own second factor first', async () => {
    const agent = t.agent();
    await agent.post(signUp.path({})).send(ADMIN).expect(201);
    const refused = await agent
      .patch(updateTwoFactorPolicy.path({}))
      .send({ required: true })
      .expect(409);
    expect(refused.body.error_codes).toEqual(['twofactor.enable_own_first']);
    await agent.patch(updateTwoFactorPolicy.path({})).send({ required: 'yes' }).expect(400);
  });

  it('leads a member without it to set it up before any session', async () => {
    const { agent, secret: ownerSecret } = await adminWithTotp();
    // Invited before the requirement, so the member's account has no second factor.
    await invitedMember(t, agent, 'dispatcher', MEMBER.email);
    await agent.patch(updateTwoFactorPolicy.path({})).send({ required: true }).expect(200);
    const refused = await agent
      .post(disableTwoFactor.path({}))
      .send({ password: ADMIN.password })
      .expect(409);
    expect(refused.body.error_codes).toEqual(['twofactor.required']);

    const member = t.agent();
    const first = await passwordStep(member, MEMBER).expect(200);
    expect(first.body.data).toEqual({ second_factor_setup: ['totp'] });
    expect(await signedIn(member)).toBe(false);
    await member.post(startTotp.path({})).expect(401);
    // A code-step verify does not finish a set-up sign-in.
    await member.post(verifySignin.path({})).send({ code: '123456' }).expect(400);

    const enrolment = await member.post(startSigninTotpSetup.path({})).expect(200);
    const secret: string = enrolment.body.data.secret;
    await member
      .post(enableSigninTotp.path({}))
      .send({ code: codeAt(secret, 3) })
      .expect(400);
    const done = await member
      .post(enableSigninTotp.path({}))
      .send({ code: codeAt(secret) })
      .expect(200);
    expect(done.body.data.email).toBe(MEMBER.email);
    expect(done.body.data.role).toBe('dispatcher');
    expect(done.body.data.recovery_codes).toHaveLength(10);
    expect(await signedIn(member)).toEqual(expect.objectContaining({ email: MEMBER.email }));
    const status = await member.get(getTwoFactor.path({})).expect(200);
    expect(status.body.data).toEqual({ totp: true, recovery_codes_left: 10, required: true });

    // From now on the member signs in with a code like everyone.
    later(2);
    const next = t.agent();
    const answer = await passwordStep(next, MEMBER).expect(200);
    expect(answer.body.data).toEqual({ second_factor: ['totp', 'recovery_code'] });
    await next
      .post(verifySignin.path({}))
      .send({ code: codeAt(secret) })
      .expect(200);
    expect(await signedIn(next)).toEqual(
      expect.objectContaining({ email: MEMBER.email, role: 'dispatcher' }),
    );

    // The member's set-up is theirs: the owner still signs in with the owner's own secret.
    expect(secret).not.toBe(ownerSecret);
    const ownerAgain = t.agent();
    await passwordStep(ownerAgain).expect(200);
    await ownerAgain
      .post(verifySignin.path({}))
      .send({ code: codeAt(secret) })
      .expect(400);
    await ownerAgain
      .post(verifySignin.path({}))
      .send({ code: codeAt(ownerSecret) })
      .expect(200);
  });

  it('reaches a member already signed in at their next request: only the set-up until they enrol', async () => {
    const { agent: owner, secret: ownerSecret } = await adminWithTotp();
    // Signed in before the requirement, without a second factor.
    const member = await invitedMember(t, owner, 'dispatcher', MEMBER.email);
    const viewer = await invitedMember(t, owner, 'viewer', 'viewer@example.com');
    const clerk = await invitedMember(t, owner, 'dispatcher', 'clerk@example.com');
    await member.get(listParcels.path({})).expect(200);
    await owner.patch(updateTwoFactorPolicy.path({})).send({ required: true }).expect(200);

    const refused = await member.get(listParcels.path({})).expect(403);
    expect(refused.body.error_codes).toEqual(['twofactor.setup_required']);
    // Nor may the session change the password or anything else meanwhile.
    await member
      .patch(changePassword.path({}))
      .send({
        password: MEMBER.password,
        new_password: 'x-new-pass-1',
        confirm_new_password: 'x-new-pass-1',
      })
      .expect(403);
    await member.get(listMySessions.path({})).expect(403);
    // The public graph still says who is signed in, for the panel to lead to the set-up.
    expect(await signedIn(member)).toEqual(expect.objectContaining({ email: MEMBER.email }));

    // The set-up calls answer.
    const status = await member.get(getTwoFactor.path({})).expect(200);
    expect(status.body.data).toEqual({ totp: false, recovery_codes_left: 0, required: true });
    const enrolment = await member.post(startTotp.path({})).expect(200);
    const secret: string = enrolment.body.data.secret;
    await member
      .post(enableTotp.path({}))
      .send({ code: codeAt(secret), password: MEMBER.password })
      .expect(200);
    // Enrolled: full access returns at once, in the same session.
    await member.get(listParcels.path({})).expect(200);
    await member.get(listMySessions.path({})).expect(200);
    expect(secret).not.toBe(ownerSecret);

    // A member who does not enrol may still sign out.
    await viewer.get(listParcels.path({})).expect(403);
    await viewer.post(signOutPost.path({})).expect(200);
    expect(await signedIn(viewer)).toBe(false);
    // The owner lifting the requirement gives the others their access back as promptly.
    await clerk.get(listParcels.path({})).expect(403);
    await owner.patch(updateTwoFactorPolicy.path({})).send({ required: false }).expect(200);
    await clerk.get(listParcels.path({})).expect(200);
  });

  it('the set-up step needs its own pending sign-in', async () => {
    await t.http().post(startSigninTotpSetup.path({})).expect(400);
    const stranger = await t
      .http()
      .post(enableSigninTotp.path({}))
      .send({ code: '123456' })
      .expect(400);
    expect(stranger.body.error_codes).toEqual(['twofactor.no_pending_signin']);
    // A verify-step sign-in cannot start a set-up that would replace the secret.
    const { secret } = await adminWithTotp();
    const agent = t.agent();
    await passwordStep(agent).expect(200);
    await agent.post(startSigninTotpSetup.path({})).expect(400);
    await agent
      .post(verifySignin.path({}))
      .send({ code: codeAt(secret) })
      .expect(200);
  });
});

describe('accepting an invitation while two-factor is required (docs/product.md §4.1a)', () => {
  const DEE = { email: 'dee@example.com', name: 'Dee Patcher', role: 'dispatcher' };

  /** The owner (with TOTP) invites Dee; answers the owner's agent and the link's token. */
  async function invitation(required: boolean) {
    const { agent } = await adminWithTotp();
    if (required) {
      await agent.patch(updateTwoFactorPolicy.path({})).send({ required: true }).expect(200);
    }
    await agent.post(inviteStaff.path({})).send({ email: DEE.email, role: DEE.role }).expect(201);
    return { owner: agent, token: await invitationToken(t.dataSource, DEE.email) };
  }

  const accept = (agent: Agent, token: string) =>
    agent
      .post(acceptInvitation.path({}))
      .send({ token, name: DEE.name, password: MEMBER_PASSWORD });

  const cookiesOf = (answer: { headers: Record<string, unknown> }) =>
    ([answer.headers['set-cookie'] ?? []] as Array<string | string[]>).flat();

  /** The audit rows about the new member's account or written with it acting. */
  const rowsOf = async (email: string) =>
    (
      (await t.dataSource.query(
        `SELECT entity, action FROM audit_log
         WHERE account_email = $1
            OR (entity = 'account' AND entity_id = (SELECT id::text FROM admins WHERE email = $1))
         ORDER BY id`,
        [email],
      )) as Array<{ entity: string; action: string }>
    ).map((row) => `${row.entity}.${row.action}`);

  it('makes the account but no session; the set-up step signs in and is audited', async () => {
    const { token } = await invitation(true);
    const member = t.agent();
    const accepted = await accept(member, token).expect(200);
    expect(accepted.body.data).toEqual({ second_factor_setup: ['totp'] });
    expect(JSON.stringify(accepted.body)).not.toContain(MEMBER_PASSWORD);

    // No session cookie at all; only the pending sign-in's, HttpOnly, Strict, for the sign-in calls.
    const cookies = cookiesOf(accepted);
    expect(cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    const step = cookies.find((cookie) => cookie.startsWith(`${PENDING_SIGNIN_COOKIE}=`));
    expect(step).toMatch(/HttpOnly/i);
    expect(step).toMatch(/SameSite=Strict/i);
    expect(step).toContain(`Path=${signIn.path({})}`);
    expect(await signedIn(member)).toBe(false);
    await member.get(listParcels.path({})).expect(401);
    await member.post(startTotp.path({})).expect(401);
    // The pending step is a set-up: a code cannot finish it as a verify.
    const verify = await member.post(verifySignin.path({})).send({ code: '123456' }).expect(400);
    expect(verify.body.error_codes).toEqual(['twofactor.no_pending_signin']);

    // The account and the used invitation are committed and audited, with Dee acting.
    expect(await rowsOf(DEE.email)).toEqual(['account.create', 'invitation.accept']);
    const again = await accept(t.agent(), token).expect(410);
    expect(again.body.error_codes).toEqual(['staff.invitation_used']);
    // Reusing the link from the same browser does not start a second account or a session.
    await accept(member, token).expect(410);
    expect(await signedIn(member)).toBe(false);

    // Someone else's browser holds no pending sign-in: nothing to finish there.
    await t.agent().post(startSigninTotpSetup.path({})).expect(400);

    const enrolment = await member.post(startSigninTotpSetup.path({})).expect(200);
    const secret: string = enrolment.body.data.secret;
    expect(decodeURIComponent(enrolment.body.data.otpauth_url)).toContain(DEE.email);
    await member
      .post(enableSigninTotp.path({}))
      .send({ code: codeAt(secret, 3) })
      .expect(400);
    expect(await signedIn(member)).toBe(false);
    const done = await member
      .post(enableSigninTotp.path({}))
      .send({ code: codeAt(secret) })
      .expect(200);
    expect(done.body.data).toEqual({ ...DEE, recovery_codes: expect.any(Array) });
    expect(done.body.data.recovery_codes).toHaveLength(10);
    expect(cookiesOf(done).some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
    expect(await signedIn(member)).toEqual(DEE);
    await member.get(listParcels.path({})).expect(200);
    expect(await rowsOf(DEE.email)).toEqual([
      'account.create',
      'invitation.accept',
      'account.two_factor_on',
      'account.signin',
    ]);
    // Single use: the finished set-up cannot be finished again elsewhere or here.
    await member
      .post(enableSigninTotp.path({}))
      .send({ code: codeAt(secret, 1) })
      .expect(400);
  });

  it('a member who leaves the set-up is led to it again at the next sign-in', async () => {
    const { token } = await invitation(true);
    await accept(t.agent(), token).expect(200);
    const next = t.agent();
    const answer = await passwordStep(next, { email: DEE.email, password: MEMBER_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ second_factor_setup: ['totp'] });
    expect(await signedIn(next)).toBe(false);
  });

  it('when not required, signs the new member in at once, and the link is used', async () => {
    const { token } = await invitation(false);
    const member = t.agent();
    const accepted = await accept(member, token).expect(200);
    expect(accepted.body.data).toEqual(DEE);
    const cookies = cookiesOf(accepted);
    expect(cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith(`${PENDING_SIGNIN_COOKIE}=`))).toBe(false);
    expect(await signedIn(member)).toEqual(DEE);
    await member.get(listParcels.path({})).expect(200);
    expect(await rowsOf(DEE.email)).toEqual(['account.create', 'invitation.accept']);
    const again = await accept(t.agent(), token).expect(410);
    expect(again.body.error_codes).toEqual(['staff.invitation_used']);
  });
});
