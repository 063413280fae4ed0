import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import {
  ADMIN,
  pinFromOutbox,
  signedInAgent,
  startTestApp,
  type TestApp,
  OWNER_VIEW,
} from './harness.js';
import {
  changePassword,
  getAdminStatus,
  getGraph,
  resetPassword,
  sendPasswordPin,
  signIn,
  signOut,
  signOutPost,
  signOutUser,
  signUp,
} from '@waybill/shared';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const signin = (agent: ReturnType<TestApp['agent']>, email: string, password: string) =>
  agent.post(signIn.path({})).field('email', email).field('password', password);

/** The Set-Cookie line of one cookie (an answer may set the session and the device cookie). */
const setCookie = (response: { headers: Record<string, unknown> }, name: string) =>
  ((response.headers['set-cookie'] as string[] | undefined) ?? []).find((line) =>
    line.startsWith(`${name}=`),
  );

describe('POST /api/admins (create the first admin)', () => {
  it('creates the admin, signs them in and answers in the envelope', async () => {
    const agent = t.agent();
    const created = await agent.post(signUp.path({})).send(ADMIN).expect(201);
    expect(created.body).toEqual({
      status: 201,
      errors: [],
      error_codes: [],
      error_params: [],
      data: OWNER_VIEW,
      message: 'Admin account created. You are signed in.',
    });
    const graph = await agent.get(getGraph.path({})).expect(200);
    expect(graph.body.data.admin).toEqual(OWNER_VIEW);
  });

  it('refuses a second sign-up with a clear error', async () => {
    await t.http().post(signUp.path({})).send(ADMIN).expect(201);
    const second = await t
      .http()
      .post(signUp.path({}))
      .send({ email: 'other@example.com', password: 'another-password' })
      .expect(409);
    expect(second.body.errors).toEqual(['An admin account already exists. Sign in instead.']);
    const status = await t.http().get(getAdminStatus.path({})).expect(200);
    expect(status.body.data).toEqual({ has_admin: true });
  });

  it('lets exactly one of many racing sign-ups win', async () => {
    const attempts = Array.from({ length: 6 }, (_, i) =>
      t
        .http()
        .post(signUp.path({}))
        .send({ email: `racer${i}@example.com`, password: 'racing-password' }),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM admins');
    expect(count).toBe(1);
  });

  it('names every missing or bad field', async () => {
    const missing = await t.http().post(signUp.path({})).send({}).expect(400);
    expect(missing.body.errors).toEqual(['email is required', 'password is required']);
    const bad = await t
      .http()
      .post(signUp.path({}))
      .send({ email: 'not-an-address', password: 'short' })
      .expect(400);
    expect(bad.body.errors).toEqual([
      'email must be a valid e-mail address',
      'password must be at least 8 characters',
    ]);
  });

  it('never returns or stores the password in clear', async () => {
    const created = await t.http().post(signUp.path({})).send(ADMIN).expect(201);
    expect(JSON.stringify(created.body)).not.toContain(ADMIN.password);
    const [row] = await t.dataSource.query('SELECT password_hash FROM admins');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('sign in and sign out', () => {
  beforeEach(async () => {
    await t.http().post(signUp.path({})).send(ADMIN).expect(201);
  });

  it('signs in with the multipart form and starts a new session', async () => {
    const agent = t.agent();
    const response = await signin(agent, ADMIN.email, ADMIN.password).expect(200);
    expect(response.body.data).toEqual(OWNER_VIEW);
    const cookie = setCookie(response, 'waybill.sid') ?? '';
    expect(cookie).toMatch(/^waybill\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // plain http in the test; Secure is set behind TLS
    await agent.get(getAdminStatus.path({})).expect(200);
    const graph = await agent.get(getGraph.path({})).expect(200);
    expect(graph.body.data.admin).toEqual(OWNER_VIEW);
  });

  it('accepts the e-mail in any letter case', async () => {
    await signin(t.agent(), 'BOSS@Example.COM', ADMIN.password).expect(200);
  });

  it('gives a new session id at sign-in (no session fixation)', async () => {
    const agent = t.agent();
    await agent.post(sendPasswordPin.path({})).send({ email: 'nobody@example.com' });
    const first = await signin(agent, ADMIN.email, ADMIN.password).expect(200);
    const second = await signin(agent, ADMIN.email, ADMIN.password).expect(200);
    const sid = (r: typeof first) => setCookie(r, 'waybill.sid')?.split(';')[0];
    expect(sid(first)).toBeDefined();
    expect(sid(second)).not.toEqual(sid(first));
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const wrong = await signin(t.agent(), ADMIN.email, 'wrong-password').expect(401);
    const unknown = await signin(t.agent(), 'who@example.com', ADMIN.password).expect(401);
    expect(wrong.body.errors).toEqual(['The e-mail or password is incorrect']);
    expect(unknown.body.errors).toEqual(wrong.body.errors);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('names missing fields', async () => {
    const response = await t.http().post(signIn.path({})).field('email', '').expect(400);
    expect(response.body.errors).toEqual(['email is required', 'password is required']);
  });

  it('destroys the session at sign-out', async () => {
    const agent = t.agent();
    const signedIn = await signin(agent, ADMIN.email, ADMIN.password).expect(200);
    const cookie = setCookie(signedIn, 'waybill.sid')!.split(';')[0];
    const sessionCount = async () =>
      (await t.dataSource.query('SELECT count(*)::int AS count FROM sessions'))[0].count;
    const before = await sessionCount();
    await agent.get(signOut.path({})).expect(200);
    expect(await sessionCount()).toBe(before - 1);
    // The old cookie, replayed, no longer works.
    const replay = await t
      .http()
      .patch(changePassword.path({}))
      .set('Cookie', cookie)
      .send({ password: 'x', new_password: 'yyyyyyyy', confirm_new_password: 'yyyyyyyy' })
      .expect(401);
    expect(replay.body.admin).toBe('false');
  });

  it('answers the user sign-out call with success', async () => {
    const response = await t.http().get(signOutUser.path({})).expect(200);
    expect(response.body.message).toBe('Signed out');
  });

  describe('from another site', () => {
    const signedInSession = async () => {
      const agent = t.agent();
      await signin(agent, ADMIN.email, ADMIN.password).expect(200);
      return agent;
    };
    const stillSignedIn = async (agent: ReturnType<TestApp['agent']>) =>
      (await agent.get(getGraph.path({})).expect(200)).body.data.admin;

    it('keeps the session when another site opens a sign-out link (cross-site or same-site)', async () => {
      const agent = await signedInSession();
      const attacks = [
        agent.get(signOut.path({})).set('Sec-Fetch-Site', 'cross-site'),
        agent.get(signOut.path({})).set('Sec-Fetch-Site', 'same-site'),
        agent.get(signOutUser.path({})).set('Sec-Fetch-Site', 'cross-site'),
        // A trailing slash and capitals reach the same route.
        agent.get(`${signOut.path({}).toUpperCase()}/`).set('Sec-Fetch-Site', 'cross-site'),
        // A browser without Sec-Fetch-Site still tells where the link was clicked.
        agent.get(signOut.path({})).set('Referer', 'https://evil.example/page'),
        agent.get(signOut.path({})).set('Origin', 'https://evil.example'),
      ];
      for (const attack of attacks) {
        const refused = await attack.expect(403);
        expect(refused.body.error_codes).toEqual(['request.cross_site']);
        expect(await stillSignedIn(agent)).toEqual(OWNER_VIEW);
      }
      // HEAD runs the GET route: refused the same way.
      await agent.head(signOut.path({})).set('Sec-Fetch-Site', 'cross-site').expect(403);
      expect(await stillSignedIn(agent)).toEqual(OWNER_VIEW);
    });

    it('signs out with a link of our own pages, typed in, or from a client that is not a browser', async () => {
      for (const headers of [
        { 'Sec-Fetch-Site': 'same-origin' },
        { 'Sec-Fetch-Site': 'none' },
        {},
      ] as Array<Record<string, string>>) {
        const agent = await signedInSession();
        await agent.get(signOut.path({})).set(headers).expect(200);
        expect(await stillSignedIn(agent)).toBe(false);
      }
    });

    it('signs out with a POST from our pages, and refuses one another site sends', async () => {
      const agent = await signedInSession();
      const refused = await agent
        .post(signOutPost.path({}))
        .set('Origin', 'https://evil.example')
        .expect(403);
      expect(refused.body.error_codes).toEqual(['request.cross_site']);
      expect(await stillSignedIn(agent)).toEqual(OWNER_VIEW);
      const answer = await agent
        .post(signOutPost.path({}))
        .set('Sec-Fetch-Site', 'same-origin')
        .expect(200);
      expect(answer.body.message).toBe('Signed out');
      expect(await stillSignedIn(agent)).toBe(false);
    });
  });

  it('rate-limits failed sign-ins per e-mail and client with a clear 429 and Retry-After', async () => {
    for (let i = 0; i < 10; i += 1)
      await signin(t.agent(), ADMIN.email, 'wrong-password').expect(401);
    const limited = await signin(t.agent(), ADMIN.email, ADMIN.password).expect(429);
    expect(limited.body.errors[0]).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('PATCH /api/admins/auth/update/password-user', () => {
  const change = {
    password: ADMIN.password,
    new_password: 'brand-new-pass',
    confirm_new_password: 'brand-new-pass',
  };

  it('changes the password and signs out every other session', async () => {
    const agent = await signedInAgent(t);
    const other = t.agent();
    await signin(other, ADMIN.email, ADMIN.password).expect(200);
    await agent.patch(changePassword.path({})).send(change).expect(200);
    const otherGraph = await other.get(getGraph.path({})).expect(200);
    expect(otherGraph.body.data.admin).toBe(false);
    const ownGraph = await agent.get(getGraph.path({})).expect(200);
    expect(ownGraph.body.data.admin).toEqual(OWNER_VIEW);
    await signin(t.agent(), ADMIN.email, ADMIN.password).expect(401);
    await signin(t.agent(), ADMIN.email, change.new_password).expect(200);
  });

  it('needs the current password', async () => {
    const agent = await signedInAgent(t);
    const response = await agent
      .patch(changePassword.path({}))
      .send({ ...change, password: 'not-the-password' })
      .expect(400);
    expect(response.body.errors).toEqual(['The current password is incorrect']);
  });

  it('needs a matching confirmation of at least 8 characters', async () => {
    const agent = await signedInAgent(t);
    const mismatch = await agent
      .patch(changePassword.path({}))
      .send({ ...change, confirm_new_password: 'something-else' })
      .expect(400);
    expect(mismatch.body.errors).toEqual(['confirm_new_password must match new_password']);
    const short = await agent
      .patch(changePassword.path({}))
      .send({ ...change, new_password: 'short', confirm_new_password: 'short' })
      .expect(400);
    expect(short.body.errors).toEqual(['new_password must be at least 8 characters']);
  });

  it('refuses without a session', async () => {
    const response = await t.http().patch(changePassword.path({})).send(change).expect(401);
    expect(response.body).toMatchObject({ status: 401, admin: 'false' });
  });
});

describe('password reset with an e-mailed PIN', () => {
  const reset = (email: string, pin: string, password = 'reset-password-1') =>
    t.http().patch(resetPassword.path({})).send({
      email,
      password_token: pin,
      new_password: password,
      confirm_new_password: password,
    });

  beforeEach(async () => {
    await t.http().post(signUp.path({})).send(ADMIN).expect(201);
  });

  it('answers the same whether or not the e-mail exists, and mails a PIN only to an admin', async () => {
    const known = await t
      .http()
      .post(sendPasswordPin.path({}))
      .send({ email: ADMIN.email })
      .expect(200);
    const unknown = await t
      .http()
      .post(sendPasswordPin.path({}))
      .send({ email: 'who@example.com' })
      .expect(200);
    expect(unknown.body).toEqual(known.body);
    const rows = await t.dataSource.query('SELECT to_address, subject FROM outbox_messages');
    expect(rows).toEqual([{ to_address: ADMIN.email, subject: 'Your Waybill password reset PIN' }]);
  });

  it('stores the PIN hashed and resets the password with it, ending every session', async () => {
    const agent = t.agent();
    await signin(agent, ADMIN.email, ADMIN.password).expect(200);
    await t.http().post(sendPasswordPin.path({})).send({ email: ADMIN.email }).expect(200);
    const pin = await pinFromOutbox(t.dataSource, ADMIN.email);
    const [stored] = await t.dataSource.query('SELECT pin_hash FROM password_resets');
    expect(stored.pin_hash).not.toContain(pin);
    const done = await reset(ADMIN.email, pin).expect(200);
    expect(done.body.message).toBe(
      'Your password has been changed. Sign in with the new password.',
    );
    expect((await agent.get(getGraph.path({}))).body.data.admin).toBe(false);
    await signin(t.agent(), ADMIN.email, 'reset-password-1').expect(200);
  });

  it('refuses a reused PIN', async () => {
    await t.http().post(sendPasswordPin.path({})).send({ email: ADMIN.email }).expect(200);
    const pin = await pinFromOutbox(t.dataSource, ADMIN.email);
    await reset(ADMIN.email, pin).expect(200);
    const again = await reset(ADMIN.email, pin, 'another-password').expect(400);
    expect(again.body.errors).toEqual([
      'The PIN is wrong or has expired. Check the e-mail, or ask for a new PIN.',
    ]);
  });

  it('refuses an expired PIN', async () => {
    await t.http().post(sendPasswordPin.path({})).send({ email: ADMIN.email }).expect(200);
    const pin = await pinFromOutbox(t.dataSource, ADMIN.email);
    await t.dataSource.query(`UPDATE password_resets SET expires_at = now() - interval '1 second'`);
    await reset(ADMIN.email, pin).expect(400);
    await signin(t.agent(), ADMIN.email, ADMIN.password).expect(200);
  });

  it('kills the PIN after five wrong tries: the sixth try fails even with the right PIN', async () => {
    await t.http().post(sendPasswordPin.path({})).send({ email: ADMIN.email }).expect(200);
    const pin = await pinFromOutbox(t.dataSource, ADMIN.email);
    const wrong = pin === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await reset(ADMIN.email, wrong).expect(400);
    await reset(ADMIN.email, pin).expect(400);
    await signin(t.agent(), ADMIN.email, ADMIN.password).expect(200);
  });

  it('a new PIN does not cancel the one the admin is typing; using one ends them all', async () => {
    await t.http().post(sendPasswordPin.path({})).send({ email: ADMIN.email }).expect(200);
    const first = await pinFromOutbox(t.dataSource, ADMIN.email);
    await t.http().post(sendPasswordPin.path({})).send({ email: ADMIN.email }).expect(200);
    const second = await pinFromOutbox(t.dataSource, ADMIN.email);
    await reset(ADMIN.email, first).expect(200);
    if (first !== second) await reset(ADMIN.email, second, 'another-password').expect(400);
    await signin(t.agent(), ADMIN.email, 'reset-password-1').expect(200);
  });

  it('checks the fields', async () => {
    const response = await t
      .http()
      .patch(resetPassword.path({}))
      .send({
        email: ADMIN.email,
        password_token: '12ab',
        new_password: 'long-enough',
        confirm_new_password: 'different',
      })
      .expect(400);
    expect(response.body.errors).toEqual([
      'password_token must be the 6-digit PIN from the e-mail',
      'confirm_new_password must match new_password',
    ]);
  });

  it('rate-limits PIN requests per e-mail and client', async () => {
    for (let i = 0; i < 3; i += 1) {
      await t.http().post(sendPasswordPin.path({})).send({ email: ADMIN.email }).expect(200);
    }
    const limited = await t
      .http()
      .post(sendPasswordPin.path({}))
      .send({ email: ADMIN.email })
      .expect(429);
    expect(limited.body.errors[0]).toMatch(/^Too many attempts/);
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*)::int AS count FROM outbox_messages',
    );
    expect(count).toBe(3);
  });
});
