import type { Settings } from '@waybill/shared';
import type { Request } from 'express';
import { decodeCode128, decodeQr, pngPixels, readPdf } from '../../test/documents.js';
import { code128Png } from './barcode.js';
import { companyDetails } from './company.js';
import { formatMoney, type InvoiceDocument, renderInvoicePdf } from './invoice-pdf.js';
import { type LabelDocument, renderLabelPdf } from './label-pdf.js';
import { printable } from './pdf.js';
import { qrPng } from './qr.js';
import { siteBase, trackingUrl } from './tracking-url.js';

const COMPANY = {
  name: 'Waybill',
  email: 'desk@waybill.example',
  phone: '+44 20 7946 0000',
  address: '12 Dock Road, London',
};
const URL_OF_WB = 'https://track.example/track.html?code=WB-1001';
/** Decoding pictures and parsing PDFs is CPU work: allow for a busy machine. */
const SLOW = 60_000;
const long = (word: string) => `${word} `.repeat(100).slice(0, 300);

const LABEL: LabelDocument = {
  company: COMPANY,
  trackingCode: 'WB-1001',
  trackingUrl: URL_OF_WB,
  sender: { name: 'Kofi Mensah', lines: ['Kofi Mensah', 'Kumasi'], phone: null },
  recipient: { name: 'Ada Obi', lines: ['Ada Obi', 'Lagos'], phone: '+234 800 000 0000' },
  weight: '2.5 kg',
  shippedVia: 'Air freight',
};

const INVOICE: InvoiceDocument = {
  company: COMPANY,
  number: 'INV-000042',
  date: '24 November 2026',
  product: 'Express delivery of documents',
  amount: 1234.5,
  currency: 'USD',
  customer: { name: 'Ada Obi', email: 'ada@example.com' },
  tracking: { code: 'WB-1001', url: URL_OF_WB },
  parties: null,
};

describe('tracking links', () => {
  it('points at the tracking page with the code escaped', () => {
    expect(trackingUrl('https://track.example/', 'A B/1?&')).toBe(
      'https://track.example/track.html?code=A%20B%2F1%3F%26',
    );
  });

  it('prefers PUBLIC_URL, else the origin the request came to', () => {
    const request = { protocol: 'http', get: () => '127.0.0.1:3000' } as unknown as Request;
    expect(siteBase('https://track.example', request)).toBe('https://track.example');
    expect(siteBase(undefined, request)).toBe('http://127.0.0.1:3000');
  });
});

describe('codes', () => {
  it(
    'makes a QR code that reads back as the exact text',
    async () => {
      const url = `https://track.example/track.html?code=${'X'.repeat(300)}`;
      expect(decodeQr(pngPixels(await qrPng(URL_OF_WB)))).toBe(URL_OF_WB);
      expect(decodeQr(pngPixels(await qrPng(url)))).toBe(url);
    },
    SLOW,
  );

  it(
    'makes a Code 128 barcode that reads back as the tracking code',
    async () => {
      expect(decodeCode128(pngPixels(await code128Png('WB-1001')))).toBe('WB-1001');
      expect(decodeCode128(pngPixels(await code128Png('abc-123_XYZ')))).toBe('abc-123_XYZ');
    },
    SLOW,
  );

  it(
    'refuses a Code 128 barcode for text it cannot carry',
    async () => {
      await expect(code128Png('WB-Ω1')).rejects.toThrow(RangeError);
      await expect(code128Png('')).rejects.toThrow(RangeError);
    },
    SLOW,
  );
});

