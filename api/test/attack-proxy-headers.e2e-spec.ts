import { describe, it, expect, beforeAll, afterAll, beforeEach, vi } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from './harness.js';
import { signIn, signUp } from '@waybill/shared';
import { SetupToken } from '../src/auth/first-admin.js';

/**
 * Proxy headers a stranger writes himself, with TRUST_PROXY off (no proxy in front): they must
 * neither make him a new client for the limits nor make him "this machine" for the first sign-up.
 */
vi.setConfig({ testTimeout: 60_000 });
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('forged proxy headers without TRUST_PROXY', () => {
  it('a new X-Forwarded-For on every guess is still the same client: refused after 10', async () => {
    await t.http().post(signUp.path({})).send(ADMIN).expect(201);
    const guess = (i: number) =>
      t
        .http()
        .post(signIn.path({}))
        .set('X-Forwarded-For', `203.0.113.${i}`)
        .set('X-Real-IP', `198.51.100.${i}`)
        .field('email', ` ${ADMIN.email.toUpperCase()} `)
        .field('password', `guess-${i}`);
    for (let i = 0; i < 10; i += 1) await guess(i).expect(401);
    const refused = await guess(10).expect(429);
    expect(refused.body.error_codes).toEqual(['rate.too_many']);
  });

  it.each([
    ['X-Forwarded-For', '127.0.0.1'],
    ['X-Forwarded-For', '::1'],
    ['Forwarded', 'for=127.0.0.1'],
    ['X-Real-IP', '::ffff:127.0.0.1'],
  ])('a sign-up claiming loopback in %s: %s needs the token', async (name, value) => {
    const refused = await t
      .http()
      .post(signUp.path({}))
      .set(name, value)
      .set('Host', 'localhost')
      .send(ADMIN)
      .expect(403);
    expect(refused.body.error_codes).toEqual(['auth.setup_token']);
  });

  it('a stranger through a proxy on this machine that adds no X-Forwarded-For (nginx by default) still needs the token', async () => {
    // The proxy connects from loopback and passes the public Host on, but says nothing else.
    const refused = await t
      .http()
      .post(signUp.path({}))
      .set('Host', 'waybill.example.com')
      .send(ADMIN)
      .expect(403);
    expect(refused.body.error_codes).toEqual(['auth.setup_token']);
    const token = await t.app.get(SetupToken).value();
    await t
      .http()
      .post(signUp.path({}))
      .set('Host', 'waybill.example.com')
      .send({ ...ADMIN, token })
      .expect(201);
  });

  it.each(['localhost:3000', '127.0.0.1', '[::1]:8080'])(
    'a sign-up from this machine to %s goes without the token',
    async (host) => {
      await t.http().post(signUp.path({})).set('Host', host).send(ADMIN).expect(201);
    },
  );
});
