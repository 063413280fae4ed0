import { describe, it, expect, beforeEach } from 'vitest';
import * as contract from '@waybill/shared';
import {
  AUDIT_ACTIONS,
  type PasskeyOptions,
  addPasskey,
  endMemberSession,
  endMyOtherSessions,
  endMySession,
  listMemberSessions,
  listMySessions,
  passkeySignin,
  removePasskey,
  renamePasskey,
  startPasskeyRegistration,
  startPasskeySignin,
  startPasskeyStep,
  verifyPasskeyStep,
  AUDIT_ENTITIES,
  type AuditKind,
  type AuditRule,
  type Endpoint,
  acceptInvitation,
  changePassword,
  confirmSubscription,
  createActivity,
  createInvoice,
  createPage,
  createParcel,
  approveReview,
  createReview,
  deleteActivity,
  deletePage,
  deleteParcel,
  deleteReview,
  disableTwoFactor,
  enableSigninTotp,
  enableTotp,
  handOverOwnership,
  inviteStaff,
  copyInvitationLink,
  regenerateRecoveryCodes,
  renameAccount,
  resetPassword,
  retryOutboxMessage,
  revealOutboxMessage,
  updateMailServer,
  retryJob,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  resendWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  revokeInvitation,
  sendContactMessage,
  updateInboxMessage,
  replyToInboxMessage,
  sendEmail,
  sendPasswordPin,
  signIn,
  signOut,
  signUp,
  startSigninTotpSetup,
  startTotp,
  subscribeToParcel,
  setDeliveryPreference,
  manageSubscription,
  rateParcel,
  unsubscribe,
  updateActivity,
  updatePage,
  updateParcel,
  updateSettings,
  uploadCompanyLogo,
  removeCompanyLogo,
  updateStaffMember,
  updateTwoFactorPolicy,
  uploadParcelImage,
  verifyAudit,
  verifySignin,
  checkAuditCheckpoint,
  exportAuditCheckpoint,
} from '@waybill/shared';
import type { Test } from 'supertest';
import { solidPng, tinyPng } from '../../test-kit/pictures.js';
import { TOTP_PERIOD_SECONDS, timeStepOf, totpCodeAt } from '../src/auth/two-factor/totp.js';
import { TwoFactorClock } from '../src/auth/two-factor/two-factor-clock.js';
import { SiteLinks } from '../src/notifications/site-links.js';
import { JobWorker } from '../src/core/jobs/job-worker.js';
import {
  ADMIN,
  openedAuditRows,
  type StaffAgent,
  type TestApp,
  pinFromOutbox,
  useStaffApp,
} from './harness.js';
import { SoftAuthenticator } from './soft-authenticator.js';
import { MEMBER_PASSWORD, invitationToken, invitedMember } from './staff-kit.js';

// Every route that changes something writes its audit rows (docs/product.md, "Audit trail"), as
// its endpoint's `audit` declares them (shared/src/endpoints/), and a change refused writes none. Each call
// below carries its own request id, so the rows it wrote are exactly the rows with that id.