describe('text for the standard PDF fonts', () => {
  it('keeps Latin-1 and typographic marks and replaces what the fonts cannot print', () => {
    expect(printable('Zoë — Café € 5 “ok”')).toBe('Zoë — Café € 5 “ok”');
    expect(printable('Ωμέγα 東京')).toBe('????? ??');
  });

  it('drops the invisible bidirectional marks a number copied from an Arabic page carries', () => {
    // LRM, RLM, an override and an isolate: none is printed, the digits stay in their order.
    expect(printable('\u200e+234 803 555 1000\u200f')).toBe('+234 803 555 1000');
    expect(printable('\u202e-1.62443\u202c')).toBe('-1.62443');
    expect(printable('\u2066USD 1,234.50\u2069')).toBe('USD 1,234.50');
  });

  it('formats money with two decimals, or a dash without an amount', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('USD 1,234.50');
    expect(formatMoney(0, null)).toBe('0.00');
    expect(formatMoney(null, 'EUR')).toBe('—');
  });

  it("never gives the product's name or a made-up detail as the company's", () => {
    const settings = {
      company_name: '',
      contact_email: 'support@example.com',
      contact_phone: '+1 555 0100',
      contact_address: '1 Harbour Road, Port City',
    } as Settings;
    expect(companyDetails(settings)).toEqual({ name: '', email: '', phone: '', address: '' });
    expect(companyDetails({ ...settings, company_name: 'Waybill' }).name).toBe('');
    expect(companyDetails({ ...settings, company_name: ' Swift Cargo ' }).name).toBe('Swift Cargo');
  });
});

