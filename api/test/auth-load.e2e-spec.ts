import { it, expect } from 'vitest';
import { ADMIN, STANDARD_HASH_COST, type TestApp, signUpAdmin, useTestApp } from './harness.js';
import { getHealth, sendPasswordPin, signIn } from '@waybill/shared';
import { PasswordHasher } from '../src/auth/passwords.js';

/**
 * Work a stranger can force: password hashing runs in worker threads with a bounded queue, and the
 * guest auth calls share one budget for all clients together.
 */
let t: TestApp;
useTestApp(
  {
    // The hashing pool must fill up: hashes at the real cost.
    ...STANDARD_HASH_COST,
    TRUST_PROXY: 'true',
    PASSWORD_HASH_THREADS: '1',
    PASSWORD_HASH_QUEUE: '4',
  },
  signUpAdmin,
  (app) => {
    t = app;
  },
);

const signin = (from: string, cookie?: string) => {
  const call = t.http().post(signIn.path({})).set('X-Forwarded-For', from);
  if (cookie) call.set('Cookie', cookie);
  return call.field('email', ADMIN.email).field('password', ADMIN.password);
};

it('keeps answering the health check while sign-ins wait for the hashing threads', async () => {
  const hasher = t.app.get(PasswordHasher);
  let finished = 0;
  const signins = Array.from({ length: 5 }, (_, i) =>
    signin(`203.0.113.${i + 1}`).then((response) => {
      finished += 1;
      return response.status;
    }),
  );
  // Wait (without a timer) until hashes are queued behind the busy thread.
  while (hasher.waiting === 0 && finished === 0) await new Promise((done) => setImmediate(done));
  const health = await t.http().get(getHealth.path({})).expect(200);
  expect(health.body.data).toEqual({ status: 'ok', database: 'ok' });
  // Answered while sign-ins were still hashing: the event loop was free.
  expect(finished).toBeLessThan(5);
  expect(await Promise.all(signins)).toEqual([200, 200, 200, 200, 200]);
});

it('refuses sign-ins past the hashing queue with a coded 429 and Retry-After, and recovers', async () => {
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => signin(`198.51.100.${i + 1}`)),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
  const refused = answers.filter((answer) => answer.status === 429);
  expect(refused.length).toBeGreaterThan(0);
  for (const answer of refused) {
    expect(answer.body.error_codes).toEqual(['server.busy']);
    expect(answer.body.errors).toEqual(['The server is busy. Please try again in 5 seconds.']);
    expect(answer.headers['retry-after']).toBe('5');
  }
  // The queue drained: the next sign-in is served.
  await signin('192.0.2.200').expect(200);
});

it('limits the guest auth calls of all clients together, sparing a trusted device', async () => {
  const first = await signin('192.0.2.1').expect(200);
  const device = (first.headers['set-cookie'] as unknown as string[])
    .find((line) => line.startsWith('waybill.device='))!
    .split(';')[0];
  // Strangers from ever new addresses ask for PINs (cheap calls, each from a fresh client).
  let served = 2; // the sign-up and the sign-in above
  for (let i = 0; i < 200; i += 1, served += 1) {
    const answer = await t
      .http()
      .post(sendPasswordPin.path({}))
      .set('X-Forwarded-For', `10.${Math.floor(i / 250)}.${i % 250}.1`)
      .send({ email: `nobody${i}@example.com` });
    if (answer.status === 429) break;
    expect(answer.status).toBe(200);
  }
  expect(served).toBe(120);
  const refused = await signin('192.0.2.99').expect(429);
  expect(refused.body.error_codes).toEqual(['rate.too_many']);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  await signin('192.0.2.1', device).expect(200);
});
