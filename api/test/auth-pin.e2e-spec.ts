import { describe, it, expect, beforeAll, afterAll, beforeEach, vi } from 'vitest';
import { ADMIN, pinFromOutbox, signedInAgent, startTestApp, type TestApp } from './harness.js';
import { changePassword, resetPassword, sendPasswordPin, signIn, signUp } from '@waybill/shared';
import { PasswordHasher } from '../src/auth/passwords.js';

/** Guessing the reset PIN, and the e-mail that tells of a new password. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const reset = (from: string, email: string, pin: string, password = 'reset-password-1') =>
  t.http().patch(resetPassword.path({})).set('X-Forwarded-For', from).send({
    email,
    password_token: pin,
    new_password: password,
    confirm_new_password: password,
  });
const sendPin = (from: string) =>
  t.http().post(sendPasswordPin.path({})).set('X-Forwarded-For', from).send({ email: ADMIN.email });
const wrongFor = (pin: string) => (pin === '000000' ? '111111' : '000000');

const mails = async () =>
  (await t.dataSource.query(
    `SELECT to_address, subject, text FROM outbox_messages ORDER BY id`,
  )) as Array<{ to_address: string; subject: string; text: string }>;

describe('guessing the PIN', () => {
  beforeEach(async () => {
    await t.http().post(signUp.path({})).send(ADMIN).expect(201);
  });

  it('caps wrong tries per account per day across every PIN: new PINs bring no fresh tries', async () => {
    // A guesser asks for a new PIN whenever one dies, from one client after another.
    let tries = 0;
    for (let client = 1; tries < 10; client += 1) {
      await sendPin(`203.0.113.${client}`).expect(200);
      const pin = await pinFromOutbox(t.dataSource, ADMIN.email);
      for (let i = 0; i < 4 && tries < 10; i += 1, tries += 1) {
        await reset(`203.0.113.${client}`, ADMIN.email, wrongFor(pin)).expect(400);
      }
    }
    await sendPin('192.0.2.50').expect(200);
    const pin = await pinFromOutbox(t.dataSource, ADMIN.email);
    // The eleventh try is refused even with the right PIN, from a fresh client.
    const refused = await reset('192.0.2.50', ADMIN.email, pin).expect(429);
    expect(refused.body.error_codes).toEqual(['rate.too_many']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    await t
      .http()
      .post(signIn.path({}))
      .field('email', ADMIN.email)
      .field('password', ADMIN.password)
      .expect(200);
  });

  it('keeps the count in the database, so every instance sees it', async () => {
    await sendPin('203.0.113.1').expect(200);
    const pin = await pinFromOutbox(t.dataSource, ADMIN.email);
    await reset('203.0.113.1', ADMIN.email, wrongFor(pin)).expect(400);
    const [row] = await t.dataSource.query(`SELECT hits FROM rate_limits WHERE key = $1`, [
      `pin-fail:email-day:${ADMIN.email}`,
    ]);
    expect(row).toEqual({ hits: 1 });
  });

  it('an unknown e-mail is answered and counted exactly like a known one', async () => {
    for (let i = 0; i < 10; i += 1) {
      const known = await reset('203.0.113.1', ADMIN.email, '123456').expect(400);
      const unknown = await reset('203.0.113.1', 'who@example.com', '123456').expect(400);
      expect(unknown.body).toEqual(known.body);
    }
    const known = await reset('203.0.113.2', ADMIN.email, '123456').expect(429);
    const unknown = await reset('203.0.113.2', 'who@example.com', '123456').expect(429);
    expect(unknown.body.error_codes).toEqual(known.body.error_codes);
  });

  it('hashes the new password only once a PIN is accepted: a wrong PIN costs no hashing, known e-mail or not', async () => {
    const hasher = t.app.get(PasswordHasher);
    const hash = vi.spyOn(hasher, 'hash');
    const verify = vi.spyOn(hasher, 'verify');
    try {
      await sendPin('203.0.113.1').expect(200);
      const pin = await pinFromOutbox(t.dataSource, ADMIN.email);
      await reset('203.0.113.1', ADMIN.email, wrongFor(pin)).expect(400);
      await reset('203.0.113.1', 'who@example.com', wrongFor(pin)).expect(400);
      expect(hash).not.toHaveBeenCalled();
      expect(verify).not.toHaveBeenCalled();
      await reset('203.0.113.1', ADMIN.email, pin).expect(200);
      expect(hash).toHaveBeenCalledTimes(1);
      expect(hash).toHaveBeenCalledWith('reset-password-1');
    } finally {
      hash.mockRestore();
      verify.mockRestore();
    }
  });

  it('keeps the PIN as a keyed hash', async () => {
    await sendPin('203.0.113.1').expect(200);
    const pin = await pinFromOutbox(t.dataSource, ADMIN.email);
    const [stored] = await t.dataSource.query('SELECT pin_hash FROM password_resets');
    expect(stored.pin_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.pin_hash).not.toContain(pin);
  });
});

describe('the e-mail that tells of a new password', () => {
  it('is sent on every change from the control panel, with no secret in it', async () => {
    const agent = await signedInAgent(t);
    await agent
      .patch(changePassword.path({}))
      .send({
        password: ADMIN.password,
        new_password: 'brand-new-pass',
        confirm_new_password: 'brand-new-pass',
      })
      .expect(200);
    const [notice] = await mails();
    expect(notice).toMatchObject({
      to_address: ADMIN.email,
      subject: 'Your Waybill password was changed',
    });
    expect(notice.text).toContain('changed from the control panel');
    expect(notice.text).not.toContain('brand-new-pass');
    expect(notice.text).not.toMatch(/\d{6}/);
  });

  it('is sent on every reset with a PIN, after the PIN e-mail', async () => {
    await t.http().post(signUp.path({})).send(ADMIN).expect(201);
    await sendPin('203.0.113.1').expect(200);
    const pin = await pinFromOutbox(t.dataSource, ADMIN.email);
    await reset('203.0.113.1', ADMIN.email, pin).expect(200);
    const sent = await mails();
    expect(sent.map((mail) => mail.subject)).toEqual([
      'Your Waybill password reset PIN',
      'Your Waybill password was changed',
    ]);
    expect(sent[1].text).toContain('reset with a PIN sent to this address');
    expect(sent[1].text).not.toContain(pin);
    expect(sent[1].text).not.toContain('reset-password-1');
  });

  it('is not sent when the reset fails', async () => {
    await t.http().post(signUp.path({})).send(ADMIN).expect(201);
    await sendPin('203.0.113.1').expect(200);
    const pin = await pinFromOutbox(t.dataSource, ADMIN.email);
    await reset('203.0.113.1', ADMIN.email, wrongFor(pin)).expect(400);
    expect((await mails()).map((mail) => mail.subject)).toEqual([
      'Your Waybill password reset PIN',
    ]);
  });
});
