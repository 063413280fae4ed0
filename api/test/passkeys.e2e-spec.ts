import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import {
  type PasskeyOptions,
  addPasskey,
  enableTotp,
  getGraph,
  listPasskeys,
  listStaff,
  passkeySignin,
  removePasskey,
  renamePasskey,
  signIn,
  startPasskeyRegistration,
  startPasskeySignin,
  startPasskeyStep,
  startTotp,
  updateStaffMember,
  updateTwoFactorPolicy,
  verifyPasskeyStep,
  verifySignin,
} from '@waybill/shared';
import { HOSTILE_VALUES } from '../../test-kit/hostile-values.mjs';
import { timeStepOf, totpCodeAt } from '../src/auth/two-factor/totp.js';
import { ADMIN, type StaffAgent, type TestApp, signedInAgent, startTestApp } from './harness.js';
import { type Ceremony, SoftAuthenticator } from './soft-authenticator.js';
import { MEMBER_PASSWORD, invitedMember } from './staff-kit.js';

/**
 * Passkeys: registering, listing, renaming and removing them; a passkey as the second step of a
 * password sign-in and alone; and the answers an attacker might replay or forge.
 */
const SITE = 'https://waybill.example';
const RP_ID = 'waybill.example';
const OWNER_PROOF = { password: ADMIN.password };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: SITE });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Agent = ReturnType<TestApp['agent']>;

const optionsOf = (body: { data: PasskeyOptions }) => body.data;

/** Adds a passkey made by `authenticator` to the agent's account; answers its id. */
async function addKey(
  agent: Agent,
  authenticator: SoftAuthenticator,
  name = 'Work laptop',
  proof: Record<string, string> = { password: ADMIN.password },
): Promise<number> {
  const options = optionsOf(
    (await agent.post(startPasskeyRegistration.path({})).send(proof).expect(200)).body,
  );
  const response = authenticator.create(options);
  const added = await agent.post(addPasskey.path({})).send({ name, response });
  if (added.status !== 201) throw new Error(JSON.stringify(added.body));
  return added.body.data.id;
}

const passwordStep = (agent: Agent, email = ADMIN.email, password = ADMIN.password) =>
  agent.post(signIn.path({})).field('email', email).field('password', password);

const signedInAs = async (agent: Agent) =>
  ((await agent.get(getGraph.path({})).expect(200)).body.data.admin || null) as {
    email: string;
  } | null;

/** Starts a sign-in with a passkey alone and answers it as `authenticator` does. */
async function passkeyAlone(agent: Agent, authenticator: SoftAuthenticator, ceremony?: Ceremony) {
  const options = optionsOf((await agent.post(startPasskeySignin.path({})).expect(200)).body);
  return agent
    .post(passkeySignin.path({}))
    .send({ response: authenticator.get(options, ceremony) });
}

async function auditRows(action: string) {
  return (await t.dataSource.query(
    `SELECT account_email, entity, entity_id, action, changes FROM audit_log
     WHERE action = $1 ORDER BY id`,
    [action],
  )) as Array<{
    account_email: string | null;
    entity: string;
    entity_id: string | null;
    action: string;
    changes: Record<string, { before: unknown; after: unknown }>;
  }>;
}