let t: TestApp;
let owner: StaffAgent;
// Passkeys belong to PUBLIC_URL's host (relying-party.ts), whatever port supertest picks.
const SITE = 'https://waybill.example';
useStaffApp({ PUBLIC_URL: SITE }, (app, agent) => {
  [t, owner] = [app, agent];
});

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
/** 10 s into a time step, so a code of ±1 step stays clear of the edges. */
const START = Math.floor(Date.UTC(2026, 10, 25, 9, 0, 0) / STEP_MS) * STEP_MS + 10_000;
let now = START;
beforeEach(() => {
  now = START;
  t.app.get(TwoFactorClock).now = () => now;
});
const codeAt = (secret: string, offsetSteps = 0) =>
  totpCodeAt(secret, timeStepOf(now) + offsetSteps);

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'route' in value && 'method' in value;
const ENDPOINTS = Object.values(contract as Record<string, unknown>).filter(isEndpoint);
const routeOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.route}`;
/** Each endpoint that declares what it writes, or why it writes nothing. */
const ROUTE_AUDIT = ENDPOINTS.flatMap((endpoint) =>
  endpoint.audit ? [{ endpoint, audit: endpoint.audit }] : [],
);
const DECLARED = new Map<string, AuditRule>(
  ROUTE_AUDIT.map((entry) => [routeOf(entry.endpoint), entry.audit]),
);

/** The kinds each route's calls in this file wrote, to find a declared kind never exercised. */
const seen = new Map<string, Set<AuditKind>>();

interface Row {
  id: number;
  account_id: number | null;
  account_email: string | null;
  account_role: string | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string;
  entity: string;
  entity_id: string | null;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}
const kindOf = (row: Row) => `${row.entity}.${row.action}` as AuditKind;

let calls = 0;
/** Sends `test` under a request id of its own; answers the answer and the rows it wrote. */
async function traced(test: Test, status: number) {
  calls += 1;
  const requestId = `coverage-${calls}`;
  const response = await test.set('X-Request-Id', requestId).expect(status);
  const rows = await openedAuditRows<Row>(
    t,
    `SELECT * FROM audit_log WHERE request_id = $1 ORDER BY id`,
    [requestId],
  );
  return { response, rows };
}

/**
 * A call that changes something: it wrote at least one row, only of kinds its route declares.
 * `row(kind)` is its one row of that kind.
 */
async function change(endpoint: Endpoint, test: Test, status = 200) {
  const route = routeOf(endpoint);
  const declared = DECLARED.get(route);
  const writes: readonly AuditKind[] = declared && 'writes' in declared ? declared.writes : [];
  const { response, rows } = await traced(test, status);
  const kinds = rows.map(kindOf);
  expect({ route, undeclared: kinds.filter((kind) => !writes.includes(kind)) }).toEqual({
    route,
    undeclared: [],
  });
  expect({ route, rows: rows.length > 0 }).toEqual({ route, rows: true });
  const kindsSeen = seen.get(route) ?? new Set<AuditKind>();
  for (const kind of kinds) kindsSeen.add(kind);
  seen.set(route, kindsSeen);
  const row = (kind: AuditKind): Row => {
    const found = rows.filter((candidate) => kindOf(candidate) === kind);
    expect({ route, kind, count: found.length }).toEqual({ route, kind, count: 1 });
    return found[0];
  };
  return { response, rows, row };
}

/** A call that changes nothing (refused, or nothing to change): not one row. */
async function nothing(test: Test, status: number) {
  const { response, rows } = await traced(test, status);
  expect(rows.map(kindOf)).toEqual([]);
  return response;
}

/**
 * Everything the trail holds as staff read it (sealed values opened), as text: where a secret must
 * never be found. Without the rows' hashes: 64 hex digits may hold any six-digit PIN by chance.
 */
const trailText = async () =>
  JSON.stringify(
    await openedAuditRows<Row>(
      t,
      `SELECT id, at, account_id, account_email, account_role, ip, user_agent, request_id, entity,
              entity_id, action, changes
         FROM audit_log ORDER BY id`,
    ),
  );

const adminIdOf = async (email: string): Promise<number> => {
  const [row] = await t.dataSource.query('SELECT id FROM admins WHERE email = $1', [email]);
  return row.id as number;
};

async function newParcel(fields: Record<string, unknown> = {}): Promise<{ id: number }> {
  const response = await owner
    .post(createParcel.path({}))
    .send({ tracking_code: 'WB-1', recipient_name: 'Ada Obi', destination: 'Lagos', ...fields })
    .expect(201);
  return response.body.data as { id: number };
}

/** A parcel with a recipient e-mail, so its history entries queue mail. */
async function parcelWithRecipientEmail(): Promise<{ id: number }> {
  const parcel = await newParcel();
  await owner
    .patch(updateParcel.path({}))
    .send({ id: parcel.id, recipient_email: 'ada@example.com' })
    .expect(200);
  return parcel;
}

/** Turns TOTP on for the owner; answers its secret. */
async function ownerWithTotp(): Promise<string> {
  const enrolment = await owner.post(startTotp.path({})).expect(200);
  const secret: string = enrolment.body.data.secret;
  await owner
    .post(enableTotp.path({}))
    .send({ code: codeAt(secret), password: ADMIN.password })
    .expect(200);
  now += 3 * STEP_MS;
  return secret;
}

describe('the declaration', () => {
  // The compiler requires it (shared/src/endpoint.type-check.ts); this says so at run time too.
  it('is on every endpoint of the contract that is not a GET', () => {
    const changing = ENDPOINTS.filter((endpoint) => endpoint.method !== 'GET').map(routeOf);
    expect(changing.filter((route) => !DECLARED.has(route))).toEqual([]);
  });

  it('lists kinds the trail knows, and a reason for every route left out', () => {
    for (const entry of ROUTE_AUDIT) {
      const route = routeOf(entry.endpoint);
      if ('none' in entry.audit) {
        expect({ route, reason: entry.audit.none.length > 10 }).toEqual({ route, reason: true });
        continue;
      }
      for (const kind of entry.audit.writes) {
        const [entity, action] = kind.split('.');
        expect({ kind, known: AUDIT_ENTITIES.includes(entity as never) }).toEqual({
          kind,
          known: true,
        });
        expect({ kind, known: AUDIT_ACTIONS.includes(action as never) }).toEqual({
          kind,
          known: true,
        });
      }
    }
    // A GET changes nothing: one is listed only to say why it writes nothing (signing out).
    const gets = ROUTE_AUDIT.filter((entry) => entry.endpoint.method === 'GET');
    expect(gets.every((entry) => 'none' in entry.audit)).toBe(true);
  });
});

describe('accounts', () => {
  it('records the first sign-up, a sign-in and a failed one, never the password', async () => {
    await t.reset();
    const first = t.agent();
    const created = await change(signUp, first.post(signUp.path({})).send(ADMIN), 201);
    expect(created.row('account.create')).toMatchObject({
      entity_id: String(await adminIdOf(ADMIN.email)),
      changes: expect.objectContaining({
        email: { before: null, after: ADMIN.email },
        role: { before: null, after: 'owner' },
        password_hash: { before: null, after: '[hidden]' },
      }),
    });

    const member = t.agent();
    const signedIn = await change(
      signIn,
      member.post(signIn.path({})).field('email', ADMIN.email).field('password', ADMIN.password),
    );
    expect(signedIn.row('account.signin')).toMatchObject({
      account_email: ADMIN.email,
      account_role: 'owner',
      request_id: expect.stringMatching(/^coverage-/),
    });
    const failed = await change(
      signIn,
      t
        .agent()
        .post(signIn.path({}))
        .field('email', ADMIN.email)
        .field('password', 'not-it-at-all'),
      401,
    );
    expect(failed.row('account.signin_failed')).toMatchObject({
      account_id: null,
      account_email: ADMIN.email,
      account_role: null,
    });
    // Signing out ends a session; it changes no record.
    await nothing(member.get(signOut.path({})), 200);
    expect(await trailText()).not.toContain(ADMIN.password);
    expect(await trailText()).not.toContain('not-it-at-all');
  });

  it('records a PIN asked for and used, never the PIN; a wrong PIN or an unknown address writes nothing', async () => {
    const asked = await change(
      sendPasswordPin,
      t.http().post(sendPasswordPin.path({})).send({ email: ADMIN.email }),
    );
    expect(asked.row('account.password_reset_request')).toMatchObject({
      entity_id: String(await adminIdOf(ADMIN.email)),
      account_id: null,
      changes: {},
    });
    expect(asked.row('mail.create').changes.text).toEqual({ before: null, after: '[hidden]' });
    const pin = await pinFromOutbox(t.dataSource, ADMIN.email);
    await nothing(
      t.http().post(sendPasswordPin.path({})).send({ email: 'nobody@example.com' }),
      200,
    );

    const wrongPin = pin === '000000' ? '111111' : '000000';
    const reset = {
      email: ADMIN.email,
      password_token: wrongPin,
      new_password: 'a-new-horse-battery',
      confirm_new_password: 'a-new-horse-battery',
    };
    await nothing(t.http().patch(resetPassword.path({})).send(reset), 400);
    const used = await change(
      resetPassword,
      t
        .http()
        .patch(resetPassword.path({}))
        .send({ ...reset, password_token: pin }),
    );
    expect(used.row('account.password_change').changes).toEqual({
      password_hash: { before: '[hidden]', after: '[hidden]' },
      how: { before: null, after: 'reset' },
    });
    used.row('mail.create');
    const trail = await trailText();
    expect(trail).not.toContain(pin);
    expect(trail).not.toContain('a-new-horse-battery');
  });

  it('records a password change, and nothing for a wrong current password', async () => {
    const body = {
      password: ADMIN.password,
      new_password: 'another-horse-battery',
      confirm_new_password: 'another-horse-battery',
    };
    const wrong = await change(
      changePassword,
      owner.patch(changePassword.path({})).send({ ...body, password: 'wrong-password-1' }),
      400,
    );
    expect(wrong.row('account.proof_failed')).toMatchObject({
      account_email: ADMIN.email,
      changes: { proof: { before: null, after: 'password' } },
    });
    const changed = await change(changePassword, owner.patch(changePassword.path({})).send(body));
    expect(changed.row('account.password_change')).toMatchObject({
      account_email: ADMIN.email,
      changes: expect.objectContaining({ how: { before: null, after: 'changed' } }),
    });
    expect(changed.row('mail.create').changes.subject).toEqual({
      before: null,
      after: 'Your Waybill password was changed',
    });
    expect(await trailText()).not.toContain('another-horse-battery');
  });

  it('records a display name changed, before → after', async () => {
    const renamed = await change(
      renameAccount,
      owner.patch(renameAccount.path({})).send({ name: 'Ada Boss' }),
    );
    expect(renamed.row('account.update')).toMatchObject({
      account_email: ADMIN.email,
      changes: { name: { before: 'boss', after: 'Ada Boss' } },
    });
  });
});

describe('two-factor sign-in', () => {
  it('records TOTP turned on, new recovery codes and TOTP turned off, never the secret or a code', async () => {
    const enrolment = await nothing(owner.post(startTotp.path({})), 200);
    const secret: string = enrolment.body.data.secret;
    await nothing(
      owner.post(enableTotp.path({})).send({ code: codeAt(secret, 3), password: ADMIN.password }),
      400,
    );
    await change(
      enableTotp,
      owner.post(enableTotp.path({})).send({ code: codeAt(secret), password: 'wrong-password-1' }),
      400,
    );
    const on = await change(
      enableTotp,
      owner.post(enableTotp.path({})).send({ code: codeAt(secret), password: ADMIN.password }),
    );
    const ownerId = String(await adminIdOf(ADMIN.email));
    expect(on.row('account.two_factor_on')).toMatchObject({
      entity_id: ownerId,
      account_email: ADMIN.email,
      account_role: 'owner',
      changes: { two_factor: { before: false, after: true } },
    });
    const firstCodes: string[] = on.response.body.data.recovery_codes;

    await change(
      regenerateRecoveryCodes,
      owner.post(regenerateRecoveryCodes.path({})).send({ password: 'wrong-password-1' }),
      400,
    );
    const renewed = await change(
      regenerateRecoveryCodes,
      owner.post(regenerateRecoveryCodes.path({})).send({ password: ADMIN.password }),
    );
    expect(renewed.row('account.recovery_codes_renew')).toMatchObject({ entity_id: ownerId });
    const newCodes: string[] = renewed.response.body.data.recovery_codes;

    const wrongCode = await change(
      disableTwoFactor,
      owner.post(disableTwoFactor.path({})).send({ code: '000000' }),
      400,
    );
    expect(wrongCode.row('account.proof_failed').changes).toEqual({
      proof: { before: null, after: 'code' },
    });
    const off = await change(
      disableTwoFactor,
      owner.post(disableTwoFactor.path({})).send({ password: ADMIN.password }),
    );
    expect(off.row('account.two_factor_off').changes).toEqual({
      two_factor: { before: true, after: false },
    });
    // Off already: nothing more to record.
    await nothing(owner.post(disableTwoFactor.path({})).send({ password: ADMIN.password }), 200);

    const trail = await trailText();
    for (const secretText of [secret, ...firstCodes, ...newCodes]) {
      expect(trail).not.toContain(secretText);
    }
  });

  it('records the owner’s requirement before → after, only when it changes and only by the owner', async () => {
    const dispatcher = await invitedMember(t, owner, 'dispatcher');
    await nothing(owner.patch(updateTwoFactorPolicy.path({})).send({ required: true }), 409);
    await ownerWithTotp();
    await nothing(dispatcher.patch(updateTwoFactorPolicy.path({})).send({ required: true }), 403);
    const required = await change(
      updateTwoFactorPolicy,
      owner.patch(updateTwoFactorPolicy.path({})).send({ required: true }),
    );
    expect(required.row('two_factor_policy.update')).toMatchObject({
      account_email: ADMIN.email,
      account_role: 'owner',
      changes: { required: { before: false, after: true } },
    });
    await nothing(owner.patch(updateTwoFactorPolicy.path({})).send({ required: true }), 200);
    // While required nobody turns it off, and the refusal leaves no row.
    await nothing(owner.post(disableTwoFactor.path({})).send({ password: ADMIN.password }), 409);
    const relaxed = await change(
      updateTwoFactorPolicy,
      owner.patch(updateTwoFactorPolicy.path({})).send({ required: false }),
    );
    expect(relaxed.row('two_factor_policy.update').changes).toEqual({
      required: { before: true, after: false },
    });
  });

  it('records a wrong second step as a failed sign-in and the right one as a sign-in', async () => {
    const secret = await ownerWithTotp();
    const agent = t.agent();
    // The password alone starts nothing yet.
    await nothing(
      agent.post(signIn.path({})).field('email', ADMIN.email).field('password', ADMIN.password),
      200,
    );
    const wrong = await change(
      verifySignin,
      agent.post(verifySignin.path({})).send({ code: codeAt(secret, 5) }),
      400,
    );
    expect(wrong.row('account.signin_failed')).toMatchObject({
      account_id: null,
      account_email: ADMIN.email,
      changes: { step: { before: null, after: 'second_factor' } },
    });
    const right = await change(
      verifySignin,
      agent.post(verifySignin.path({})).send({ code: codeAt(secret) }),
    );
    expect(right.row('account.signin')).toMatchObject({
      account_email: ADMIN.email,
      account_role: 'owner',
    });
  });

  it('records TOTP set up during a required sign-in, by the member signing in', async () => {
    await invitedMember(t, owner, 'dispatcher');
    await ownerWithTotp();
    await owner.patch(updateTwoFactorPolicy.path({})).send({ required: true }).expect(200);
    const agent = t.agent();
    const answer = await nothing(
      agent
        .post(signIn.path({}))
        .field('email', 'dispatcher@example.com')
        .field('password', MEMBER_PASSWORD),
      200,
    );
    expect(answer.body.data).toEqual({ second_factor_setup: ['totp'] });
    const setup = await nothing(agent.post(startSigninTotpSetup.path({})), 200);
    const secret: string = setup.body.data.secret;
    const done = await change(
      enableSigninTotp,
      agent.post(enableSigninTotp.path({})).send({ code: codeAt(secret) }),
    );
    const memberId = String(await adminIdOf('dispatcher@example.com'));
    expect(done.row('account.two_factor_on')).toMatchObject({
      entity_id: memberId,
      account_email: 'dispatcher@example.com',
      account_role: 'dispatcher',
    });
    expect(done.row('account.signin').account_email).toBe('dispatcher@example.com');
    expect(await trailText()).not.toContain(secret);
  });
});

describe('passkeys', () => {
  it('records a passkey added, renamed, removed and each sign-in with one, never its key or challenge', async () => {
    const authenticator = new SoftAuthenticator(SITE, new URL(SITE).hostname);
    await change(
      startPasskeyRegistration,
      owner.post(startPasskeyRegistration.path({})).send({ password: 'not-the-password' }),
      400,
    );
    const options = (
      await nothing(
        owner.post(startPasskeyRegistration.path({})).send({ password: ADMIN.password }),
        200,
      )
    ).body.data as PasskeyOptions;
    const registration = authenticator.create(options);
    const added = await change(
      addPasskey,
      owner.post(addPasskey.path({})).send({ name: 'Desk', response: registration }),
      201,
    );
    const id = added.response.body.data.id as number;
    expect(added.row('passkey.passkey_add')).toMatchObject({
      entity_id: String(id),
      account_email: ADMIN.email,
    });
    const renamed = await change(
      renamePasskey,
      owner.patch(renamePasskey.path({})).send({ id, name: 'Front desk' }),
    );
    expect(renamed.row('passkey.passkey_rename').changes).toEqual({
      name: { before: 'Desk', after: 'Front desk' },
    });

    // The second step of a password sign-in: a wrong answer, then the passkey.
    const agent = t.agent();
    await nothing(
      agent.post(signIn.path({})).field('email', ADMIN.email).field('password', ADMIN.password),
      200,
    );
    const stepOptions = (await nothing(agent.post(startPasskeyStep.path({})), 200)).body
      .data as PasskeyOptions;
    const forged = await change(
      verifyPasskeyStep,
      agent.post(verifyPasskeyStep.path({})).send({
        response: authenticator.get(stepOptions, { challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }),
      }),
      400,
    );
    expect(forged.row('account.signin_failed')).toMatchObject({
      account_id: null,
      account_email: ADMIN.email,
    });
    const again = (await nothing(agent.post(startPasskeyStep.path({})), 200)).body
      .data as PasskeyOptions;
    const step = await change(
      verifyPasskeyStep,
      agent.post(verifyPasskeyStep.path({})).send({ response: authenticator.get(again) }),
    );
    expect(step.row('account.signin_passkey')).toMatchObject({
      account_email: ADMIN.email,
      changes: { passkey: { before: null, after: 'Front desk' } },
    });

    // Alone: a forged answer names no account; the real one signs in.
    const alone = t.agent();
    const aloneOptions = (await nothing(alone.post(startPasskeySignin.path({})), 200)).body
      .data as PasskeyOptions;
    const refused = await change(
      passkeySignin,
      alone
        .post(passkeySignin.path({}))
        .send({ response: authenticator.get(aloneOptions, { origin: 'https://evil.example' }) }),
      400,
    );
    expect(refused.row('account.signin_failed')).toMatchObject({
      account_id: null,
      account_email: null,
    });
    const fresh = (await nothing(alone.post(startPasskeySignin.path({})), 200)).body
      .data as PasskeyOptions;
    const signedIn = await change(
      passkeySignin,
      alone.post(passkeySignin.path({})).send({ response: authenticator.get(fresh) }),
    );
    expect(signedIn.row('account.signin_passkey').account_email).toBe(ADMIN.email);

    await change(
      removePasskey,
      owner.delete(removePasskey.path({})).send({ id, password: 'not-the-password' }),
      400,
    );
    const removed = await change(
      removePasskey,
      owner.delete(removePasskey.path({})).send({ id, password: ADMIN.password }),
    );
    expect(removed.row('passkey.passkey_remove').entity_id).toBe(String(id));
    const trail = await trailText();
    expect(trail).not.toContain(options.challenge);
    expect(trail).not.toContain(registration.response.attestationObject);
  });
});

describe('sessions', () => {
  it('records each session ended, by its member or by the owner, never the session’s secret id', async () => {
    const member = await invitedMember(t, owner, 'dispatcher');
    const elsewhere = t.agent();
    await elsewhere
      .post(signIn.path({}))
      .field('email', 'dispatcher@example.com')
      .field('password', MEMBER_PASSWORD)
      .expect(200);
    const third = t.agent();
    await third
      .post(signIn.path({}))
      .field('email', 'dispatcher@example.com')
      .field('password', MEMBER_PASSWORD)
      .expect(200);
    const mine = (await member.get(listMySessions.path({})).expect(200)).body.data
      .sessions as Array<{
      id: string;
      current: boolean;
    }>;
    expect(mine).toHaveLength(3);
    const other = mine.find((session) => !session.current)!;
    // Another member's session is unknown to a member: refused, and nothing written.
    const owners = (await owner.get(listMySessions.path({})).expect(200)).body.data
      .sessions as Array<{
      id: string;
    }>;
    await nothing(member.delete(endMySession.path({})).send({ id: owners[0].id }), 404);

    const one = await change(
      endMySession,
      member.delete(endMySession.path({})).send({ id: other.id }),
    );
    expect(one.row('session.end')).toMatchObject({ account_email: 'dispatcher@example.com' });
    const rest = await change(endMyOtherSessions, member.delete(endMyOtherSessions.path({})));
    expect(rest.rows.map((row) => row.action)).toEqual(['end']);

    const current = mine.find((session) => session.current)!;
    const listed = (await owner.get(listMemberSessions.path({})).expect(200)).body.data
      .sessions as Array<{ id: string }>;
    expect(listed.map((session) => session.id)).toContain(current.id);
    const byOwner = await change(
      endMemberSession,
      owner.delete(endMemberSession.path({})).send({ id: current.id }),
    );
    expect(byOwner.row('session.end')).toMatchObject({
      account_email: ADMIN.email,
      account_role: 'owner',
    });
    await member.get(listMySessions.path({})).expect(401);
    const sids: Array<{ sid: string }> = await t.dataSource.query('SELECT sid FROM sessions');
    const trail = await trailText();
    for (const { sid } of sids) expect(trail).not.toContain(sid);
  });
});

describe('staff', () => {
  it('records an invitation made, never its token, and nothing for one refused', async () => {
    const invited = await change(
      inviteStaff,
      owner.post(inviteStaff.path({})).send({ email: 'Kemi@Example.com', role: 'dispatcher' }),
      201,
    );
    const row = invited.row('invitation.create');
    expect(row).toMatchObject({
      entity_id: String(invited.response.body.data.id),
      account_email: ADMIN.email,
      account_role: 'owner',
    });
    expect(row.changes).toEqual({
      email: { before: null, after: 'kemi@example.com' },
      role: { before: null, after: 'dispatcher' },
      expires_at: { before: null, after: expect.any(String) },
    });
    invited.row('mail.create');
    const token = await invitationToken(t.dataSource, 'kemi@example.com');
    const [{ token_hash: digest }] = await t.dataSource.query(
      'SELECT token_hash FROM staff_invitations',
    );
    const copied = await change(
      copyInvitationLink,
      owner.post(copyInvitationLink.path({})).send({ id: invited.response.body.data.id }),
    );
    expect(copied.row('invitation.reveal').changes).toEqual({
      email: { before: null, after: 'kemi@example.com' },
    });
    const trail = await trailText();
    expect(trail).not.toContain(token);
    expect(trail).not.toContain(digest);
    await nothing(owner.post(copyInvitationLink.path({})).send({ id: 99_999 }), 404);

    await nothing(
      owner.post(inviteStaff.path({})).send({ email: 'kemi@example.com', role: 'viewer' }),
      409,
    );
    await nothing(
      owner.post(inviteStaff.path({})).send({ email: ADMIN.email, role: 'viewer' }),
      409,
    );
  });

  it('records an expired invitation withdrawn when the address is invited again', async () => {
    const first = await owner
      .post(inviteStaff.path({}))
      .send({ email: 'kemi@example.com', role: 'viewer' })
      .expect(201);
    await t.dataSource.query(`UPDATE staff_invitations SET expires_at = now() - interval '1 hour'`);
    const again = await change(
      inviteStaff,
      owner.post(inviteStaff.path({})).send({ email: 'kemi@example.com', role: 'viewer' }),
      201,
    );
    expect(again.row('invitation.revoke').entity_id).toBe(String(first.body.data.id));
    expect(again.row('invitation.create').entity_id).toBe(String(again.response.body.data.id));
  });

  it('records an invitation accepted by the new member, and withdrawn by the owner', async () => {
    await owner
      .post(inviteStaff.path({}))
      .send({ email: 'kemi@example.com', role: 'viewer' })
      .expect(201);
    const token = await invitationToken(t.dataSource, 'kemi@example.com');
    const body = { token, name: 'Kemi', password: MEMBER_PASSWORD };
    await nothing(
      t
        .http()
        .post(acceptInvitation.path({}))
        .send({ ...body, token: 'not-a-real-token' }),
      404,
    );
    const accepted = await change(
      acceptInvitation,
      t.agent().post(acceptInvitation.path({})).send(body),
    );
    const memberId = await adminIdOf('kemi@example.com');
    expect(accepted.row('invitation.accept')).toMatchObject({
      account_id: memberId,
      account_email: 'kemi@example.com',
      account_role: 'viewer',
      changes: {
        accepted_at: { before: null, after: expect.any(String) },
        account_id: { before: null, after: memberId },
      },
    });
    expect(accepted.row('account.create').changes).toMatchObject({
      email: { before: null, after: 'kemi@example.com' },
      role: { before: null, after: 'viewer' },
      password_hash: { before: null, after: '[hidden]' },
    });
    await nothing(t.http().post(acceptInvitation.path({})).send(body), 410);
    const trail = await trailText();
    expect(trail).not.toContain(token);
    expect(trail).not.toContain(MEMBER_PASSWORD);

    const open = await owner
      .post(inviteStaff.path({}))
      .send({ email: 'bayo@example.com', role: 'dispatcher' })
      .expect(201);
    const id = open.body.data.id as number;
    const revoked = await change(
      revokeInvitation,
      owner.delete(revokeInvitation.path({})).send({ id }),
    );
    expect(revoked.row('invitation.revoke')).toMatchObject({
      entity_id: String(id),
      account_email: ADMIN.email,
      changes: { revoked_at: { before: null, after: expect.any(String) } },
    });
    await nothing(owner.delete(revokeInvitation.path({})).send({ id }), 404);
  });

  it('records a role change, a disable and an enable, before → after, and nothing refused', async () => {
    const admin = await invitedMember(t, owner, 'admin');
    await invitedMember(t, owner, 'dispatcher');
    const id = await adminIdOf('dispatcher@example.com');
    const ownerId = await adminIdOf(ADMIN.email);

    const role = await change(
      updateStaffMember,
      owner.patch(updateStaffMember.path({})).send({ id, role: 'viewer' }),
    );
    expect(role.row('account.role_change')).toMatchObject({
      entity_id: String(id),
      account_email: ADMIN.email,
      account_role: 'owner',
      changes: { role: { before: 'dispatcher', after: 'viewer' } },
    });
    const off = await change(
      updateStaffMember,
      owner.patch(updateStaffMember.path({})).send({ id, disabled: true }),
    );
    expect(off.row('account.disable').changes).toEqual({
      disabled: { before: false, after: true },
    });
    const both = await change(
      updateStaffMember,
      owner.patch(updateStaffMember.path({})).send({ id, disabled: false, role: 'dispatcher' }),
    );
    expect(both.row('account.enable').changes).toEqual({
      disabled: { before: true, after: false },
    });
    expect(both.row('account.role_change').changes).toEqual({
      role: { before: 'viewer', after: 'dispatcher' },
    });

    // Nothing to change, the owner's own account, a stranger's id, an admin's try: no row.
    await nothing(owner.patch(updateStaffMember.path({})).send({ id, role: 'dispatcher' }), 200);
    await nothing(
      owner.patch(updateStaffMember.path({})).send({ id: ownerId, role: 'viewer' }),
      409,
    );
    await nothing(owner.patch(updateStaffMember.path({})).send({ id: 999, role: 'viewer' }), 404);
    await nothing(admin.patch(updateStaffMember.path({})).send({ id, role: 'viewer' }), 403);
  });

  it('records a hand-over as each account’s role before → after', async () => {
    await invitedMember(t, owner, 'admin');
    await invitedMember(t, owner, 'viewer');
    const ownerId = await adminIdOf(ADMIN.email);
    const adminId = await adminIdOf('admin@example.com');
    const viewerId = await adminIdOf('viewer@example.com');
    await owner
      .patch(updateStaffMember.path({}))
      .send({ id: viewerId, disabled: true })
      .expect(200);
    await nothing(owner.post(handOverOwnership.path({})).send({ id: viewerId }), 409);

    const handed = await change(
      handOverOwnership,
      owner.post(handOverOwnership.path({})).send({ id: adminId }),
    );
    expect(handed.rows.map((row) => [row.entity_id, row.changes])).toEqual([
      [String(ownerId), { role: { before: 'owner', after: 'admin' } }],
      [String(adminId), { role: { before: 'admin', after: 'owner' } }],
    ]);
    expect(handed.rows.every((row) => row.action === 'handover')).toBe(true);
    expect(handed.rows[0]).toMatchObject({ account_email: ADMIN.email, account_role: 'owner' });
    // No longer the owner: a second try is refused and leaves nothing.
    await nothing(owner.post(handOverOwnership.path({})).send({ id: adminId }), 403);
  });
});

describe('parcels, their picture and history', () => {
  it('records a parcel made, changed, its picture uploaded and replaced, and deleted with it', async () => {
    const created = await change(
      createParcel,
      owner
        .post(createParcel.path({}))
        .send({ tracking_code: 'WB-1', recipient_name: 'Ada', destination: 'Lagos' }),
      201,
    );
    const id = created.response.body.data.id as number;
    expect(created.row('parcel.create').changes.destination).toEqual({
      before: null,
      after: 'Lagos',
    });
    // Placed in Lagos by the gazetteer, the parcel's map is on from the start.
    const map = await change(
      updateParcel,
      owner.patch(updateParcel.path({})).send({ id, show_map: 'no', map_zoom: 7 }),
    );
    expect(map.row('parcel.update').changes).toMatchObject({
      show_map: { before: 'yes', after: 'no' },
    });

    const uploaded = await change(
      uploadParcelImage,
      owner
        .post(uploadParcelImage.path({}))
        .field('id', String(id))
        .attach('image', tinyPng(), 'box.png'),
      201,
    );
    const first = uploaded.row('parcel.update').changes.image;
    expect(first).toEqual({ before: null, after: expect.stringMatching(/\.\w+$/) });
    await nothing(
      owner
        .post(uploadParcelImage.path({}))
        .field('id', String(id))
        .attach('image', Buffer.from('GIF89a not a picture'), 'box.png'),
      400,
    );
    const replaced = await change(
      uploadParcelImage,
      owner
        .post(uploadParcelImage.path({}))
        .field('id', String(id))
        .attach('image', solidPng(8, [200, 30, 30]), 'again.png'),
      201,
    );
    const second = replaced.row('parcel.update').changes.image;
    expect(second).toEqual({ before: first.after, after: expect.stringMatching(/\.\w+$/) });
    expect(second.after).not.toBe(first.after);

    const removed = await change(deleteParcel, owner.delete(deleteParcel.path({})).send({ id }));
    expect(removed.row('parcel.delete').changes.image).toEqual({
      before: second.after,
      after: null,
    });
    await nothing(owner.delete(deleteParcel.path({})).send({ id }), 404);
  });

  it('records a history entry added (with its e-mails), changed and deleted', async () => {
    const parcel = await parcelWithRecipientEmail();
    await nothing(
      owner
        .post(createActivity.path({}))
        .send({ parcel_id: 99_999, title: 'Lost', description: 'Nowhere' }),
      404,
    );
    const added = await change(
      createActivity,
      owner
        .post(createActivity.path({}))
        .send({ parcel_id: parcel.id, title: 'Picked up', description: 'At the depot' }),
      201,
    );
    const id = added.response.body.data.id as number;
    expect(added.row('activity.create').changes.title).toEqual({
      before: null,
      after: 'Picked up',
    });
    expect(added.row('mail.create').changes.to_address).toEqual({
      before: null,
      after: 'ada@example.com',
    });
    const edited = await change(
      updateActivity,
      owner.patch(updateActivity.path({})).send({ id, title: 'Collected' }),
    );
    expect(edited.row('activity.update').changes).toEqual({
      title: { before: 'Picked up', after: 'Collected' },
    });
    const removed = await change(
      deleteActivity,
      owner.delete(deleteActivity.path({})).send({ id }),
    );
    expect(removed.row('activity.delete').entity_id).toBe(String(id));
  });

  it('records an update of a parcel with its entry and e-mail as one row', async () => {
    const parcel = await parcelWithRecipientEmail();
    await nothing(
      owner.post(contract.addParcelUpdate.path({ code: 'WB-1' })).send({ stage: 'nowhere' }),
      400,
    );
    const added = await change(
      contract.addParcelUpdate,
      owner
        .post(contract.addParcelUpdate.path({ code: 'WB-1' }))
        .send({ stage: 'in_transit', location: 'Accra', note: 'Sorted', notify: true }),
      201,
    );
    const row = added.row('parcel.update');
    expect(row.entity_id).toBe(String(parcel.id));
    expect(row.changes).toMatchObject({
      status: { before: null, after: 'In transit' },
      stage: { before: null, after: 'in_transit' },
      current_location: { before: null, after: 'Accra' },
      history_entry: { before: null, after: { title: 'In transit', description: 'Sorted' } },
      notified: { before: null, after: ['ada@example.com'] },
    });
    // The newest entry of an update puts the parcel back, with its edit or its delete.
    const entryId = added.response.body.data.history.data[0].id as number;
    const restored = await change(
      updateActivity,
      owner
        .patch(updateActivity.path({}))
        .send({ id: entryId, title: 'Not yet', restore_parcel: true }),
    );
    expect(restored.row('parcel.update').changes).toMatchObject({
      status: { before: 'In transit', after: null },
      current_location: { before: 'Accra', after: null },
    });
    await owner
      .post(contract.addParcelUpdate.path({ code: 'WB-1' }))
      .send({ stage: 'delivered' })
      .expect(201);
    const newest = await owner.get(contract.trackParcel.path({ code: 'WB-1' })).expect(200);
    const removed = await change(
      deleteActivity,
      owner
        .delete(deleteActivity.path({}))
        .send({ id: newest.body.data.history.data[0].id, restore_parcel: true }),
    );
    expect(removed.row('parcel.update').changes.status).toEqual({
      before: 'Delivered',
      after: null,
    });
  });

  it('writes nothing for a viewer’s or a dispatcher’s refused change', async () => {
    const parcel = await newParcel();
    const viewer = await invitedMember(t, owner, 'viewer');
    const dispatcher = await invitedMember(t, owner, 'dispatcher');
    await nothing(viewer.patch(updateParcel.path({})).send({ id: parcel.id, status: 'Lost' }), 403);
    await nothing(viewer.delete(deleteParcel.path({})).send({ id: parcel.id }), 403);
    await nothing(
      viewer
        .post(uploadParcelImage.path({}))
        .field('id', String(parcel.id))
        .attach('image', tinyPng(), 'box.png'),
      403,
    );
    await nothing(dispatcher.patch(updateSettings.path({})).send({ company_name: 'Mine' }), 403);
    await nothing(dispatcher.post(createPage.path({})).send({ title: 'Mine', content: 'x' }), 403);
  });
});

describe('content, settings, invoices and mail', () => {
  it('records pages, reviews (with their photo) and settings', async () => {
    const page = await change(
      createPage,
      owner.post(createPage.path({})).send({ title: 'Rates', content: 'Our rates' }),
      201,
    );
    const pageId = page.response.body.data.id as number;
    page.row('page.create');
    const renamed = await change(
      updatePage,
      owner.patch(updatePage.path({})).send({ id: pageId, title: 'Prices' }),
    );
    expect(renamed.row('page.update').changes.title).toEqual({ before: 'Rates', after: 'Prices' });
    const gone = await change(deletePage, owner.delete(deletePage.path({})).send({ id: pageId }));
    expect(gone.row('page.delete').changes.title).toEqual({ before: 'Prices', after: null });

    const review = await change(
      createReview,
      owner
        .post(createReview.path({}))
        .field('name', 'Bola')
        .field('review', 'Quick')
        .attach('image', tinyPng(), 'bola.png'),
      201,
    );
    const photo = review.row('review.create').changes.image;
    expect(photo).toEqual({ before: null, after: expect.stringMatching(/\.\w+$/) });
    const reviewId = review.response.body.data.id as number;
    const deleted = await change(
      deleteReview,
      owner.delete(deleteReview.path({})).send({ id: reviewId }),
    );
    expect(deleted.row('review.delete').changes.image).toEqual({
      before: photo.after,
      after: null,
    });

    const settings = await change(
      updateSettings,
      owner.patch(updateSettings.path({})).send({ company_name: 'Swift Couriers' }),
    );
    expect(settings.row('settings.update').changes).toEqual({
      company_name: { before: 'Waybill', after: 'Swift Couriers' },
    });
    await nothing(owner.patch(updateSettings.path({})).send({ colour: 'red' }), 400);

    const logo = await change(
      uploadCompanyLogo,
      owner.post(uploadCompanyLogo.path({})).attach('image', tinyPng(), 'logo.png'),
    );
    const logoName = logo.row('settings.update').changes.company_logo;
    expect(logoName).toEqual({ before: '', after: expect.stringMatching(/\.png$/) });
    await nothing(
      owner
        .post(uploadCompanyLogo.path({}))
        .attach('image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png'),
      400,
    );
    const unlogo = await change(removeCompanyLogo, owner.delete(removeCompanyLogo.path({})));
    expect(unlogo.row('settings.update').changes).toEqual({
      company_logo: { before: logoName.after, after: '' },
    });
  });

  it('records invoices, mail sent and a message queued again', async () => {
    const invoice = await change(
      createInvoice,
      owner.post(createInvoice.path({})).send({ product: 'Express' }),
      201,
    );
    expect(invoice.row('invoice.create').changes.product).toEqual({
      before: null,
      after: 'Express',
    });
    await nothing(
      owner.post(createInvoice.path({})).send({ product: 'Box', tracking_code: 'NOPE-1' }),
      400,
    );

    const sent = await change(
      sendEmail,
      owner.post(sendEmail.path({})).send({
        reply_to: 'desk@example.com',
        to: 'ada@example.com',
        subject: 'Your parcel',
        body: 'Hello',
        password: 'smtp-secret-9',
      }),
    );
    expect(sent.row('mail.create').changes).toMatchObject({
      to_address: { before: null, after: 'ada@example.com' },
      subject: { before: null, after: 'Your parcel' },
      text: { before: null, after: '[hidden]' },
    });
    expect(await trailText()).not.toContain('smtp-secret-9');

    const [failed] = (await t.dataSource.query(
      `INSERT INTO outbox_messages (to_address, from_address, subject, text, status, next_attempt_at)
       VALUES ('a@example.com', 'desk@example.com', 'Late', 'body', 'failed', now()) RETURNING id`,
    )) as { id: number }[];
    const retried = await change(
      retryOutboxMessage,
      owner.post(retryOutboxMessage.path({})).send({ id: failed.id }),
    );
    expect(retried.row('mail.update').changes).toEqual({
      status: { before: 'failed', after: 'queued' },
    });
    await nothing(owner.post(retryOutboxMessage.path({})).send({ id: 99_999 }), 404);

    const [waiting] = (await t.dataSource.query(
      `INSERT INTO outbox_messages (to_address, from_address, subject, text, secret, status, next_attempt_at)
       VALUES ('b@example.com', 'desk@example.com', 'PIN', 'PIN 123456', true, 'queued', now()) RETURNING id`,
    )) as { id: number }[];
    const revealed = await change(
      revealOutboxMessage,
      owner.post(revealOutboxMessage.path({})).send({ id: waiting.id }),
    );
    expect(revealed.row('mail.reveal')).toMatchObject({
      entity_id: String(waiting.id),
      changes: { subject: { before: null, after: 'PIN' } },
    });
    expect(await trailText()).not.toContain('123456');
    await nothing(owner.post(revealOutboxMessage.path({})).send({ id: 99_999 }), 404);

    const server = await change(
      updateMailServer,
      owner
        .patch(updateMailServer.path({}))
        .send({ host: 'mail.example.com', port: 465, security: 'tls', password: 'mail-secret-7' }),
    );
    expect(server.row('settings.update').changes).toMatchObject({
      host: { before: '', after: 'mail.example.com' },
      password_sealed: { before: '[hidden]', after: '[hidden]' },
    });
    expect(await trailText()).not.toContain('mail-secret-7');
    await nothing(owner.patch(updateMailServer.path({})).send({ port: 0 }), 400);
  });

  it('records a failed background job run again', async () => {
    const [dead] = (await t.dataSource.query(
      `INSERT INTO jobs (name, payload, state, attempts, last_error, finished_at)
       VALUES ('housekeeping.sweep', '{}', 'failed', 8, 'the far side is down', now())
       RETURNING id::int AS id`,
    )) as { id: number }[];
    const retried = await change(retryJob, owner.post(retryJob.path({})).send({ id: dead.id }));
    expect(retried.row('job.update').changes).toEqual({
      state: { before: 'failed', after: 'queued' },
      attempts: { before: 8, after: 0 },
    });
    await nothing(owner.post(retryJob.path({})).send({ id: dead.id }), 409);
  });

  it("records a failed mail delivery run again as the outbox's Retry of its message", async () => {
    const [failed] = (await t.dataSource.query(
      `INSERT INTO outbox_messages (to_address, from_address, subject, text, status, next_attempt_at)
       VALUES ('a@example.com', 'desk@example.com', 'Late', 'body', 'failed', now()) RETURNING id`,
    )) as { id: number }[];
    const [dead] = (await t.dataSource.query(
      `INSERT INTO jobs (name, payload, key, state, attempts, last_error, finished_at)
       VALUES ('mail.deliver', $1::jsonb, $2, 'failed', 8, 'the far side is down', now())
       RETURNING id::int AS id`,
      [JSON.stringify({ outboxId: Number(failed.id) }), `outbox:${failed.id}`],
    )) as { id: number }[];
    const retried = await change(retryJob, owner.post(retryJob.path({})).send({ id: dead.id }));
    expect(retried.rows.map(kindOf)).toEqual(['mail.update']);
    expect(retried.row('mail.update')).toMatchObject({
      entity_id: String(failed.id),
      changes: { status: { before: 'failed', after: 'queued' } },
    });
    // Its message waits already (no MAIL_URL here): brought forward, nothing written.
    await nothing(owner.post(retryJob.path({})).send({ id: dead.id }), 200);
  });
});

describe('webhooks', () => {
  it('records an endpoint added, changed, given a new secret, a delivery resent and the endpoint deleted, never a secret', async () => {
    // A public address written as such: saved without a DNS lookup.
    const url = 'https://93.184.215.14/hooks';
    const created = await change(
      createWebhookEndpoint,
      owner.post(createWebhookEndpoint.path({})).send({ url, events: ['parcel.created'] }),
      201,
    );
    const endpoint = created.response.body.data as { id: number; secret: string };
    expect(created.row('webhook.create').changes).toMatchObject({
      url: { before: null, after: url },
      events: { before: null, after: ['parcel.created'] },
    });
    const id = String(endpoint.id);
    const updated = await change(
      updateWebhookEndpoint,
      owner.patch(updateWebhookEndpoint.path({ id })).send({ enabled: false }),
    );
    expect(updated.row('webhook.update').changes).toEqual({
      enabled: { before: true, after: false },
    });
    const rotated = await change(rotateWebhookSecret, owner.post(rotateWebhookSecret.path({ id })));
    expect(rotated.row('webhook.update').changes).toEqual({
      secret: { before: '[hidden]', after: '[hidden]' },
    });
    const [delivery] = (await t.dataSource.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload, status)
       VALUES ($1, 'msg_audit', 'parcel.created', '{}', 'failed') RETURNING id::int AS id`,
      [endpoint.id],
    )) as { id: number }[];
    await change(
      resendWebhookDelivery,
      owner.post(resendWebhookDelivery.path({ id: String(delivery.id) })),
    );
    await nothing(
      owner
        .post(createWebhookEndpoint.path({}))
        .send({ url: 'https://169.254.169.254/', events: ['parcel.created'] }),
      400,
    );
    await change(deleteWebhookEndpoint, owner.delete(deleteWebhookEndpoint.path({ id })));
    const trail = await trailText();
    expect(trail).not.toContain(endpoint.secret);
    expect(trail).not.toContain((rotated.response.body.data as { secret: string }).secret);
  });
});

