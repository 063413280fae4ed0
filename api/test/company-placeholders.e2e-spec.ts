import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Response } from 'supertest';
import { createInvoice, createParcel, getInvoicePdf, getParcelLabel } from '@waybill/shared';
import { readPdf } from './documents.js';
import { signedInAgent, startTestApp, type StaffAgent, type TestApp } from './harness.js';

const pdfBytes = (response: Response) => response.body as Buffer;
// The seed's e-mail, phone and street, and the product's name where the company's belongs.
const MADE_UP = [/example\.com/i, /555/, /Harbour Road/i, /Waybill/];

describe("documents of an install without the company's details", () => {
  let t: TestApp;
  let admin: StaffAgent;
  beforeAll(async () => {
    t = await startTestApp({});
    admin = await signedInAgent(t);
  }, 90_000);
  afterAll(() => t?.close());

  it('print no made-up contact details on a label or an invoice', async () => {
    // A new install's settings: the seed's example address, 555 number and street.
    const [settings] = await t.dataSource.query(
      'SELECT contact_email, contact_phone FROM settings',
    );
    expect(settings).toEqual({
      contact_email: 'support@example.com',
      contact_phone: '+1 555 0100',
    });
    await admin
      .post(createParcel.path({}))
      .send({ tracking_code: 'WB-77', recipient_name: 'Ada Obi', destination: 'Lagos' })
      .expect(201);
    const label = await admin
      .get(getParcelLabel.path({ code: 'WB-77' }))
      .responseType('blob')
      .expect(200);
    const invoice = await admin
      .post(createInvoice.path({}))
      .send({ product: 'Express delivery', tracking_code: 'WB-77' })
      .expect(201);
    const pdf = await admin
      .get(getInvoicePdf.path({ id: invoice.body.data.id }))
      .responseType('blob')
      .expect(200);
    for (const bytes of [pdfBytes(label), pdfBytes(pdf)]) {
      const text = (await readPdf(bytes)).map((page) => page.text).join(' ');
      expect(text).toContain('WB-77');
      for (const madeUp of MADE_UP) expect(text).not.toMatch(madeUp);
    }
  });
});
