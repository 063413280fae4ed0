import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import {
  createParcel,
  inviteStaff,
  listStaff,
  sendPasswordPin,
  subscribeToParcel,
} from '@waybill/shared';
import { ADMIN, signedInAgent, startTestApp, type TestApp } from './harness.js';

/**
 * A forged Host header must never put a link in an e-mail (docs/product.md §10, "Links in
 * e-mail"). A file of its own: the server must start having seen no staff request, and what it
 * has seen lives in the running server, which the harness's reset does not clear.
 */
let fresh: TestApp;
beforeAll(async () => {
  fresh = await startTestApp();
});
afterAll(() => fresh.close());

describe('links in e-mail without PUBLIC_URL', () => {
  const EVIL = 'evil.example';
  const mails = async () =>
    (await fresh.dataSource.query(
      'SELECT to_address, subject, text FROM outbox_messages ORDER BY id',
    )) as Array<{ to_address: string; subject: string; text: string }>;

  it('never follow a forged Host: an invitation is refused until the server has seen its own address', async () => {
    const boss = await signedInAgent(fresh);
    // The attack: the owner's browser (or a proxy) sends Host: evil.example, the link went there.
    const refused = await boss
      .post(inviteStaff.path({}))
      .set('Host', EVIL)
      .send({ email: 'dee@example.com', role: 'dispatcher' })
      .expect(409);
    expect(refused.body.error_codes).toEqual(['mail.public_url_required']);
    expect(refused.body.errors[0]).toMatch(/^The site's public address must be set/);
    expect(await mails()).toEqual([]);
    expect(await fresh.dataSource.query('SELECT id FROM staff_invitations')).toEqual([]);

    // Unsigned requests with a forged Host teach nothing: a PIN, a visitor's subscription.
    await boss
      .post(createParcel.path({}))
      .set('Host', EVIL)
      .send({ tracking_code: 'WB-HOST', recipient_name: 'Ada', destination: 'Lagos' })
      .expect(201);
    await fresh
      .http()
      .post(sendPasswordPin.path({}))
      .set('Host', EVIL)
      .send({ email: ADMIN.email });
    await fresh
      .http()
      .post(subscribeToParcel.path({ code: 'WB-HOST' }))
      .set('Host', EVIL)
      .send({ email: 'friend@example.com' })
      .expect(200);
    await boss
      .post(inviteStaff.path({}))
      .set('Host', `${EVIL}:80`)
      .send({ email: 'dee@example.com', role: 'dispatcher' })
      .expect(409);

    // A signed-in request to the server's own address (supertest's 127.0.0.1:port) is trusted.
    await boss.get(listStaff.path({})).expect(200);
    await boss
      .post(inviteStaff.path({}))
      .set('Host', EVIL)
      .send({ email: 'dee@example.com', role: 'dispatcher' })
      .expect(201);
    await fresh
      .http()
      .post(subscribeToParcel.path({ code: 'WB-HOST' }))
      .set('Host', EVIL)
      .send({ email: 'other@example.com' })
      .expect(200);

    const sent = await mails();
    expect(sent.map((mail) => mail.to_address)).toEqual([
      ADMIN.email,
      'friend@example.com',
      'dee@example.com',
      'other@example.com',
    ]);
    for (const mail of sent) expect(mail.text).not.toContain(EVIL);
    const origins = (text: string) => [...new Set(text.match(/https?:\/\/[^\s/]+/g) ?? [])];
    const [pin, before, invitation, after] = sent.map((mail) => origins(mail.text));
    expect(pin).toEqual([]);
    // Before any staff request was seen: this machine; after: the address seen.
    expect(before).toEqual([`http://localhost:${fresh.config.port}`]);
    expect(invitation).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/)]);
    expect(after).toEqual(invitation);
  });
});
