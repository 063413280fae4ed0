import { readdirSync } from 'node:fs';
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import type { Response } from 'supertest';
import {
  LOGO_MAX_BYTES,
  createParcel,
  getGraph,
  getParcelLabel,
  getSetupChecklist,
  inviteStaff,
  removeCompanyLogo,
  subscribeToParcel,
  updateSettings,
  uploadCompanyLogo,
} from '@waybill/shared';
import { solidPng } from '../../test-kit/pictures.js';
import { decodeQr, readPdf } from './documents.js';
import { signedInAgent, startTestApp, type StaffAgent, type TestApp } from './harness.js';
import { invitedMember } from './staff-kit.js';

const doneOf = (body: { data: { items: Array<{ item: string; done: boolean }> } }) =>
  Object.fromEntries(body.data.items.map(({ item, done }) => [item, done]));
const pdfBytes = (response: Response) => response.body as Buffer;

describe("the company's logo", () => {
  let t: TestApp;
  let owner: StaffAgent;
  beforeAll(async () => {
    t = await startTestApp({});
  }, 90_000);
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.reset();
    owner = await signedInAgent(t);
  });
  const stored = () => readdirSync(t.config.uploadsDir);
  const upload = (bytes: Buffer, name = 'logo.png') =>
    owner.post(uploadCompanyLogo.path({})).attach('image', bytes, name);

  it('is re-encoded, counted, printed on the label, shown to the site and removed', async () => {
    const first = await owner.get(getSetupChecklist.path({})).expect(200);
    expect(doneOf(first.body).logo).toBe(false);

    const saved = await upload(solidPng(64, [10, 90, 200])).expect(200);
    const name: string = saved.body.data.company_logo;
    expect(name).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(stored()).toEqual([name]);
    await t.http().get(`/uploads/images/${name}`).expect(200).expect('Content-Type', 'image/png');
    const graph = await t.http().get(getGraph.path({})).expect(200);
    expect(graph.body.data.settings[0].company_logo).toBe(name);
    expect(doneOf((await owner.get(getSetupChecklist.path({}))).body).logo).toBe(true);

    // Printed on the label: one picture more than the barcode and the QR code.
    await owner
      .post(createParcel.path({}))
      .send({ tracking_code: 'WB-LOGO', recipient_name: 'Ada Obi', destination: 'Lagos' })
      .expect(201);
    const label = await owner
      .get(getParcelLabel.path({ code: 'WB-LOGO' }))
      .responseType('blob')
      .expect(200);
    const [page] = await readPdf(pdfBytes(label));
    expect(page.images).toHaveLength(3);
    expect(page.images[0].width).toBe(64);

    // A second logo replaces the first, whose picture goes with its last use.
    const second = await upload(solidPng(32, [200, 30, 30])).expect(200);
    expect(stored()).toEqual([second.body.data.company_logo]);

    const removed = await owner.delete(removeCompanyLogo.path({})).expect(200);
    expect(removed.body.data.company_logo).toBe('');
    expect(stored()).toEqual([]);
    expect(doneOf((await owner.get(getSetupChecklist.path({}))).body).logo).toBe(false);
    // Removing none is harmless.
    await owner.delete(removeCompanyLogo.path({})).expect(200);
  }, 60_000);

  it('refuses a file that lies about its type, no file, and one over the limit, storing nothing', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const lie = await upload(html, 'logo.png').expect(400);
    expect(lie.body.error_codes).toEqual(['image.not_an_image']);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    await upload(svg, 'logo.jpg').expect(400);
    const none = await owner.post(uploadCompanyLogo.path({})).field('x', 'y').expect(400);
    expect(none.body.error_codes).toEqual(['image.required']);
    const big = Buffer.concat([solidPng(8, [0, 0, 0]), Buffer.alloc(LOGO_MAX_BYTES + 1)]);
    const tooBig = await upload(big).expect(413);
    expect(tooBig.body.error_codes).toEqual(['form.file_too_large']);
    expect(stored()).toEqual([]);
    // The logo is read-only in the settings form: a name slipped in is dropped, never stored.
    const slipped = await owner
      .patch(updateSettings.path({}))
      .send({ company_logo: '../../etc/passwd', company_name: 'Harbour' })
      .expect(200);
    expect(slipped.body.data).toMatchObject({ company_logo: '', company_name: 'Harbour' });
  });

  it('is changed only by members who write settings, never by a visitor', async () => {
    const dispatcher = await invitedMember(t, owner, 'dispatcher');
    await dispatcher
      .post(uploadCompanyLogo.path({}))
      .attach('image', solidPng(8, [0, 0, 0]), 'logo.png')
      .expect(403);
    await dispatcher.delete(removeCompanyLogo.path({})).expect(403);
    await t
      .http()
      .post(uploadCompanyLogo.path({}))
      .attach('image', solidPng(8, [0, 0, 0]), 'logo.png')
      .expect(401);
    expect(stored()).toEqual([]);
  });
});