describe('visitors', () => {
  it('records a contact message with no account', async () => {
    // Mail goes only to an address the company set (a new install's is made up).
    await owner
      .patch(updateSettings.path({}))
      .send({ contact_email: 'desk@harbour.test' })
      .expect(200);
    const message = await change(
      sendContactMessage,
      t.http().post(sendContactMessage.path({})).set('User-Agent', 'Visitor/1.0').send({
        email: 'ada@example.com',
        subject: 'Where is my parcel?',
        body: 'WB-1 is late.',
      }),
    );
    expect(message.row('mail.create')).toMatchObject({
      account_id: null,
      account_email: null,
      account_role: null,
      user_agent: 'Visitor/1.0',
    });
    // Kept in the inbox: who wrote and about what, never the words.
    const kept = message.row('message.create');
    expect(kept).toMatchObject({ account_id: null, user_agent: 'Visitor/1.0' });
    expect(kept.changes.subject).toEqual({ before: null, after: 'Where is my parcel?' });
    expect(kept.changes.body).toEqual({ before: null, after: '[hidden]' });
    await nothing(t.http().post(sendContactMessage.path({})).send({ email: 'x' }), 400);

    const id = Number(kept.entity_id);
    const read = await change(
      updateInboxMessage,
      owner.patch(updateInboxMessage.path({})).send({ id, status: 'read' }),
    );
    expect(read.row('message.update').changes).toEqual({
      status: { before: 'new', after: 'read' },
    });
    await nothing(
      owner.patch(updateInboxMessage.path({})).send({ id: 99_999, status: 'read' }),
      404,
    );
    const answered = await change(
      replyToInboxMessage,
      owner.post(replyToInboxMessage.path({})).send({ id, subject: 'Re: parcel', body: 'Friday.' }),
    );
    expect(answered.row('message.update').changes.status).toEqual({
      before: 'read',
      after: 'answered',
    });
    expect(answered.row('mail.create').changes.text).toEqual({ before: null, after: '[hidden]' });
  });

  it('records a visitor’s rating of a delivery with no account, and its approval', async () => {
    await newParcel({ stage: 'delivered' });
    await nothing(
      t
        .http()
        .post(rateParcel.path({ code: 'NOPE' }))
        .send({ rating: 5, comment: 'x' }),
      404,
    );
    const rated = await change(
      rateParcel,
      t
        .http()
        .post(rateParcel.path({ code: 'wb-1' }))
        .send({ rating: 5, comment: 'On time' }),
    );
    const created = rated.row('review.create');
    expect(created).toMatchObject({
      account_id: null,
      changes: expect.objectContaining({
        rating: { before: null, after: 5 },
        status: { before: null, after: 'pending' },
      }),
    });
    const approved = await change(
      approveReview,
      owner.post(approveReview.path({})).send({ id: Number(created.entity_id) }),
    );
    expect(approved.row('review.update').changes).toEqual({
      status: { before: 'pending', after: 'approved' },
    });
  });

  it('records a subscription asked, confirmed and stopped, and a recipient’s unsubscribe', async () => {
    const parcel = await newParcel();
    const links = t.app.get(SiteLinks);
    await nothing(
      t
        .http()
        .post(subscribeToParcel.path({ code: 'NOPE' }))
        .send({ email: 'friend@example.com' }),
      200,
    );
    const asked = await change(
      subscribeToParcel,
      t
        .http()
        .post(subscribeToParcel.path({ code: 'wb-1' }))
        .send({ email: 'friend@example.com' }),
    );
    const subscription = asked.row('subscription.create');
    expect(subscription).toMatchObject({
      account_id: null,
      changes: expect.objectContaining({
        email: { before: null, after: 'friend@example.com' },
        parcel_id: { before: null, after: parcel.id },
      }),
    });
    asked.row('mail.create');
    const id = Number(subscription.entity_id);

    const link = async (
      endpoint: Endpoint,
      subject: 'confirm' | 'subscriber' | 'parcel',
      of: number,
    ) => `${endpoint.route}?${subject}=${of}&token=${await links.sign(subject, of)}`;
    await nothing(
      t.http().post(`${confirmSubscription.route}?confirm=${id}&token=${'x'.repeat(32)}`),
      400,
    );
    const confirmed = await change(
      confirmSubscription,
      t.http().post(await link(confirmSubscription, 'confirm', id)),
    );
    expect(confirmed.row('subscription.update').changes).toEqual({
      confirmed_at: { before: null, after: expect.any(String) },
    });
    const stopped = await change(
      unsubscribe,
      t.http().post(await link(unsubscribe, 'subscriber', id)),
    );
    expect(stopped.row('subscription.update').changes).toEqual({
      unsubscribed_at: { before: null, after: expect.any(String) },
    });
    const recipient = await change(
      unsubscribe,
      t.http().post(await link(unsubscribe, 'parcel', parcel.id)),
    );
    expect(recipient.row('parcel.update')).toMatchObject({
      entity_id: String(parcel.id),
      account_id: null,
      changes: { notifications_off: { before: false, after: true } },
    });
    // Already off: nothing to record.
    await nothing(t.http().post(await link(unsubscribe, 'parcel', parcel.id)), 200);
  });

  it('records a recipient’s delivery choice as the parcel’s update, and a subscriber’s chosen e-mails', async () => {
    const parcel = await parcelWithRecipientEmail();
    const choose = (answer: string) =>
      t
        .http()
        .post(setDeliveryPreference.path({ code: 'WB-1' }))
        .send({ answer, preference: { kind: 'depot' } });
    await nothing(choose('nobody@example.com'), 403);
    const chosen = await change(setDeliveryPreference, choose('ada@example.com'));
    expect(chosen.row('parcel.update')).toMatchObject({
      entity_id: String(parcel.id),
      account_id: null,
      changes: {
        delivery_preference: { before: null, after: expect.objectContaining({ kind: 'depot' }) },
        history_entry: {
          before: null,
          after: expect.objectContaining({
            title: 'Recipient asked to hold it at the depot for collection',
          }),
        },
      },
    });

    await t
      .http()
      .post(subscribeToParcel.path({ code: 'wb-1' }))
      .send({ email: 'friend@example.com' })
      .expect(200);
    const [{ id }] = await t.dataSource.query('SELECT id FROM parcel_subscribers');
    const token = await t.app.get(SiteLinks).sign('subscriber', id);
    const manage = (signature: string) =>
      t
        .http()
        .post(`${manageSubscription.route}?subscriber=${id}&token=${signature}`)
        .type('form')
        .send('events=delivered&language=fr');
    await nothing(manage('x'.repeat(32)), 400);
    const saved = await change(manageSubscription, manage(token));
    expect(saved.row('subscription.update').changes).toEqual({
      events: { before: null, after: ['delivered'] },
      language: { before: 'en', after: 'fr' },
    });
  });
});

