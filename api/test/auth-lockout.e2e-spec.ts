import { describe, it, expect } from 'vitest';
import {
  ADMIN,
  pinFromOutbox,
  type TestApp,
  signUpAdmin,
  useTestApp,
  OWNER_VIEW,
} from './harness.js';
import { resetPassword, sendPasswordPin, signIn } from '@waybill/shared';

/**
 * Knowing the admin's e-mail must not be enough to keep them out. Clients are told apart by
 * X-Forwarded-For (TRUST_PROXY), as behind the usual reverse proxy.
 */
let t: TestApp;
useTestApp({ TRUST_PROXY: 'true' }, signUpAdmin, (app) => {
  t = app;
});

const STRANGER = '203.0.113.66';
const OFFICE = '198.51.100.7';

const signin = (from: string, password: string, cookie?: string) => {
  const call = t.http().post(signIn.path({})).set('X-Forwarded-For', from);
  if (cookie) call.set('Cookie', cookie);
  return call.field('email', ADMIN.email).field('password', password);
};

/** The device cookie an answer gave, as a Cookie header value. */
function deviceCookie(response: { headers: Record<string, unknown> }): string {
  const lines = (response.headers['set-cookie'] as string[] | undefined) ?? [];
  const line = lines.find((each) => each.startsWith('waybill.device='));
  if (!line) throw new Error(`No device cookie in ${JSON.stringify(lines)}`);
  return line.split(';')[0];
}

describe('sign-in lock-out', () => {
  it('gives a signed, HttpOnly, SameSite device cookie naming the account after a success only', async () => {
    const failed = await signin(OFFICE, 'wrong-password').expect(401);
    expect(JSON.stringify(failed.headers['set-cookie'] ?? [])).not.toContain('waybill.device');
    const ok = await signin(OFFICE, ADMIN.password).expect(200);
    const line = (ok.headers['set-cookie'] as unknown as string[]).find((each) =>
      each.startsWith('waybill.device='),
    );
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    expect(line).toMatch(/Path=\/api\/admins\/auth/);
    expect(line).toMatch(/Max-Age=31536000/);
  });

  it('a stranger exhausting the limit for the e-mail does not stop the admin on their device', async () => {
    const device = deviceCookie(await signin(OFFICE, ADMIN.password).expect(200));
    // The stranger hammers the e-mail, from elsewhere and from the admin's own network too.
    for (const from of [STRANGER, OFFICE]) {
      for (let i = 0; i < 10; i += 1) await signin(from, 'guess-' + i).expect(401);
    }
    const refused = await signin(STRANGER, ADMIN.password).expect(429);
    expect(refused.body.error_codes).toEqual(['rate.too_many']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Without the cookie, the admin's network is past the limit too…
    await signin(OFFICE, ADMIN.password).expect(429);
    // …but their own device still signs in.
    const admin = await signin(OFFICE, ADMIN.password, device).expect(200);
    expect(admin.body.data).toEqual(OWNER_VIEW);
  });

  it('counts failures only: the right password any number of times is never refused', async () => {
    for (let i = 0; i < 25; i += 1) await signin(OFFICE, ADMIN.password).expect(200);
  });

  it('a success resets the count of failures for the e-mail from that client', async () => {
    for (let i = 0; i < 9; i += 1) await signin(OFFICE, 'wrong-password').expect(401);
    await signin(OFFICE, ADMIN.password).expect(200);
    for (let i = 0; i < 9; i += 1) await signin(OFFICE, 'wrong-password').expect(401);
    await signin(OFFICE, ADMIN.password).expect(200);
  });

  it('a device cookie is no master key: forged, for another e-mail, or failing too often', async () => {
    const device = deviceCookie(await signin(OFFICE, ADMIN.password).expect(200));
    for (let i = 0; i < 10; i += 1) await signin(STRANGER, 'guess').expect(401);
    const [payload] = device.slice('waybill.device='.length).split('.');
    const forged = `waybill.device=${payload}.${'A'.repeat(43)}`;
    await signin(STRANGER, ADMIN.password, forged).expect(429);
    // Wrong passwords with a valid cookie are counted against that device.
    for (let i = 0; i < 10; i += 1) await signin(STRANGER, 'guess', device).expect(401);
    await signin(STRANGER, ADMIN.password, device).expect(429);
    // And a device cookie for the admin says nothing about another e-mail.
    const other = await t
      .http()
      .post(signIn.path({}))
      .set('X-Forwarded-For', OFFICE)
      .set('Cookie', device)
      .field('email', 'someone@example.com')
      .field('password', 'x')
      .expect(401);
    expect(other.body.error_codes).toEqual(['auth.wrong_credentials']);
  });
});

describe('send-pin lock-out', () => {
  const sendPin = (from: string, cookie?: string) => {
    const call = t.http().post(sendPasswordPin.path({})).set('X-Forwarded-For', from);
    if (cookie) call.set('Cookie', cookie);
    return call.send({ email: ADMIN.email });
  };

  it("a stranger asking for PINs neither uses up the admin's budget nor cancels their PIN", async () => {
    await sendPin(OFFICE).expect(200);
    const typed = await pinFromOutbox(t.dataSource, ADMIN.email);
    for (let i = 0; i < 3; i += 1) await sendPin(STRANGER).expect(200);
    const limited = await sendPin(STRANGER).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The admin can still ask from their own client…
    await sendPin(OFFICE).expect(200);
    // …and the first PIN, which they were typing, still works.
    await t
      .http()
      .patch(resetPassword.path({}))
      .set('X-Forwarded-For', OFFICE)
      .send({
        email: ADMIN.email,
        password_token: typed,
        new_password: 'after-the-flood',
        confirm_new_password: 'after-the-flood',
      })
      .expect(200);
  });

  it('caps PINs per e-mail per day from everywhere, but not for the admin’s own device', async () => {
    const device = deviceCookie(await signin(OFFICE, ADMIN.password).expect(200));
    for (let client = 0; client < 7; client += 1) {
      for (let i = 0; i < 3 && client * 3 + i < 20; i += 1) {
        await sendPin(`203.0.113.${client + 1}`).expect(200);
      }
    }
    await sendPin('192.0.2.1').expect(429);
    await sendPin(OFFICE, device).expect(200);
  });
});
