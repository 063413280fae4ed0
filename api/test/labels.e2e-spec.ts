import { describe, it, expect } from 'vitest';
import type { Response } from 'supertest';
import { decodeCode128, decodeQr, readPdf } from './documents.js';
import { createParcel as createStaffParcel, type ParcelFields } from '../../test-kit/parcels.js';
import { staffClient, type TestApp, type StaffAgent, useStaffApp } from './harness.js';
import { createParcel as createParcelCall, getParcelLabel, trackParcel } from '@waybill/shared';

const PUBLIC_URL = 'https://track.example';

let t: TestApp;
let admin: StaffAgent;
// Printed links use PUBLIC_URL when it is set, whatever host the request came to.
useStaffApp({ PUBLIC_URL }, (app, agent) => {
  [t, admin] = [app, agent];
});

const createParcel = (trackingCode: string, fields: Partial<ParcelFields> = {}) =>
  createStaffParcel(staffClient(admin), {
    tracking_code: trackingCode,
    recipient_name: 'Ada Obi',
    destination: 'Lagos',
    ...fields,
  });

const labelOf = (code: string) => admin.get(getParcelLabel.path({ code })).responseType('blob');
const pdfBytes = (response: Response) => response.body as Buffer;

describe('the shipping label', () => {
  it('is one 4 × 6 in page with sender, recipient, weight, service, barcode and QR code', async () => {
    await createParcel('WB-1001', {
      recipient_phone_number: '+234 800 000 0000',
      sender_name: 'Kofi Mensah',
      pickup_location: 'Kumasi',
      weight: '2.5 kg',
      shipped_via: 'Air freight',
    });
    const response = await labelOf('wb-1001').set('Host', 'elsewhere.example').expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="label-WB-1001.pdf"');

    const pages = await readPdf(pdfBytes(response));
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect([page.width, page.height]).toEqual([288, 432]);
    for (const text of [
      'FROM Kofi Mensah Kumasi',
      'TO Ada Obi Lagos +234 800 000 0000',
      'WEIGHT',
      '2.5 kg',
      'SHIPPED VIA',
      'Air freight',
      'WB-1001',
      `${PUBLIC_URL}/track.html?code=WB-1001`,
    ]) {
      expect(page.text).toContain(text);
    }
    // Exactly the two pictures the label draws: the barcode, then the QR code.
    expect(page.images).toHaveLength(2);
    const [barcode, qr] = page.images;
    expect(decodeCode128(barcode)).toBe('WB-1001');
    expect(decodeQr(qr)).toBe(`${PUBLIC_URL}/track.html?code=WB-1001`);
  });

  it('prints the full recipient address in its country’s order, the return address and the phones', async () => {
    await staffClient(admin).data(
      createParcelCall,
      {
        body: {
          tracking_code: 'WB-FULL',
          recipient_name: 'Taro Yamada',
          recipient_address_line1: '1-1 Chiyoda',
          recipient_postcode: '100-0001',
          recipient_city: 'Chiyoda-ku',
          recipient_region: 'Tokyo',
          recipient_country: 'JP',
          recipient_phone_number: '03-1234-5678',
          sender_name: 'Ada Obi',
          sender_company: 'Obi Trading Ltd',
          sender_address_line1: '12 Allen Avenue',
          sender_postcode: '100001',
          sender_city: 'Ikeja',
          sender_region: 'Lagos',
          sender_country: 'NG',
          sender_phone_number: '0803 123 4567',
        },
      },
      201,
    );
    const [page] = await readPdf(pdfBytes(await labelOf('WB-FULL').expect(200)));
    expect(page.text).toContain(
      'FROM Ada Obi Obi Trading Ltd, 12 Allen Avenue, Ikeja 100001, Lagos, NIGERIA +234 803 123 4567',
    );
    // Japan's Latin order: the street lines (the ward among them), then prefecture, postcode.
    expect(page.text).toContain(
      'TO Taro Yamada 1-1 Chiyoda Chiyoda-ku Tokyo 100-0001 JAPAN +81 3 1234 5678',
    );
    expect(decodeCode128(page.images[0])).toBe('WB-FULL');
  });

  it('prints dashes for the empty optional fields', async () => {
    await createParcel('WB-2');
    const [page] = await readPdf(pdfBytes(await labelOf('WB-2').expect(200)));
    expect(page.text).toContain('FROM —');
    expect(page.text).toMatch(/WEIGHT SHIPPED VIA — —/);
  });

  it('takes a code with a slash, escaped in the path and in the QR link', async () => {
    await createParcel('LAG/77');
    const response = await labelOf('LAG/77').expect(200);
    expect(response.headers['content-disposition']).toBe('inline; filename="label-LAG_77.pdf"');
    const [page] = await readPdf(pdfBytes(response));
    expect(decodeCode128(page.images[0])).toBe('LAG/77');
    expect(decodeQr(page.images[1])).toBe(`${PUBLIC_URL}/track.html?code=LAG%2F77`);
  });

  it('answers an unknown code with 404 "No Data Found"', async () => {
    const response = await admin.get(getParcelLabel.path({ code: 'NOPE-1' })).expect(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toMatchObject({ status: 404, errors: ['No Data Found'], data: null });
  });

  it('is for staff only, while visitors still track the parcel at /api/parcels/:code', async () => {
    await createParcel('WB-1001');
    const refused = await t
      .http()
      .get(getParcelLabel.path({ code: 'WB-1001' }))
      .expect(401);
    expect(refused.body).toMatchObject({ status: 401, admin: 'false' });
    const tracked = await t
      .http()
      .get(trackParcel.path({ code: 'WB-1001' }))
      .expect(200);
    expect(tracked.body.data.tracking_code).toBe('WB-1001');
  });
});