describe('the chain itself', () => {
  it('records a checkpoint exported by the owner, nothing for a check or an admin refused', async () => {
    await newParcel();
    const exported = await change(
      exportAuditCheckpoint,
      owner.post(exportAuditCheckpoint.path({})),
      201,
    );
    expect(exported.row('audit.checkpoint_export')).toMatchObject({
      account_email: ADMIN.email,
      account_role: 'owner',
      entity_id: null,
      changes: {},
    });
    const { checkpoint } = exported.response.body.data;
    await nothing(owner.post(checkAuditCheckpoint.path({})).send(checkpoint), 200);
    const admin = await invitedMember(t, owner, 'admin');
    await nothing(admin.post(exportAuditCheckpoint.path({})), 403);
  });
});

describe('a change and its row', () => {
  /** Runs `act` while the trail refuses every insert: the change must not happen without its row. */
  async function withTrailRefusing(act: () => Promise<unknown>): Promise<void> {
    await t.dataSource.query(
      `ALTER TABLE audit_log ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`,
    );
    try {
      await act();
    } finally {
      await t.dataSource.query(`ALTER TABLE audit_log DROP CONSTRAINT refuse_all`);
    }
  }

  it('commit together: staff, invitations and the two-factor requirement stay as they were', async () => {
    await invitedMember(t, owner, 'dispatcher');
    const id = await adminIdOf('dispatcher@example.com');
    await ownerWithTotp();
    await withTrailRefusing(async () => {
      await owner.patch(updateStaffMember.path({})).send({ id, role: 'viewer' }).expect(500);
      await owner.post(handOverOwnership.path({})).send({ id }).expect(500);
      await owner
        .post(inviteStaff.path({}))
        .send({ email: 'bayo@example.com', role: 'viewer' })
        .expect(500);
      await owner.patch(updateTwoFactorPolicy.path({})).send({ required: true }).expect(500);
      await owner.post(disableTwoFactor.path({})).send({ password: ADMIN.password }).expect(500);
    });
    const roles = await t.dataSource.query('SELECT email, role FROM admins ORDER BY id');
    expect(roles).toEqual([
      { email: ADMIN.email, role: 'owner' },
      { email: 'dispatcher@example.com', role: 'dispatcher' },
    ]);
    const invitations = await t.dataSource.query(
      `SELECT email FROM staff_invitations WHERE email = 'bayo@example.com'`,
    );
    expect(invitations).toEqual([]);
    const status = await owner.get(contract.getTwoFactor.path({})).expect(200);
    expect(status.body.data).toMatchObject({ totp: true, required: false });
  });
});