describe('an account’s passkeys', () => {
  it('are added with a browser ceremony and the password, listed, renamed and removed', async () => {
    const owner = await signedInAgent(t);
    const authenticator = new SoftAuthenticator(SITE, RP_ID);

    // A session alone cannot add a way in: starting needs the password (or a code).
    const bare = await owner.post(startPasskeyRegistration.path({})).send({}).expect(400);
    expect(bare.body.error_codes).toEqual(['twofactor.password_or_code']);
    const wrong = await owner
      .post(startPasskeyRegistration.path({}))
      .send({ password: 'not-the-password' })
      .expect(400);
    expect(wrong.body.error_codes).toEqual(['auth.wrong_current_password']);

    const options = optionsOf(
      (await owner.post(startPasskeyRegistration.path({})).send(OWNER_PROOF).expect(200)).body,
    );
    // The RP is PUBLIC_URL's host; the account is named by its e-mail, its handle is opaque.
    expect(options.rp).toEqual({ name: 'Waybill', id: RP_ID });
    expect((options.user as { name: string }).name).toBe(ADMIN.email);
    const handle = Buffer.from((options.user as { id: string }).id, 'base64url');
    expect(handle).toHaveLength(32);
    expect(handle.toString()).not.toContain(ADMIN.email);
    expect(options.attestation).toBe('none');
    expect(options.challenge).toMatch(/^[\w-]{43}$/);

    const response = authenticator.create(options);
    const added = await owner
      .post(addPasskey.path({}))
      .send({ name: '  Laptop  ', response })
      .expect(201);
    expect(added.body.data).toEqual({
      id: 1,
      name: 'Laptop',
      created_at: expect.any(String),
      last_used_at: null,
    });

    // The next ceremony excludes the passkey already registered.
    const next = optionsOf(
      (await owner.post(startPasskeyRegistration.path({})).send(OWNER_PROOF).expect(200)).body,
    );
    expect(next.excludeCredentials).toEqual([
      { id: authenticator.credentials[0].id, type: 'public-key', transports: ['internal'] },
    ]);
    await owner
      .post(addPasskey.path({}))
      .send({ name: 'Phone', response: authenticator.create(next) })
      .expect(201);

    const list = await owner.get(listPasskeys.path({})).expect(200);
    expect(list.body.data.map((key: { name: string }) => key.name)).toEqual(['Laptop', 'Phone']);

    const renamed = await owner
      .patch(renamePasskey.path({}))
      .send({ id: 1, name: 'Office laptop' })
      .expect(200);
    expect(renamed.body.data.name).toBe('Office laptop');

    await owner.delete(removePasskey.path({})).send({ id: 2 }).expect(400);
    await owner
      .delete(removePasskey.path({}))
      .send({ id: 2, password: 'not-the-password' })
      .expect(400);
    await owner
      .delete(removePasskey.path({}))
      .send({ id: 2, password: ADMIN.password })
      .expect(200);
    const after = await owner.get(listPasskeys.path({})).expect(200);
    expect(after.body.data.map((key: { name: string }) => key.name)).toEqual(['Office laptop']);

    // The audit trail names each change, never the key or a challenge.
    expect(await auditRows('passkey_add')).toEqual([
      expect.objectContaining({
        account_email: ADMIN.email,
        entity: 'passkey',
        entity_id: '1',
        changes: { name: { before: null, after: 'Laptop' } },
      }),
      expect.objectContaining({
        entity_id: '2',
        changes: { name: { before: null, after: 'Phone' } },
      }),
    ]);
    expect(await auditRows('passkey_rename')).toEqual([
      expect.objectContaining({
        entity_id: '1',
        changes: { name: { before: 'Laptop', after: 'Office laptop' } },
      }),
    ]);
    expect(await auditRows('passkey_remove')).toEqual([
      expect.objectContaining({
        entity_id: '2',
        changes: { name: { before: 'Phone', after: null } },
      }),
    ]);
    const trail = JSON.stringify(await t.dataSource.query(`SELECT * FROM audit_log`));
    const [{ public_key: key }] = await t.dataSource.query(`SELECT public_key FROM passkeys`);
    expect(trail).not.toContain(Buffer.from(key).toString('base64url').slice(0, 20));
    expect(trail).not.toContain(Buffer.from(key).toString('base64').slice(0, 20));
    expect(trail).not.toContain(options.challenge);
    expect(trail).not.toContain(next.challenge);
  });

  it('refuses a replayed, foreign or forged registration', async () => {
    const owner = await signedInAgent(t);
    const authenticator = new SoftAuthenticator(SITE, RP_ID);
    const options = optionsOf(
      (await owner.post(startPasskeyRegistration.path({})).send(OWNER_PROOF).expect(200)).body,
    );
    const send = (response: unknown) =>
      owner.post(addPasskey.path({})).send({ name: 'Key', response });

    // Another site's page, another RP ID: each uses up the challenge, and is refused.
    const otherOrigin = await send(
      authenticator.create(options, { origin: 'https://evil.example' }),
    );
    expect(otherOrigin.status).toBe(400);
    expect(otherOrigin.body.error_codes).toEqual(['passkey.not_accepted']);

    const second = optionsOf(
      (await owner.post(startPasskeyRegistration.path({})).send(OWNER_PROOF).expect(200)).body,
    );
    const otherRp = await send(authenticator.create(second, { rpId: 'evil.example' }));
    expect(otherRp.body.error_codes).toEqual(['passkey.not_accepted']);

    // A challenge the server never gave, and one used already.
    const third = optionsOf(
      (await owner.post(startPasskeyRegistration.path({})).send(OWNER_PROOF).expect(200)).body,
    );
    const invented = await send(authenticator.create(third, { challenge: 'A'.repeat(43) }));
    expect(invented.body.error_codes).toEqual(['passkey.challenge_expired']);
    const good = authenticator.create(third);
    await send(good).expect(201);
    const replayed = await send(good);
    expect(replayed.status).toBe(400);
    expect(replayed.body.error_codes).toEqual(['passkey.challenge_expired']);

    // Another account cannot finish this account's ceremony.
    const member = await invitedMember(t, owner, 'admin');
    const fourth = optionsOf(
      (await owner.post(startPasskeyRegistration.path({})).send(OWNER_PROOF).expect(200)).body,
    );
    const stolen = await member
      .post(addPasskey.path({}))
      .send({ name: 'Key', response: authenticator.create(fourth) });
    expect(stolen.body.error_codes).toEqual(['passkey.challenge_expired']);

    // The same credential twice is refused.
    const fifth = optionsOf(
      (await owner.post(startPasskeyRegistration.path({})).send(OWNER_PROOF).expect(200)).body,
    );
    // An answer naming another credential than the one signed is refused.
    const mismatched = await send({ ...authenticator.create(fifth), id: good.id, rawId: good.id });
    expect(mismatched.body.error_codes).toEqual(['passkey.not_accepted']);
    // The same credential again (a browser would exclude it) is refused.
    const sixth = optionsOf(
      (await owner.post(startPasskeyRegistration.path({})).send(OWNER_PROOF).expect(200)).body,
    );
    const registered = authenticator.credentials.find((key) => key.id === good.id);
    const twice = await send(authenticator.create(sixth, {}, registered));
    expect(twice.status).toBe(409);
    expect(twice.body.error_codes).toEqual(['passkey.already_registered']);
    expect((await owner.get(listPasskeys.path({})).expect(200)).body.data).toHaveLength(1);
  });

  it('renames and removes only the account’s own passkeys', async () => {
    const owner = await signedInAgent(t);
    await addKey(owner, new SoftAuthenticator(SITE, RP_ID), 'Owner key');
    const member = await invitedMember(t, owner, 'admin');
    const renamed = await member.patch(renamePasskey.path({})).send({ id: 1, name: 'Mine' });
    expect(renamed.status).toBe(404);
    expect(renamed.body.error_codes).toEqual(['passkey.not_found']);
    const removed = await member
      .delete(removePasskey.path({}))
      .send({ id: 1, password: MEMBER_PASSWORD });
    expect(removed.status).toBe(404);
    expect((await member.get(listPasskeys.path({})).expect(200)).body.data).toEqual([]);
    const own = (await owner.get(listPasskeys.path({})).expect(200)).body.data;
    expect(own.map((key: { name: string }) => key.name)).toEqual(['Owner key']);
  });

  it('answers bad shapes with 4xx envelopes and writes nothing', async () => {
    const owner = await signedInAgent(t);
    const calls = [
      (body: unknown) => owner.post(addPasskey.path({})).send(body as object),
      (body: unknown) => owner.patch(renamePasskey.path({})).send(body as object),
      (body: unknown) => owner.delete(removePasskey.path({})).send(body as object),
      (body: unknown) => owner.post(passkeySignin.path({})).send(body as object),
      (body: unknown) => owner.post(verifyPasskeyStep.path({})).send(body as object),
    ];
    const shapes: unknown[] = [
      {},
      { name: 'x'.repeat(61), id: 1, password: ADMIN.password },
      { response: 'abc' },
      { response: { id: '!!', rawId: '!!', type: 'public-key', response: {} } },
      { id: 'one', name: 'Key' },
      ...HOSTILE_VALUES.map((value) => ({ name: value, id: value, response: value })),
      ...HOSTILE_VALUES.map((value) => ({
        name: 'Key',
        password: ADMIN.password,
        response: {
          id: value,
          rawId: value,
          type: 'public-key',
          response: { clientDataJSON: value, attestationObject: value, authenticatorData: value },
          clientExtensionResults: {},
        },
      })),
    ];
    for (const call of calls) {
      for (const shape of shapes) {
        const answer = await call(shape);
        expect({ shape, status: answer.status < 500 && answer.status >= 400 }).toEqual({
          shape,
          status: true,
        });
        expect(answer.body.error_codes.length).toBeGreaterThan(0);
      }
    }
    // A well-formed answer with nonsense inside is refused too, not a 500.
    const options = optionsOf(
      (await owner.post(startPasskeyRegistration.path({})).send(OWNER_PROOF).expect(200)).body,
    );
    const garbage = await owner.post(addPasskey.path({})).send({
      name: 'Key',
      response: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: {
          clientDataJSON: Buffer.from(
            JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: SITE }),
          ).toString('base64url'),
          attestationObject: 'AAAA',
        },
        clientExtensionResults: {},
      },
    });
    expect(garbage.status).toBe(400);
    expect(garbage.body.error_codes).toEqual(['passkey.not_accepted']);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM passkeys`);
    expect(count).toBe(0);
  });
});

describe('a passkey as the second step of a password sign-in', () => {
  it('is asked for once the account has one, and finishes the sign-in', async () => {
    const owner = await signedInAgent(t);
    const authenticator = new SoftAuthenticator(SITE, RP_ID);
    await addKey(owner, authenticator);

    const browser = t.agent();
    const step = await passwordStep(browser).expect(200);
    expect(step.body.data).toEqual({ second_factor: ['passkey'] });
    expect(await signedInAs(browser)).toBeNull();

    const options = optionsOf((await browser.post(startPasskeyStep.path({})).expect(200)).body);
    expect(options.allowCredentials).toEqual([
      { id: authenticator.credentials[0].id, type: 'public-key', transports: ['internal'] },
    ]);
    expect(options.rpId).toBe(RP_ID);
    // A second step may come from a key without user verification (the password was given).
    const response = authenticator.get(options, { userVerified: false });
    const done = await browser.post(verifyPasskeyStep.path({})).send({ response }).expect(200);
    expect(done.body.data.email).toBe(ADMIN.email);
    expect((await signedInAs(browser))?.email).toBe(ADMIN.email);

    // The sign-in is recorded with the passkey's name; the list shows when it was last used.
    expect(await auditRows('signin_passkey')).toEqual([
      expect.objectContaining({
        account_email: ADMIN.email,
        entity: 'account',
        changes: { passkey: { before: null, after: 'Work laptop' } },
      }),
    ]);
    const [key] = (await owner.get(listPasskeys.path({})).expect(200)).body.data;
    expect(key.last_used_at).not.toBeNull();

    // The answer cannot be used again, in this browser or another.
    const again = await browser.post(verifyPasskeyStep.path({})).send({ response });
    expect(again.status).toBe(400);
    const elsewhere = t.agent();
    await passwordStep(elsewhere).expect(200);
    const replayed = await elsewhere.post(verifyPasskeyStep.path({})).send({ response });
    expect(replayed.body.error_codes).toEqual(['passkey.not_accepted']);
    expect(await signedInAs(elsewhere)).toBeNull();
  });

  it('lists every factor the account has, and TOTP still works beside it', async () => {
    const owner = await signedInAgent(t);
    await addKey(owner, new SoftAuthenticator(SITE, RP_ID));
    const { secret } = (await owner.post(startTotp.path({})).expect(200)).body.data;
    await owner
      .post(enableTotp.path({}))
      .send({ code: totpCodeAt(secret, timeStepOf(Date.now())), password: ADMIN.password })
      .expect(200);
    const browser = t.agent();
    const step = await passwordStep(browser).expect(200);
    expect(step.body.data).toEqual({ second_factor: ['totp', 'recovery_code', 'passkey'] });
    const wrong = await browser.post(verifySignin.path({})).send({ code: '000000' });
    expect(wrong.status).toBe(400);
  });

  it('needs a pending sign-in, and refuses another account’s or a removed passkey', async () => {
    const owner = await signedInAgent(t);
    const ownerKey = new SoftAuthenticator(SITE, RP_ID);
    const ownerKeyId = await addKey(owner, ownerKey);
    const member = await invitedMember(t, owner, 'admin');
    const memberKey = new SoftAuthenticator(SITE, RP_ID);
    await addKey(member, memberKey, 'Member key', { password: MEMBER_PASSWORD });

    // No pending sign-in: no options, no verification.
    const none = await t.http().post(startPasskeyStep.path({}));
    expect(none.status).toBe(400);
    expect(none.body.error_codes).toEqual(['twofactor.no_pending_signin']);

    // The member's passkey cannot finish the owner's sign-in.
    const browser = t.agent();
    await passwordStep(browser).expect(200);
    const options = optionsOf((await browser.post(startPasskeyStep.path({})).expect(200)).body);
    const foreign = await browser
      .post(verifyPasskeyStep.path({}))
      .send({ response: memberKey.get(options) });
    expect(foreign.body.error_codes).toEqual(['passkey.not_accepted']);
    expect(await signedInAs(browser)).toBeNull();

    // A removed passkey no longer signs in.
    await owner
      .delete(removePasskey.path({}))
      .send({ id: ownerKeyId, password: ADMIN.password })
      .expect(200);
    const later = t.agent();
    const step = await passwordStep(later).expect(200);
    // Without a factor left the password alone signs in again.
    expect(step.body.data.email).toBe(ADMIN.email);
    const alone = await passkeyAlone(t.agent(), ownerKey);
    expect(alone.body.error_codes).toEqual(['passkey.not_accepted']);
  });

  it('counts wrong passkeys against the pending sign-in’s tries', async () => {
    const owner = await signedInAgent(t);
    const authenticator = new SoftAuthenticator(SITE, RP_ID);
    await addKey(owner, authenticator);
    const browser = t.agent();
    await passwordStep(browser).expect(200);
    for (let i = 0; i < 10; i += 1) {
      const options = optionsOf((await browser.post(startPasskeyStep.path({})).expect(200)).body);
      await browser
        .post(verifyPasskeyStep.path({}))
        .send({ response: authenticator.get(options, { origin: 'https://evil.example' }) })
        .expect(400);
    }
    // Used up: even the right passkey must start again with the password.
    const spent = await browser.post(startPasskeyStep.path({}));
    expect(spent.body.error_codes).toEqual(['twofactor.no_pending_signin']);
  });
});

describe('signing in with a passkey alone', () => {
  it('signs in with a discoverable passkey and the user verified', async () => {
    const owner = await signedInAgent(t);
    const authenticator = new SoftAuthenticator(SITE, RP_ID);
    await addKey(owner, authenticator);

    const browser = t.agent();
    const options = optionsOf((await browser.post(startPasskeySignin.path({})).expect(200)).body);
    // No account is named: the authenticator offers what it holds for the site.
    expect(options.allowCredentials).toBeUndefined();
    expect(options.userVerification).toBe('required');
    expect(options.rpId).toBe(RP_ID);
    const response = authenticator.get(options);
    const done = await browser.post(passkeySignin.path({})).send({ response }).expect(200);
    expect(done.body.data).toEqual({ email: ADMIN.email, name: 'boss', role: 'owner' });
    expect((await signedInAs(browser))?.email).toBe(ADMIN.email);
    expect(await auditRows('signin_passkey')).toHaveLength(1);

    // Replaying the same answer (a captured request) is refused.
    const replay = await t.agent().post(passkeySignin.path({})).send({ response });
    expect(replay.status).toBe(400);
    expect(replay.body.error_codes).toEqual(['passkey.not_accepted']);
  });

  it('refuses another origin, another RP ID, an unverified user and a counter gone back', async () => {
    const owner = await signedInAgent(t);
    const authenticator = new SoftAuthenticator(SITE, RP_ID);
    await addKey(owner, authenticator);
    const refused = async (ceremony: Ceremony) => {
      const browser = t.agent();
      const answer = await passkeyAlone(browser, authenticator, ceremony);
      expect({ ceremony, status: answer.status, codes: answer.body.error_codes }).toEqual({
        ceremony,
        status: 400,
        codes: ['passkey.not_accepted'],
      });
      expect(await signedInAs(browser)).toBeNull();
    };
    await refused({ origin: 'https://evil.example' });
    await refused({ origin: 'http://waybill.example' });
    await refused({ rpId: 'evil.example' });
    await refused({ userVerified: false });

    expect((await passkeyAlone(t.agent(), authenticator, { counter: 5 })).status).toBe(200);
    // A cloned authenticator reports a counter the server has seen: refused.
    await refused({ counter: 5 });
    await refused({ counter: 3 });
    expect((await passkeyAlone(t.agent(), authenticator, { counter: 6 })).status).toBe(200);
  });

  it('refuses a challenge from another ceremony', async () => {
    const owner = await signedInAgent(t);
    const authenticator = new SoftAuthenticator(SITE, RP_ID);
    await addKey(owner, authenticator);
    const browser = t.agent();
    await passwordStep(browser).expect(200);
    // A second step's challenge cannot sign in alone (and skip the password).
    const stepOptions = optionsOf((await browser.post(startPasskeyStep.path({})).expect(200)).body);
    const crossed = await browser
      .post(passkeySignin.path({}))
      .send({ response: authenticator.get(stepOptions) });
    expect(crossed.body.error_codes).toEqual(['passkey.not_accepted']);
    // A registration's challenge cannot sign in.
    const registration = optionsOf(
      (await owner.post(startPasskeyRegistration.path({})).send(OWNER_PROOF).expect(200)).body,
    );
    const fromRegistration = await t
      .agent()
      .post(passkeySignin.path({}))
      .send({ response: authenticator.get(registration) });
    expect(fromRegistration.body.error_codes).toEqual(['passkey.not_accepted']);
  });

  it('refuses a disabled account as it refuses a bad passkey', async () => {
    const owner = await signedInAgent(t);
    const member = await invitedMember(t, owner, 'dispatcher');
    const memberKey = new SoftAuthenticator(SITE, RP_ID);
    await addKey(member, memberKey, 'Member key', { password: MEMBER_PASSWORD });
    expect((await passkeyAlone(t.agent(), memberKey)).status).toBe(200);

    const staff = (await owner.get(listStaff.path({})).expect(200)).body.data.members as Array<{
      id: number;
      email: string;
    }>;
    const id = staff.find((m) => m.email === 'dispatcher@example.com')!.id;
    await owner.patch(updateStaffMember.path({})).send({ id, disabled: true }).expect(200);
    const browser = t.agent();
    const refused = await passkeyAlone(browser, memberKey);
    expect(refused.status).toBe(400);
    expect(refused.body.error_codes).toEqual(['passkey.not_accepted']);
    expect(await signedInAs(browser)).toBeNull();
  });

  it('is limited per client like password sign-ins, and so are its ceremonies', async () => {
    await signedInAgent(t);
    const authenticator = new SoftAuthenticator(SITE, RP_ID);
    const options = { challenge: 'A'.repeat(43), rpId: RP_ID } as PasskeyOptions;
    authenticator.create({ challenge: 'x', rp: { id: RP_ID }, user: { id: 'dXNlcg' } });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const answer = await t
        .http()
        .post(passkeySignin.path({}))
        .send({ response: authenticator.get(options) });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(30).fill(400), 429]);

    const starts: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      starts.push((await t.http().post(startPasskeySignin.path({}))).status);
    }
    expect(starts).toEqual([...Array<number>(30).fill(200), 429]);
  });
});

describe('the owner’s requirement of a second factor', () => {
  it('counts a passkey, and keeps the last one while TOTP is off', async () => {
    const owner: StaffAgent = await signedInAgent(t);
    const refused = await owner.patch(updateTwoFactorPolicy.path({})).send({ required: true });
    expect(refused.body.error_codes).toEqual(['twofactor.enable_own_first']);
    const first = await addKey(owner, new SoftAuthenticator(SITE, RP_ID), 'One');
    await owner.patch(updateTwoFactorPolicy.path({})).send({ required: true }).expect(200);
    const second = await addKey(owner, new SoftAuthenticator(SITE, RP_ID), 'Two');

    await owner
      .delete(removePasskey.path({}))
      .send({ id: first, password: ADMIN.password })
      .expect(200);
    const last = await owner
      .delete(removePasskey.path({}))
      .send({ id: second, password: ADMIN.password });
    expect(last.status).toBe(409);
    expect(last.body.error_codes).toEqual(['twofactor.required']);
    expect((await owner.get(listPasskeys.path({})).expect(200)).body.data).toHaveLength(1);
  });
});