describe('the shipping label', () => {
  it(
    "prints the company's logo first, and no name or contact when none is set",
    async () => {
      const logo = await code128Png('LOGO');
      const none = { name: '', email: '', phone: '', address: '' };
      const [page] = await readPdf(await renderLabelPdf({ ...LABEL, company: { ...none, logo } }));
      expect(page.images).toHaveLength(3);
      expect(decodeCode128(page.images[0])).toBe('LOGO');
      // The header holds nothing made up: not the product's name, not a dash for a missing one.
      expect(page.text).not.toContain('Waybill');
      expect(page.text.split('FROM')[0].trim()).toBe('');
    },
    SLOW,
  );

  it(
    'is one 4 × 6 in page with every block, the barcode and the QR code',
    async () => {
      const [page, ...more] = await readPdf(await renderLabelPdf(LABEL));
      expect(more).toHaveLength(0);
      expect([page.width, page.height]).toEqual([288, 432]);
      for (const text of ['Kofi Mensah', 'Kumasi', 'Ada Obi', 'Lagos', '+234 800 000 0000']) {
        expect(page.text).toContain(text);
      }
      for (const text of ['2.5 kg', 'Air freight', 'WB-1001', URL_OF_WB, 'FROM', 'TO']) {
        expect(page.text).toContain(text);
      }
      expect(page.images).toHaveLength(2);
      const [barcode, qr] = page.images;
      expect(decodeCode128(barcode)).toBe('WB-1001');
      expect(decodeQr(qr)).toBe(URL_OF_WB);
    },
    SLOW,
  );

  it(
    'stays one page with every field at its longest, cut with an ellipsis',
    async () => {
      const pages = await readPdf(
        await renderLabelPdf({
          ...LABEL,
          company: { ...COMPANY, name: long('Company') },
          sender: {
            name: long('Sender'),
            lines: [long('Sender'), ...Array.from({ length: 7 }, () => long('Street'))],
            phone: long('555'),
          },
          recipient: {
            name: long('Name'),
            lines: [long('Name'), ...Array.from({ length: 9 }, () => long('City'))],
            phone: long('555'),
          },
          weight: long('kg'),
          shippedVia: long('Air'),
        }),
      );
      expect(pages).toHaveLength(1);
      expect(pages[0].text).toContain('…');
      expect(pages[0].images).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'prints a code Code 128 cannot carry without bars, and dashes for empty fields',
    async () => {
      const [page] = await readPdf(
        await renderLabelPdf({
          ...LABEL,
          trackingCode: 'WB-Ω1',
          sender: { name: null, lines: [], phone: null },
          weight: null,
        }),
      );
      expect(page.images).toHaveLength(1);
      expect(page.text).toContain('This code cannot be printed as a barcode.');
      expect(page.text).toContain('WB-?1');
      expect(page.text).toMatch(/FROM —/);
    },
    SLOW,
  );
});

describe('numbers in the PDFs', () => {
  it(
    'read in their order: phones, the amount and the code, even when typed with bidirectional marks',
    async () => {
      const phone = '+234 803 555 1000';
      const [invoice] = await readPdf(
        await renderInvoicePdf({
          ...INVOICE,
          company: { ...COMPANY, phone: `\u200f${phone}\u200e` },
          tracking: { code: '\u2066WB-1001\u2069', url: URL_OF_WB },
        }),
      );
      expect(invoice.text).toContain(phone);
      expect(invoice.text).not.toContain('1000 555 803 234+');
      expect(invoice.text).toContain('USD 1,234.50');
      expect(invoice.text).toContain('WB-1001');
      // The marks leave no "?" where they were.
      expect(invoice.text).not.toMatch(/\?\+234|1000\?|\?WB-1001|WB-1001\? /);
      const [label] = await readPdf(
        await renderLabelPdf({
          ...LABEL,
          recipient: { ...LABEL.recipient, phone: `\u202e${phone}\u202c` },
        }),
      );
      expect(label.text).toContain(phone);
      expect(label.text).not.toMatch(/\?\+234|1000\?/);
    },
    SLOW,
  );
});

describe('the invoice', () => {
  it(
    'is one A4 page with the company, number, date, customer, product, total and parcel',
    async () => {
      const [page, ...more] = await readPdf(
        await renderInvoicePdf({
          ...INVOICE,
          parties: {
            recipient: { name: 'Ada Obi', lines: ['Ada Obi', long('Street')], phone: '+234 1' },
            sender: { name: null, lines: [], phone: null },
          },
        }),
      );
      expect(more).toHaveLength(0);
      expect([Math.round(page.width), Math.round(page.height)]).toEqual([595, 842]);
      const expected = [
        'Waybill',
        'desk@waybill.example',
        '+44 20 7946 0000',
        '12 Dock Road, London',
        'Invoice',
        'INV-000042',
        '24 November 2026',
        'Ada Obi',
        'ada@example.com',
        'Express delivery of documents',
        'SHIP TO Ada Obi Street',
        'FROM —',
        'Total',
        'WB-1001',
        URL_OF_WB,
      ];
      for (const text of expected) expect(page.text).toContain(text);
      expect(page.text.match(/USD 1,234\.50/g)).toHaveLength(2);
      expect(page.images).toHaveLength(2);
      expect(decodeQr(page.images[0])).toBe(URL_OF_WB);
      expect(decodeCode128(page.images[1])).toBe('WB-1001');
    },
    SLOW,
  );

  it(
    'shows dashes without an amount or customer, and no QR code without a parcel',
    async () => {
      const [page] = await readPdf(
        await renderInvoicePdf({
          ...INVOICE,
          amount: null,
          currency: null,
          customer: { name: null, email: null },
          tracking: null,
        }),
      );
      expect(page.images).toHaveLength(0);
      expect(page.text).not.toContain('Tracking code');
      expect(page.text).toMatch(/BILL TO —/);
      expect(page.text).toMatch(/Total —/);
    },
    SLOW,
  );

  it(
    "prints the company's logo, and no contact line when the company set none",
    async () => {
      const logo = await code128Png('LOGO');
      const none = { name: '', email: '', phone: '', address: '' };
      const [page] = await readPdf(
        await renderInvoicePdf({ ...INVOICE, company: { ...none, logo } }),
      );
      expect(page.images).toHaveLength(3);
      expect(decodeCode128(page.images[0])).toBe('LOGO');
      expect(page.text).not.toContain('Questions about this invoice');
      expect(page.text).not.toContain('Waybill');
      expect(page.text).toContain('Thank you for your business.');
    },
    SLOW,
  );

  it(
    'stays one page with every field at its longest',
    async () => {
      const code = 'X'.repeat(300);
      const pages = await readPdf(
        await renderInvoicePdf({
          ...INVOICE,
          company: { ...COMPANY, name: long('Company'), address: long('Street') },
          product: long('Product'),
          amount: 9_999_999_999.99,
          customer: { name: long('Customer'), email: `${'a'.repeat(280)}@example.com` },
          tracking: { code, url: trackingUrl('https://track.example', code) },
        }),
      );
      expect(pages).toHaveLength(1);
      expect(pages[0].text).toContain('USD 9,999,999,999.99');
      expect(decodeQr(pages[0].images[0])).toBe(trackingUrl('https://track.example', code));
    },
    SLOW,
  );
});
