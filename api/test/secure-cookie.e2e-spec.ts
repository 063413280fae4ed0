import { it, expect, beforeAll, afterAll } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from './harness.js';
import { signUp } from '@waybill/shared';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

it('marks the session and device cookies Secure behind a TLS proxy', async () => {
  const response = await t
    .http()
    .post(signUp.path({}))
    .set('X-Forwarded-Proto', 'https')
    .send(ADMIN)
    .expect(201);
  const cookies = (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const named = (name: string) => cookies.find((line) => line.startsWith(`${name}=`)) ?? '';
  expect(named('waybill.sid')).toMatch(/; Secure/);
  expect(named('waybill.sid')).toMatch(/HttpOnly/);
  expect(named('waybill.sid')).toMatch(/SameSite=Lax/);
  expect(named('waybill.device')).toMatch(/; Secure/);
  expect(named('waybill.device')).toMatch(/HttpOnly/);
  expect(named('waybill.device')).toMatch(/SameSite=Strict/);
});