describe('API keys', () => {
  it('records a key made and revoked (never its secret), and each change made with it under its name', async () => {
    const made = await change(
      contract.createApiKey,
      owner.post(contract.createApiKey.path({})).send({ name: 'Shop', scopes: ['parcels:write'] }),
      201,
    );
    const { id, secret } = made.response.body.data as { id: number; secret: string };
    expect(made.row('api_key.create')).toMatchObject({
      entity_id: String(id),
      account_email: ADMIN.email,
    });
    const withKey = (test: Test) => test.set('Authorization', `Bearer ${secret}`);
    const created = await change(
      createParcel,
      withKey(t.http().post(createParcel.path({}))).send({
        recipient_name: 'Ada',
        destination: 'Lagos',
      }),
      201,
    );
    expect(created.row('parcel.create')).toMatchObject({
      account_id: null,
      account_email: 'API key: Shop',
    });
    const code = created.response.body.data.tracking_code as string;
    const cancelled = await change(
      contract.cancelParcel,
      withKey(t.http().post(contract.cancelParcel.path({ code }))).send({}),
    );
    expect(cancelled.row('parcel.update').account_email).toBe('API key: Shop');
    await nothing(withKey(t.http().post(contract.cancelParcel.path({ code }))).send({}), 409);
    const revoked = await change(
      contract.revokeApiKey,
      owner.delete(contract.revokeApiKey.path({})).send({ id }),
    );
    expect(revoked.row('api_key.revoke').entity_id).toBe(String(id));
    await nothing(withKey(t.http().post(createParcel.path({}))).send({ recipient_name: 'A' }), 401);
    await nothing(owner.delete(contract.revokeApiKey.path({})).send({ id: 99999 }), 404);
    expect(await trailText()).not.toContain(secret.slice(16));
  });
});

