import type { CompanyDetails } from './company.js';
import { A4_SIZE, INK, MUTED, type Pdf, RULE, caption, printable, renderPdf, rule } from './pdf.js';
import { code128Png } from './barcode.js';
import type { PostalParty } from './postal-address.js';
import { qrPng } from './qr.js';

const ACCENT = '#0f766e';
const SHADE = '#f3f4f6';
const MARGIN = 50;
const QR_SIZE = 110;

/** What an invoice PDF shows; dates and links are prepared by the caller. */
export interface InvoiceDocument {
  company: CompanyDetails;
  number: string;
  /** The issue date as printed, e.g. "24 November 2026". */
  date: string;
  product: string;
  amount: number | null;
  currency: string | null;
  customer: { name: string | null; email: string | null };
  /** The linked parcel: its code and tracking page (the QR code opens it). */
  tracking: { code: string; url: string } | null;
  /** The linked parcel's addresses, when it still exists. */
  parties: { sender: PostalParty; recipient: PostalParty } | null;
}

/** "USD 1,234.50"; no amount prints a dash. */
export function formatMoney(amount: number | null, currency: string | null): string {
  if (amount === null) return '—';
  const figure = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return currency ? `${currency} ${figure}` : figure;
}

/** An A4 invoice: company header, number and date, bill-to, the product line, total, parcel. */
export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const qr = document.tracking ? await qrPng(document.tracking.url) : null;
  const barcode = document.tracking ? await barcodeOrNull(document.tracking.code) : null;
  const invoice = printableInvoice(document);
  return renderPdf(
    {
      size: A4_SIZE,
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 30 },
      info: {
        Title: `Invoice ${invoice.number}`,
        Author: invoice.company.name,
        Subject: invoice.product,
      },
    },
    (doc) => {
      const left = MARGIN;
      const width = doc.page.width - 2 * MARGIN;
      let y = header(doc, invoice, left, width);
      y = titleBlock(doc, invoice, left, width, y + 24);
      y = productTable(doc, invoice, left, width, y + 28);
      if (invoice.parties) y = addresses(doc, invoice.parties, left, width, y + 28);
      if (invoice.tracking && qr) shipment(doc, invoice.tracking, qr, barcode, left, width, y + 32);
      footer(doc, invoice.company, left, width);
    },
  );
}

function header(doc: Pdf, invoice: InvoiceDocument, left: number, width: number): number {
  const { company } = invoice;
  const half = width / 2;
  let nameTop = MARGIN;
  if (company.logo) {
    doc.image(company.logo, left, MARGIN, { fit: [half - 10, 48] });
    nameTop += 56;
  }
  doc.y = nameTop;
  // No name set: none printed (documents/company.ts), the logo or the contact lines alone.
  if (company.name) {
    doc
      .font('Helvetica-Bold')
      .fontSize(24)
      .fillColor(ACCENT)
      .text(company.name, left, nameTop, { width: half - 10, height: 60, ellipsis: true });
  }
  const nameBottom = doc.y;
  const contact = [company.address, company.phone, company.email].filter(Boolean).join('\n');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(contact, left + half, MARGIN + 4, { width: half, align: 'right', lineGap: 2 });
  const bottom = Math.max(nameBottom, doc.y) + 12;
  rule(doc, left, left + width, bottom, ACCENT, 2);
  return bottom;
}

function titleBlock(
  doc: Pdf,
  invoice: InvoiceDocument,
  left: number,
  width: number,
  top: number,
): number {
  doc.font('Helvetica-Bold').fontSize(28).fillColor(INK).text('Invoice', left, top);
  const metaLeft = left + width - 240;
  caption(doc, 'Invoice number', metaLeft, top + 2, 110);
  caption(doc, 'Date', metaLeft + 120, top + 2, 120);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  doc.text(invoice.number, metaLeft, top + 14, { width: 110, lineBreak: false });
  doc.text(invoice.date, metaLeft + 120, top + 14, { width: 120, lineBreak: false });

  const billTop = top + 56;
  caption(doc, 'Bill to', left, billTop, width);
  const { name, email } = invoice.customer;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK);
  doc.text(name ?? '—', left, billTop + 12, { width: width / 2 });
  if (email)
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text(email, { width: width / 2 });
  return doc.y;
}

