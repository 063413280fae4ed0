import { describe, it, expect, vi } from 'vitest';
import { ADMIN, pinFromOutbox, type TestApp, signUpAdmin, useTestApp } from './harness.js';
import { resetPassword, sendPasswordPin, signIn } from '@waybill/shared';

/**
 * Guessing the admin's password from many addresses: limits per client alone let a guesser with a
 * block of addresses (an IPv6 /48 is 65,536 clients) try without end. The e-mail's failures from
 * all untrusted clients together are capped; the admin's device is spared.
 */
// 100 password checks take a while on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
let t: TestApp;
useTestApp({ TRUST_PROXY: 'true' }, signUpAdmin, (app) => {
  t = app;
});

const signin = (from: string, password: string, cookie?: string) => {
  const call = t.http().post(signIn.path({})).set('X-Forwarded-For', from);
  if (cookie) call.set('Cookie', cookie);
  return call.field('email', ADMIN.email).field('password', password);
};

/** A client of its own in another /64 of one /48, as a guesser with a block of addresses has. */
const network = (n: number) => `2001:db8:77:${n.toString(16)}::1`;

describe('password guesses spread over many clients', () => {
  it('refuses the e-mail to untrusted clients after 100 failures an hour, not to the admin’s device', async () => {
    const ok = await signin('198.51.100.7', ADMIN.password).expect(200);
    const device = ((ok.headers['set-cookie'] as unknown as string[]) ?? [])
      .find((line) => line.startsWith('waybill.device='))!
      .split(';')[0];

    // Five guesses from each of 20 networks: every one under its own per-client limits.
    for (let batch = 0; batch < 20; batch += 1) {
      const guesses = await Promise.all(
        Array.from({ length: 5 }, (_, i) => signin(network(batch), `guess-${batch}-${i}`)),
      );
      expect(guesses.map((guess) => guess.status)).toEqual([401, 401, 401, 401, 401]);
    }
    // A fresh network, even with the right password, is refused now…
    const refused = await signin(network(999), ADMIN.password).expect(429);
    expect(refused.body.error_codes).toEqual(['rate.too_many']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // …while the admin's own device signs in as ever.
    await signin('198.51.100.7', ADMIN.password, device).expect(200);
  });

  it('the admin on a new browser gets back in through a PIN reset, which trusts that browser', async () => {
    for (let batch = 0; batch < 20; batch += 1) {
      await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          signin(network(batch), `guess-${batch}-${i}`).expect(401),
        ),
      );
    }
    const laptop = '192.0.2.33';
    await signin(laptop, ADMIN.password).expect(429);
    await t
      .http()
      .post(sendPasswordPin.path({}))
      .set('X-Forwarded-For', laptop)
      .send({ email: ADMIN.email })
      .expect(200);
    const newPassword = 'a-new-password-42';
    const reset = await t
      .http()
      .patch(resetPassword.path({}))
      .set('X-Forwarded-For', laptop)
      .send({
        email: ADMIN.email,
        password_token: await pinFromOutbox(t.dataSource, ADMIN.email),
        new_password: newPassword,
        confirm_new_password: newPassword,
      })
      .expect(200);
    const device = ((reset.headers['set-cookie'] as unknown as string[]) ?? [])
      .find((line) => line.startsWith('waybill.device='))!
      .split(';')[0];
    await signin(laptop, newPassword).expect(429);
    await signin(laptop, newPassword, device).expect(200);
  });

  it('a success from an untrusted client is not one of the e-mail’s failures', async () => {
    for (let i = 0; i < 30; i += 1) await signin(network(i), ADMIN.password).expect(200);
    const rows = (await t.dataSource.query(`SELECT hits FROM rate_limits WHERE key = $1`, [
      `signin-fail:email:${ADMIN.email}`,
    ])) as Array<{ hits: number }>;
    expect(rows[0]?.hits ?? 0).toBe(0);
  });
});