describe('couriers on the road', () => {
  it('records runs changed, a courier’s synced action, a wrong handover code and its reset', async () => {
    const courier = await invitedMember(t, owner, 'courier', 'rider@example.com');
    const courierId = await adminIdOf('rider@example.com');
    const day = new Date().toISOString().slice(0, 10);
    for (const code of ['CR1', 'CR2']) {
      await owner
        .post(createParcel.path({}))
        .send({ tracking_code: code, recipient_name: 'Jane Smith', destination: 'Lagos' })
        .expect(201);
    }
    await owner
      .patch(updateParcel.path({}))
      .send({
        id: (await newParcel({ tracking_code: 'CR3', recipient_email: 'jane@example.com' })).id,
        handover_code_required: true,
      })
      .expect(200);
    const assigned = await change(
      contract.assignToRun,
      owner
        .post(contract.assignToRun.path({}))
        .send({ courier_id: courierId, date: day, codes: ['CR1', 'CR3'] }),
    );
    expect(assigned.row('run.update')).toMatchObject({ entity_id: String(courierId) });
    await change(
      contract.reorderRun,
      owner
        .post(contract.reorderRun.path({}))
        .send({ courier_id: courierId, date: day, codes: ['CR3', 'CR1'] }),
    );
    await nothing(
      owner
        .post(contract.reorderRun.path({}))
        .send({ courier_id: courierId, date: day, codes: ['CR1'] }),
      409,
    );
    const added = await change(
      contract.addMyStop,
      courier.post(contract.addMyStop.path({})).send({ code: 'CR2', date: day }),
    );
    expect(added.row('run.update').account_email).toBe('rider@example.com');
    await change(
      contract.removeFromRun,
      owner
        .delete(contract.removeFromRun.path({}))
        .send({ courier_id: courierId, date: day, code: 'CR2' }),
    );
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const synced = await change(
      contract.syncCourierActions,
      courier.post(contract.syncCourierActions.path({})).send({
        actions: [
          {
            id: crypto.randomUUID(),
            code: 'CR3',
            action: 'out_for_delivery',
            done_at: at(5),
            sequence: 1,
          },
        ],
      }),
    );
    // The handover code's e-mail: its text never in the trail.
    expect(synced.row('mail.create').changes.text).toEqual({ before: null, after: '[hidden]' });
    expect(synced.row('parcel.update')).toMatchObject({
      account_email: 'rider@example.com',
      account_role: 'courier',
    });
    const wrong = await change(
      contract.syncCourierActions,
      courier.post(contract.syncCourierActions.path({})).send({
        actions: [
          {
            id: crypto.randomUUID(),
            code: 'CR3',
            action: 'delivered',
            done_at: at(4),
            sequence: 2,
            received_by: 'J',
            handover_code: 'nope',
          },
        ],
      }),
    );
    expect(wrong.row('parcel.handover_failed').changes).toEqual({
      wrong_tries: { before: 0, after: 1 },
    });
    // Not on the courier's run: refused, nothing written.
    await nothing(
      courier.post(contract.syncCourierActions.path({})).send({
        actions: [
          {
            id: crypto.randomUUID(),
            code: 'CR2',
            action: 'picked_up',
            done_at: at(3),
            sequence: 3,
          },
        ],
      }),
      200,
    );
    await change(
      contract.resetHandoverCode,
      owner.post(contract.resetHandoverCode.path({ code: 'CR3' })),
    );
    await nothing(owner.post(contract.resetHandoverCode.path({ code: 'CR1' })), 409);
    // The codes e-mailed never reach the trail.
    const mails: { text: string }[] = await t.dataSource.query(
      `SELECT text FROM outbox_messages WHERE subject LIKE 'Your handover code%'`,
    );
    const codes = mails.map((mail) => /hand it over: (\d{6})/.exec(mail.text)?.[1]);
    expect(codes).toHaveLength(2);
    const trail = await trailText();
    for (const code of codes) expect(trail).not.toContain(`"${code}"`);
  });
});

