import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { ADMIN, startTestApp, type TestApp, OWNER_VIEW } from './harness.js';
import { getAdminStatus, signUp } from '@waybill/shared';
import { SetupToken } from '../src/auth/first-admin.js';

/** Taking over a fresh install: the first sign-up needs the printed token. */
const TOKEN = 'a-setup-token-from-the-environment';

describe('the first sign-up with SETUP_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true', SETUP_TOKEN: TOKEN });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const signup = (body: object, headers: Record<string, string> = {}) =>
    t.http().post(signUp.path({})).set(headers).send(body);

  it.each([
    ['X-Forwarded-For', '203.0.113.5'],
    ['Forwarded', 'for=203.0.113.5'],
    ['X-Real-IP', '203.0.113.5'],
  ])(
    'refuses a sign-up through a proxy (%s) without the token, with a coded 403',
    async (name, value) => {
      const refused = await signup(ADMIN, { [name]: value }).expect(403);
      expect(refused.body.error_codes).toEqual(['auth.setup_token']);
      expect(refused.body.errors).toEqual([
        'Creating the first admin from another machine needs the sign-up link the server printed at start',
      ]);
      expect((await t.http().get(getAdminStatus.path({}))).body.data).toEqual({ has_admin: false });
    },
  );

  it('refuses a wrong token, even from this machine', async () => {
    const wrong = await signup({ ...ADMIN, token: `${TOKEN}x` }).expect(403);
    expect(wrong.body.error_codes).toEqual(['auth.setup_token']);
    await signup({ ...ADMIN, token: 'short' }, { 'X-Forwarded-For': '203.0.113.5' }).expect(403);
  });

  it('creates the admin with the token from anywhere, once: a second use is refused', async () => {
    const created = await signup(
      { ...ADMIN, token: TOKEN },
      { 'X-Forwarded-For': '203.0.113.5' },
    ).expect(201);
    expect(created.body.data).toEqual(OWNER_VIEW);
    const again = await signup(
      { email: 'intruder@example.com', password: 'intruder-pass', token: TOKEN },
      { 'X-Forwarded-For': '203.0.113.9' },
    ).expect(409);
    expect(again.body.error_codes).toEqual(['auth.admin_exists']);
    const [{ emails }] = await t.dataSource.query('SELECT array_agg(email) AS emails FROM admins');
    expect(emails).toEqual([ADMIN.email]);
  });

  it('still lets a sign-up from this machine, with no proxy header, go without the token', async () => {
    await signup(ADMIN).expect(201);
  });
});

describe('the first sign-up without SETUP_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('generates a long random token once, kept in the database so every instance agrees', async () => {
    const token = await t.app.get(SetupToken).value();
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    const [row] = await t.dataSource.query(
      `SELECT value FROM app_secrets WHERE name = 'setup-token'`,
    );
    expect(row).toEqual({ value: token });
    await t
      .http()
      .post(signUp.path({}))
      .set('X-Forwarded-For', '203.0.113.5')
      .send(ADMIN)
      .expect(403);
    await t
      .http()
      .post(signUp.path({}))
      .set('X-Forwarded-For', '203.0.113.5')
      .send({ ...ADMIN, token })
      .expect(201);
  });
});
