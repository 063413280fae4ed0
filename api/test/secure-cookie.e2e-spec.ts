import { ADMIN, startTestApp, type TestApp } from './harness.js';
import { signUp } from '@waybill/shared';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

it('marks the session cookie Secure behind a TLS proxy', async () => {
  const response = await t
    .http()
    .post(signUp.path({}))
    .set('X-Forwarded-Proto', 'https')
    .send(ADMIN)
    .expect(201);
  const cookie = response.headers['set-cookie']?.[0] ?? '';
  expect(cookie).toMatch(/; Secure/);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
});