describe('bulk actions', () => {
  it('writes one parcel row for a bulk update and one for a bulk delete, and nothing when refused', async () => {
    const first = await newParcel({ tracking_code: 'WB-B1' });
    const second = await newParcel({ tracking_code: 'WB-B2' });
    const updated = await change(
      contract.runBulkAction,
      owner.post(contract.runBulkAction.path({})).send({
        selection: { ids: [first.id, second.id] },
        action: 'update',
        update: { stage: 'in_transit', location: 'Accra' },
      }),
      201,
    );
    expect(updated.rows.map(kindOf)).toEqual(['parcel.update']);
    // An id that names no parcel: refused whole, nothing written.
    await nothing(
      owner
        .post(contract.runBulkAction.path({}))
        .send({ selection: { ids: [first.id, 999_999] }, action: 'delete' }),
      404,
    );
    const deleted = await change(
      contract.runBulkAction,
      owner
        .post(contract.runBulkAction.path({}))
        .send({ selection: { ids: [first.id, second.id] }, action: 'delete' }),
      201,
    );
    expect(deleted.rows.map(kindOf)).toEqual(['parcel.delete']);
  });
});

describe('data requests', () => {
  it("writes a person's export and erasure, and nothing for a look-up or a refusal", async () => {
    await owner
      .post(contract.createParcel.path({}))
      .send({ tracking_code: 'GDPR-1', recipient_name: 'Ada', destination: 'Lagos' })
      .expect(201);
    await t.dataSource.query(
      `UPDATE parcels SET recipient_email = 'ada@example.com' WHERE tracking_code = 'GDPR-1'`,
    );
    const person = { email: 'Ada@Example.com' };
    await nothing(owner.post(contract.findPersonalData.path({})).send(person), 200);
    const exported = await change(
      contract.exportPersonalData,
      owner.post(contract.exportPersonalData.path({})).send(person),
    );
    expect(exported.row('personal_data.export').changes.email).toEqual({
      before: null,
      after: 'ada@example.com',
    });
    await nothing(owner.post(contract.erasePersonalData.path({})).send(person), 400);
    const erased = await change(
      contract.erasePersonalData,
      owner.post(contract.erasePersonalData.path({})).send({ ...person, confirm: true }),
    );
    expect(erased.row('personal_data.erase').changes.erased).toEqual({
      before: null,
      after: { parcels: 1 },
    });
  });
});

