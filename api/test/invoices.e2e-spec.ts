import { describe, it, expect, beforeEach } from 'vitest';
import type { Invoice } from '@waybill/shared';
import type { Response } from 'supertest';
import { decodeCode128, decodeQr, readPdf } from './documents.js';
import { type TestApp, type StaffAgent, useStaffApp } from './harness.js';
import {
  createInvoice as createInvoiceEndpoint,
  createParcel,
  getInvoicePdf,
  listInvoices,
  updateSettings,
} from '@waybill/shared';

let t: TestApp;
let admin: StaffAgent;
useStaffApp({}, (app, agent) => {
  [t, admin] = [app, agent];
});

async function createInvoice(fields: Record<string, unknown> = {}): Promise<Invoice> {
  const response = await admin
    .post(createInvoiceEndpoint.path({}))
    .send({ product: 'Express delivery', ...fields })
    .expect(201);
  return response.body.data as Invoice;
}

async function invoiceCount(): Promise<number> {
  const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM invoices');
  return count as number;
}

/** The PDF's bytes (supertest only buffers text and JSON by itself). */
const pdfBytes = (response: Response) => response.body as Buffer;

describe('creating invoices', () => {
  it('numbers an invoice made from the product alone', async () => {
    const response = await admin
      .post(createInvoiceEndpoint.path({}))
      .send({ product: '  Express delivery  ' })
      .expect(201);
    expect(response.body.message).toBe('Invoice created');
    expect(response.body.data).toEqual({
      id: 1,
      number: 'INV-000001',
      product: 'Express delivery',
      tracking_code: null,
      amount: null,
      currency: null,
      customer_name: null,
      customer_email: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect((await createInvoice()).number).toBe('INV-000002');
  });

  it('links a parcel by its code in any case, keeping the parcel’s spelling', async () => {
    await admin
      .post(createParcel.path({}))
      .send({ tracking_code: 'WB-1001', recipient_name: 'Ada Obi', destination: 'Lagos' })
      .expect(201);
    const invoice = await createInvoice({
      tracking_code: ' wb-1001 ',
      amount: '1234.5',
      currency: 'usd',
      customer_name: 'Ada Obi',
      customer_email: 'ada@example.com',
    });
    expect(invoice).toMatchObject({
      tracking_code: 'WB-1001',
      amount: 1234.5,
      currency: 'USD',
      customer_name: 'Ada Obi',
      customer_email: 'ada@example.com',
    });
    const listed = (await admin.get(listInvoices.path({})).expect(200)).body.data.data[0];
    expect(listed).toEqual(invoice);
  });

  it('gives invoices created at the same moment distinct numbers', async () => {
    const invoices = await Promise.all(
      Array.from({ length: 5 }, (_, i) => createInvoice({ product: `Parcel ${i}` })),
    );
    const numbers = invoices.map((invoice) => invoice.number).sort();
    expect(numbers).toEqual(['INV-000001', 'INV-000002', 'INV-000003', 'INV-000004', 'INV-000005']);
  });

  it.each([
    ['no product', {}, ['product is required']],
    ['a blank product', { product: '   ' }, ['product is required']],
    [
      'a product over 300 characters',
      { product: 'x'.repeat(301) },
      ['product must be at most 300 characters'],
    ],
    [
      'a bad currency',
      { product: 'Box', currency: 'dollars' },
      ['currency must be a 3-letter code'],
    ],
    ['a negative amount', { product: 'Box', amount: -1 }, ['amount must be at least 0']],
    [
      'fractions of a cent',
      { product: 'Box', amount: '12.345' },
      ['amount must have at most 2 decimal places'],
    ],
    [
      'an amount too large',
      { product: 'Box', amount: 1e11 },
      ['amount must be at most 9999999999.99'],
    ],
    ['an amount in words', { product: 'Box', amount: 'ten' }, ['amount must be a number']],
    [
      'a bad e-mail',
      { product: 'Box', customer_email: 'nope' },
      ['customer_email must be a valid e-mail address'],
    ],
    [
      'several problems',
      { currency: 'US', customer_name: 'y'.repeat(301) },
      [
        'product is required',
        'currency must be a 3-letter code',
        'customer_name must be at most 300 characters',
      ],
    ],
  ])('refuses %s with readable errors and writes nothing', async (_case, body, errors) => {
    const response = await admin.post(createInvoiceEndpoint.path({})).send(body).expect(400);
    expect(response.body).toMatchObject({ status: 400, errors, data: null });
    expect(await invoiceCount()).toBe(0);
  });

  it('refuses a tracking code no parcel has, and writes nothing', async () => {
    const response = await admin
      .post(createInvoiceEndpoint.path({}))
      .send({ product: 'Box', tracking_code: 'NOPE-1' })
      .expect(400);
    expect(response.body.errors).toEqual(['tracking_code "NOPE-1" does not match any parcel']);
    expect(await invoiceCount()).toBe(0);
  });
});

describe('the invoice list', () => {
  it('lists invoices newest first, 20 a page, with a link to the next page', async () => {
    for (let i = 1; i <= 22; i += 1) await createInvoice({ product: `Product ${i}` });
    const first = (await admin.get(listInvoices.path({})).expect(200)).body.data;
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({ number: 'INV-000022', product: 'Product 22' });
    expect(first).toMatchObject({
      current_page: 1,
      last_page: 2,
      next_page_url: listInvoices.path({}, { page: 2 }),
    });
    const second = (await admin.get(first.next_page_url).expect(200)).body.data;
    expect(second.data.map((invoice: Invoice) => invoice.number)).toEqual([
      'INV-000002',
      'INV-000001',
    ]);
    expect(second.next_page_url).toBeNull();
  });

  it('answers an empty list and refuses a bad page number', async () => {
    const empty = (await admin.get(listInvoices.path({})).expect(200)).body.data;
    expect(empty).toEqual({ data: [], current_page: 1, last_page: 1, next_page_url: null });
    const bad = await admin.get(listInvoices.path({}, { page: 0 })).expect(400);
    expect(bad.body.errors).toEqual(['page must be at least 1']);
  });
});

describe('the invoice PDF', () => {
  beforeEach(async () => {
    await admin
      .patch(updateSettings.path({}))
      .send({
        company_name: 'Swift Cargo',
        contact_email: 'desk@swift.example',
        contact_phone: '+44 20 7946 0000',
        contact_address: '12 Dock Road, London',
      })
      .expect(200);
  });

  it('is an A4 page with the company, number, customer, product, amount and parcel', async () => {
    await admin
      .post(createParcel.path({}))
      .send({ tracking_code: 'WB-1001', recipient_name: 'Ada Obi', destination: 'Lagos' })
      .expect(201);
    const invoice = await createInvoice({
      product: 'Air freight, 2 boxes',
      tracking_code: 'WB-1001',
      amount: 1234.5,
      currency: 'EUR',
      customer_name: 'Ada Obi',
      customer_email: 'ada@example.com',
    });
    const response = await admin
      .get(getInvoicePdf.path({ id: invoice.id }))
      .set('Host', 'couriers.example')
      .responseType('blob')
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="INV-000001.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');

    const pages = await readPdf(pdfBytes(response));
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect([Math.round(page.width), Math.round(page.height)]).toEqual([595, 842]);
    const trackingPage = 'http://couriers.example/track.html?code=WB-1001';
    for (const text of [
      'Swift Cargo',
      'desk@swift.example',
      '+44 20 7946 0000',
      '12 Dock Road, London',
      'INV-000001',
      'Ada Obi',
      'ada@example.com',
      'Air freight, 2 boxes',
      'EUR 1,234.50',
      'WB-1001',
      trackingPage,
    ]) {
      expect(page.text).toContain(text);
    }
    // The QR code, then the parcel's barcode.
    expect(page.images).toHaveLength(2);
    expect(decodeQr(page.images[0])).toBe(trackingPage);
    expect(decodeCode128(page.images[1])).toBe('WB-1001');
  });

  it('prints the parcel’s addresses in their countries’ order, with the phones', async () => {
    await admin
      .post(createParcel.path({}))
      .send({
        tracking_code: 'WB-ADDR',
        recipient_name: 'Ada Obi',
        recipient_company: 'Obi Trading Ltd',
        recipient_address_line1: '12 Allen Avenue',
        recipient_postcode: '100001',
        recipient_city: 'Ikeja',
        recipient_region: 'Lagos',
        recipient_country: 'NG',
        recipient_phone_number: '0803 123 4567',
        sender_name: 'Sam Lee',
        sender_address_line1: '1 Main St',
        sender_city: 'San Jose',
        sender_region: 'CA',
        sender_postcode: '95112',
        sender_country: 'US',
        sender_phone_number: '+1 408 555 0134',
      })
      .expect(201);
    const invoice = await createInvoice({ tracking_code: 'WB-ADDR' });
    const response = await admin
      .get(getInvoicePdf.path({ id: invoice.id }))
      .responseType('blob')
      .expect(200);
    const [page] = await readPdf(pdfBytes(response));
    expect(page.text).toContain(
      'SHIP TO Ada Obi Obi Trading Ltd 12 Allen Avenue Ikeja 100001 Lagos NIGERIA +234 803 123 4567',
    );
    expect(page.text).toContain(
      'FROM Sam Lee 1 Main St San Jose, CA 95112 UNITED STATES +1 408 555 0134',
    );
  });

  it('prints the date in the company time zone and a dash without an amount', async () => {
    const invoice = await createInvoice({ product: 'Documents' });
    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: t.config.timeZone,
    }).format(new Date(invoice.created_at));
    const response = await admin
      .get(getInvoicePdf.path({ id: invoice.id }))
      .responseType('blob')
      .expect(200);
    const [page] = await readPdf(pdfBytes(response));
    expect(page.text).toContain(day);
    expect(page.text).toMatch(/Total —/);
    expect(page.text).not.toContain('Tracking code');
    expect(page.images).toHaveLength(0);
  });

  it('answers an unknown or malformed id with an envelope', async () => {
    const missing = await admin.get(getInvoicePdf.path({ id: 999 })).expect(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.body).toMatchObject({ status: 404, errors: ['Not Found'], data: null });
    const malformed = await admin.get(getInvoicePdf.path({ id: 'abc' })).expect(400);
    expect(malformed.body.errors).toEqual(['id must be a number']);
  });
});

describe('without a session', () => {
  it('refuses to list, create or print invoices', async () => {
    const invoice = await createInvoice();
    await t.http().get(listInvoices.path({})).expect(401);
    await t.http().post(createInvoiceEndpoint.path({})).send({ product: 'Box' }).expect(401);
    const pdf = await t
      .http()
      .get(getInvoicePdf.path({ id: invoice.id }))
      .expect(401);
    expect(pdf.body).toMatchObject({ status: 401, admin: 'false' });
    expect(await invoiceCount()).toBe(1);
  });
});