function productTable(
  doc: Pdf,
  invoice: InvoiceDocument,
  left: number,
  width: number,
  top: number,
): number {
  const amountWidth = 140;
  const descriptionWidth = width - amountWidth - 24;
  const amountLeft = left + width - amountWidth - 8;
  const money = formatMoney(invoice.amount, invoice.currency);

  doc.rect(left, top, width, 24).fill(SHADE);
  caption(doc, 'Description', left + 8, top + 9, descriptionWidth);
  doc
    .font('Helvetica-Bold')
    .fontSize(7)
    .fillColor(MUTED)
    .text('AMOUNT', amountLeft, top + 9, { width: amountWidth, align: 'right', lineBreak: false });

  const rowTop = top + 34;
  doc.font('Helvetica').fontSize(11).fillColor(INK);
  doc.text(invoice.product, left + 8, rowTop, { width: descriptionWidth, lineGap: 2 });
  const productBottom = doc.y;
  doc.text(money, amountLeft, rowTop, { width: amountWidth, align: 'right' });
  const rowBottom = Math.max(productBottom, doc.y) + 10;
  rule(doc, left, left + width, rowBottom);

  const totalTop = rowBottom + 12;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK);
  doc.text('Total', amountLeft - 120, totalTop, { width: 110, align: 'right', lineBreak: false });
  doc.text(money, amountLeft, totalTop, { width: amountWidth, align: 'right', lineBreak: false });
  rule(doc, amountLeft - 120, left + width, totalTop + 20, INK, 1);
  return totalTop + 20;
}

/** Code 128 carries ASCII only: a code it cannot encode is printed without bars. */
async function barcodeOrNull(code: string): Promise<Buffer | null> {
  try {
    return await code128Png(code);
  } catch {
    return null;
  }
}

/** Ship to and From, side by side: each party's lines in its country's order, and its phone. */
function addresses(
  doc: Pdf,
  parties: { sender: PostalParty; recipient: PostalParty },
  left: number,
  width: number,
  top: number,
): number {
  const column = width / 2 - 12;
  let bottom = top;
  for (const [index, [title, party]] of (
    [
      ['Ship to', parties.recipient],
      ['From', parties.sender],
    ] as const
  ).entries()) {
    const x = left + index * (width / 2);
    caption(doc, title, x, top, column);
    doc.y = top + 12;
    for (const line of party.lines.length > 0 ? party.lines : ['—']) {
      doc
        .font(line === party.name ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(10)
        .fillColor(INK)
        .text(line, x, doc.y, { width: column, height: 14, ellipsis: true });
    }
    if (party.phone) {
      doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(party.phone, x, doc.y, {
        width: column,
      });
    }
    bottom = Math.max(bottom, doc.y);
  }
  return bottom;
}

function shipment(
  doc: Pdf,
  tracking: { code: string; url: string },
  qr: Buffer,
  barcode: Buffer | null,
  left: number,
  width: number,
  top: number,
): void {
  const textWidth = width - QR_SIZE - 24;
  doc
    .roundedRect(left, top, width, QR_SIZE + 24, 6)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  caption(doc, 'Shipment', left + 14, top + 14, textWidth);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text('Tracking code', left + 14, top + 30);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(INK)
    .text(tracking.code, left + 14, top + 44, {
      width: textWidth - 14,
      height: 40,
      ellipsis: true,
    });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Scan the code or open the link to follow the parcel:', left + 14, top + 88, {
      width: textWidth - 14,
    })
    .fillColor(ACCENT)
    .text(tracking.url, { width: textWidth - 14, link: tracking.url, height: 24, ellipsis: true });
  doc.image(qr, left + width - QR_SIZE - 12, top + 12, { width: QR_SIZE, height: QR_SIZE });
  if (barcode) {
    doc.image(barcode, left, top + QR_SIZE + 36, { fit: [width, 48], align: 'center' });
  }
}

function footer(doc: Pdf, company: CompanyDetails, left: number, width: number): void {
  const top = doc.page.height - 80;
  rule(doc, left, left + width, top);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text('Thank you for your business.', left, top + 10, { width, align: 'center' });
  const reach = [company.email, company.phone].filter(Boolean).join('  ·  ');
  if (!reach) return;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`Questions about this invoice? ${reach}`, left, top + 26, { width, align: 'center' });
}

/** The invoice's text as the standard fonts can print it (the QR code keeps the exact link). */
function printableInvoice(invoice: InvoiceDocument): InvoiceDocument {
  const maybe = (text: string | null) => (text === null ? null : printable(text));
  const { company, customer, tracking } = invoice;
  return {
    ...invoice,
    company: {
      ...company,
      name: printable(company.name),
      email: printable(company.email),
      phone: printable(company.phone),
      address: printable(company.address),
    },
    product: printable(invoice.product),
    customer: { name: maybe(customer.name), email: maybe(customer.email) },
    tracking: tracking && { code: printable(tracking.code), url: printable(tracking.url) },
  };
}