describe('the public address kept in settings (no PUBLIC_URL)', () => {
  let t: TestApp;
  let owner: StaffAgent;
  beforeAll(async () => {
    t = await startTestApp({});
  }, 90_000);
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.reset();
    owner = await signedInAgent(t);
  });

  it.each([
    'courier.example.com',
    'ftp://courier.example.com',
    'javascript:alert(1)',
    'https://courier.example.com/track',
    'https://courier.example.com/?x=1',
    'https://courier.example.com/#top',
    'https://user:pass@courier.example.com',
    'https://',
  ])('refuses %s', async (address) => {
    const refused = await owner
      .patch(updateSettings.path({}))
      .send({ public_url: address })
      .expect(400);
    expect(refused.body.error_codes).toEqual(['settings.public_url_origin']);
  });

  it('keeps an origin, starts the links with it, completes its item, and clears', async () => {
    const saved = await owner
      .patch(updateSettings.path({}))
      .send({ public_url: ' https://Couriers.Example:8443/ ' })
      .expect(200);
    expect(saved.body.data.public_url).toBe('https://couriers.example:8443');
    // Only the server's links need it: the site's graph does not carry it.
    const graph = await t.http().get(getGraph.path({})).expect(200);
    expect(graph.body.data.settings[0]).not.toHaveProperty('public_url');

    const checklist = await owner.get(getSetupChecklist.path({})).expect(200);
    expect(doneOf(checklist.body).public_url).toBe(true);
    expect(checklist.body.data.public_url).toEqual({
      source: 'settings',
      value: 'https://couriers.example:8443',
    });

    // An invitation's link, even with a forged Host, starts with the kept address.
    await owner
      .post(inviteStaff.path({}))
      .set('Host', 'evil.example')
      .send({ email: 'dee@example.com', role: 'dispatcher' })
      .expect(201);
    const [mail] = await t.dataSource.query(
      `SELECT text FROM outbox_messages WHERE to_address = 'dee@example.com'`,
    );
    expect(mail.text).toContain('https://couriers.example:8443/control/invitation?token=');
    expect(mail.text).not.toContain('evil.example');

    // A label's QR code opens the tracking page at the kept address.
    await owner
      .post(createParcel.path({}))
      .send({ tracking_code: 'WB-QR', recipient_name: 'Ada', destination: 'Lagos' })
      .expect(201);
    const label = await owner
      .get(getParcelLabel.path({ code: 'WB-QR' }))
      .responseType('blob')
      .expect(200);
    const [page] = await readPdf(pdfBytes(label));
    expect(decodeQr(page.images[1])).toBe('https://couriers.example:8443/track.html?code=WB-QR');

    await owner.patch(updateSettings.path({})).send({ public_url: '' }).expect(200);
    const cleared = await owner.get(getSetupChecklist.path({})).expect(200);
    expect(cleared.body.data.public_url).toEqual({ source: 'none', value: null });
    expect(doneOf(cleared.body).public_url).toBe(false);
  }, 60_000);

  it("says the visitor's e-mail updates wait for mail, whether or not the code exists", async () => {
    await owner
      .post(createParcel.path({}))
      .send({ tracking_code: 'WB-SUB', recipient_name: 'Ada', destination: 'Lagos' })
      .expect(201);
    for (const code of ['WB-SUB', 'WB-NONE']) {
      const answer = await t
        .http()
        .post(subscribeToParcel.path({ code }))
        .send({ email: 'friend@home.test' })
        .expect(200);
      expect(answer.body.data).toEqual({ delivery: 'held' });
      expect(answer.body.message).toBe(
        'Saved: we will e-mail you a link to confirm once our mail is set up.',
      );
      expect(answer.body.message).not.toMatch(/\bsent\b/i);
    }
  });
});

describe('the public address with PUBLIC_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://env.example' });
  }, 90_000);
  afterAll(() => t?.close());

  it('wins over the one kept in settings, and the checklist says where it comes from', async () => {
    await t.reset();
    const owner = await signedInAgent(t);
    await owner
      .patch(updateSettings.path({}))
      .send({ public_url: 'https://kept.example' })
      .expect(200);
    const checklist = await owner.get(getSetupChecklist.path({})).expect(200);
    expect(checklist.body.data.public_url).toEqual({
      source: 'environment',
      value: 'https://env.example',
    });
    await owner
      .post(inviteStaff.path({}))
      .send({ email: 'dee@example.com', role: 'dispatcher' })
      .expect(201);
    const [mail] = await t.dataSource.query(
      `SELECT text FROM outbox_messages WHERE to_address = 'dee@example.com'`,
    );
    expect(mail.text).toContain('https://env.example/control/invitation?token=');
  });
});
