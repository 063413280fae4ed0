import { describe, it, expect, vi } from 'vitest';
import {
  ADMIN,
  pinFromOutbox,
  STANDARD_HASH_COST,
  type TestApp,
  signUpAdmin,
  useTestApp,
} from './harness.js';
import { resetPassword, sendPasswordPin, signIn } from '@waybill/shared';

/**
 * Racing past the limits on failures: a guesser who sends many tries at once must get no more than
 * the limit's worth of answers on the password or the PIN. Each try is counted before it is
 * checked, not after it failed.
 */
// Starting the app and hashing 25 passwords take a while on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
let t: TestApp;
// Hashes at the real cost, so the tries at once overlap as a real guesser's do.
useTestApp({ ...STANDARD_HASH_COST, TRUST_PROXY: 'true' }, signUpAdmin, (app) => {
  t = app;
});

const GUESSER = '203.0.113.90';

const statuses = (responses: Array<{ status: number }>) =>
  responses.map((response) => response.status).sort();
const countOf = (list: number[], status: number) => list.filter((each) => each === status).length;

describe('parallel guesses', () => {
  it('25 sign-ins at once from one client: 10 wrong-password answers, the rest refused', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t
          .http()
          .post(signIn.path({}))
          .set('X-Forwarded-For', GUESSER)
          .field('email', ADMIN.email)
          .field('password', `guess-${i}`),
      ),
    );
    const answered = statuses(guesses);
    expect(countOf(answered, 401)).toBe(10);
    expect(countOf(answered, 429)).toBe(15);
    // The limit holds afterwards too, even for the right password from that client.
    await t
      .http()
      .post(signIn.path({}))
      .set('X-Forwarded-For', GUESSER)
      .field('email', ADMIN.email)
      .field('password', ADMIN.password)
      .expect(429);
  });

  it('15 PIN tries at once across three live PINs: 10 checked for the day, the rest refused', async () => {
    const pins: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await t
        .http()
        .post(sendPasswordPin.path({}))
        .set('X-Forwarded-For', GUESSER)
        .send({ email: ADMIN.email })
        .expect(200);
      pins.push(await pinFromOutbox(t.dataSource, ADMIN.email));
    }
    const wrong = Array.from({ length: 15 }, (_, i) => String(100000 + i * 7919)).filter(
      (guess) => !pins.includes(guess),
    );
    const tries = await Promise.all(
      wrong.map((guess) =>
        t.http().patch(resetPassword.path({})).set('X-Forwarded-For', GUESSER).send({
          email: ADMIN.email,
          password_token: guess,
          new_password: 'reset-password-1',
          confirm_new_password: 'reset-password-1',
        }),
      ),
    );
    const answered = statuses(tries);
    expect(countOf(answered, 400)).toBe(10);
    expect(countOf(answered, 429)).toBe(wrong.length - 10);
    // The day's cap is spent: even the right PIN is refused now.
    await t
      .http()
      .patch(resetPassword.path({}))
      .set('X-Forwarded-For', '192.0.2.77')
      .send({
        email: ADMIN.email,
        password_token: pins[2],
        new_password: 'reset-password-1',
        confirm_new_password: 'reset-password-1',
      })
      .expect(429);
  });

  it('a right PIN is not a wrong try: after it, the account still has all ten', async () => {
    await t
      .http()
      .post(sendPasswordPin.path({}))
      .set('X-Forwarded-For', GUESSER)
      .send({ email: ADMIN.email })
      .expect(200);
    const pin = await pinFromOutbox(t.dataSource, ADMIN.email);
    await t
      .http()
      .patch(resetPassword.path({}))
      .set('X-Forwarded-For', GUESSER)
      .send({
        email: ADMIN.email,
        password_token: pin,
        new_password: 'reset-password-1',
        confirm_new_password: 'reset-password-1',
      })
      .expect(200);
    const [row] = (await t.dataSource.query(`SELECT hits FROM rate_limits WHERE key = $1`, [
      `pin-fail:email-day:${ADMIN.email}`,
    ])) as Array<{ hits: number }>;
    expect(row?.hits ?? 0).toBe(0);
  });
});