describe('parcel imports', () => {
  it('writes the upload, the dry run and the import, and nothing when refused', async () => {
    const csv = Buffer.from('reference,recipient_name,destination\r\nAC-1,Ada,Lagos\r\n');
    const uploaded = await change(
      contract.uploadParcelImport,
      owner
        .post(contract.uploadParcelImport.path({}))
        .attach('file', csv, { filename: 'a.csv', contentType: 'text/csv' }),
      201,
    );
    const { id, mapping } = uploaded.response.body.data as { id: number; mapping: object };
    expect(uploaded.row('parcel_import.create').changes.rows).toEqual({ before: null, after: 1 });
    const checked = await change(
      contract.checkParcelImport,
      owner.post(contract.checkParcelImport.path({ id })).send({ mapping }),
    );
    expect(checked.row('parcel_import.update').changes.state).toEqual({
      before: 'uploaded',
      after: 'checking',
    });
    await nothing(
      owner.post(contract.runParcelImport.path({ id: 999_999 })).send({ mode: 'good_rows' }),
      404,
    );
    await t.app.get(JobWorker).runDue();
    const run = await change(
      contract.runParcelImport,
      owner.post(contract.runParcelImport.path({ id })).send({ mode: 'all_or_nothing' }),
    );
    // The start; the job, woken as the call commits, may add the end's row under its request.
    const started = run.rows.find((row) => row.changes.mode);
    expect(started?.changes.mode).toEqual({ before: null, after: 'all_or_nothing' });
    // An import runs once: a second run is refused and writes nothing.
    await nothing(
      owner.post(contract.runParcelImport.path({ id })).send({ mode: 'good_rows' }),
      409,
    );
    await nothing(
      owner
        .post(contract.uploadParcelImport.path({}))
        .attach('file', Buffer.from('GIF89a'), { filename: 'a.csv', contentType: 'text/csv' }),
      400,
    );
  });
});

describe('the whole trail', () => {
  it('has seen every kind each route declares written by a call above', () => {
    const missing = ROUTE_AUDIT.flatMap((entry) =>
      'writes' in entry.audit
        ? entry.audit.writes
            .filter((kind) => !seen.get(routeOf(entry.endpoint))?.has(kind))
            .map((kind) => `${routeOf(entry.endpoint)} → ${kind}`)
        : [],
    );
    expect(missing).toEqual([]);
  });

  it('stays a valid chain after all of it', async () => {
    await newParcel();
    await owner.patch(updateStaffMember.path({})).send({ id: 999, role: 'viewer' }).expect(404);
    const verified = await owner.get(verifyAudit.path({})).expect(200);
    expect(verified.body.data.ok).toBe(true);
  });
});
