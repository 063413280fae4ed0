import { code128Png } from './barcode.js';
import type { CompanyDetails } from './company.js';
import {
  INK,
  LABEL_SIZE,
  type Pdf,
  caption,
  fitFontSize,
  printable,
  renderPdf,
  rule,
} from './pdf.js';
import { qrPng } from './qr.js';

const MARGIN = 12;
const QR_SIZE = 88;

/** What a shipping label shows; empty parcel fields are null. */
export interface LabelDocument {
  company: CompanyDetails;
  trackingCode: string;
  trackingUrl: string;
  sender: { name: string | null; location: string | null };
  recipient: { name: string; destination: string; phone: string | null };
  weight: string | null;
  shippedVia: string | null;
}

/**
 * A 4 × 6 in label for a thermal printer, all in black (grey dithers badly): sender, recipient,
 * weight and service, a Code 128 barcode of the tracking code, the code in large type and a QR
 * code to its tracking page. Every field is clipped to its box, so the label stays one page.
 */
export async function renderLabelPdf(label: LabelDocument): Promise<Buffer> {
  const [barcode, qr] = await Promise.all([
    barcodeOrNull(label.trackingCode),
    qrPng(label.trackingUrl),
  ]);
  return renderPdf(
    {
      size: LABEL_SIZE,
      margin: MARGIN,
      info: { Title: `Label ${label.trackingCode}`, Author: label.company.name },
    },
    (doc) => {
      const box = { x: MARGIN, width: doc.page.width - 2 * MARGIN };
      headerBlock(doc, label.company, box);
      fromBlock(doc, label, box, 40);
      toBlock(doc, label, box, 92);
      detailsBlock(doc, label, box, 186);
      codeBlock(doc, label.trackingCode, barcode, box, 222);
      qrBlock(doc, label.trackingUrl, qr, box, 334);
    },
  );
}

/** Code 128 carries ASCII only: a code it cannot encode still gets its label, without bars. */
async function barcodeOrNull(code: string): Promise<Buffer | null> {
  try {
    return await code128Png(code);
  } catch {
    return null;
  }
}

interface Box {
  x: number;
  width: number;
}

/**
 * A field's value at `y`, clipped to `maxHeight` (an ellipsis marks the cut); an empty field
 * prints a dash. Returns where the next line can start.
 */
function value(
  doc: Pdf,
  text: string | null,
  style: { size: number; bold?: boolean; align?: 'left' | 'center' | 'right' },
  at: Box & { y: number; maxHeight: number },
): number {
  doc
    .font(style.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(style.size)
    .fillColor(INK)
    .text(printable(text || '—'), at.x, at.y, {
      width: at.width,
      height: at.maxHeight,
      ellipsis: true,
      align: style.align ?? 'left',
    });
  return Math.min(doc.y, at.y + at.maxHeight);
}

const label = (doc: Pdf, text: string, box: Box, y: number) =>
  caption(doc, text, box.x, y, box.width, INK);

function headerBlock(doc: Pdf, company: CompanyDetails, box: Box) {
  const nameWidth = box.width * 0.6;
  value(
    doc,
    company.name,
    { size: 13, bold: true },
    { ...box, width: nameWidth, y: MARGIN, maxHeight: 16 },
  );
  value(
    doc,
    company.phone || company.email,
    { size: 8, align: 'right' },
    { x: box.x + nameWidth, width: box.width - nameWidth, y: MARGIN + 4, maxHeight: 10 },
  );
  rule(doc, box.x, box.x + box.width, 34, INK, 1.5);
}

function fromBlock(doc: Pdf, parcel: LabelDocument, box: Box, top: number) {
  label(doc, 'From', box, top);
  const next = value(
    doc,
    parcel.sender.name,
    { size: 9, bold: true },
    { ...box, y: top + 10, maxHeight: 11 },
  );
  if (parcel.sender.location) {
    value(doc, parcel.sender.location, { size: 9 }, { ...box, y: next + 1, maxHeight: 22 });
  }
  rule(doc, box.x, box.x + box.width, top + 46, INK, 0.5);
}

function toBlock(doc: Pdf, parcel: LabelDocument, box: Box, top: number) {
  label(doc, 'To', box, top);
  const { name, destination, phone } = parcel.recipient;
  let next = value(doc, name, { size: 14, bold: true }, { ...box, y: top + 10, maxHeight: 34 });
  next = value(doc, destination, { size: 11 }, { ...box, y: next + 2, maxHeight: 27 });
  if (phone) value(doc, phone, { size: 10 }, { ...box, y: next + 2, maxHeight: 12 });
  rule(doc, box.x, box.x + box.width, top + 88, INK, 0.5);
}

function detailsBlock(doc: Pdf, parcel: LabelDocument, box: Box, top: number) {
  const half = { x: box.x, width: box.width / 2 - 6 };
  const right = { x: box.x + box.width / 2, width: box.width / 2 };
  label(doc, 'Weight', half, top);
  label(doc, 'Shipped via', right, top);
  value(doc, parcel.weight, { size: 10, bold: true }, { ...half, y: top + 10, maxHeight: 12 });
  value(doc, parcel.shippedVia, { size: 10, bold: true }, { ...right, y: top + 10, maxHeight: 12 });
  rule(doc, box.x, box.x + box.width, top + 28, INK, 1.5);
}

function codeBlock(doc: Pdf, code: string, barcode: Buffer | null, box: Box, top: number) {
  if (barcode) {
    doc.image(barcode, box.x, top, { fit: [box.width, 72], align: 'center', valign: 'center' });
  } else {
    value(
      doc,
      'This code cannot be printed as a barcode.',
      { size: 8, align: 'center' },
      { ...box, y: top + 30, maxHeight: 10 },
    );
  }
  const size = fitFontSize(doc, 'Helvetica-Bold', printable(code), box.width, 22, 8);
  value(doc, code, { size, bold: true, align: 'center' }, { ...box, y: top + 78, maxHeight: 26 });
  rule(doc, box.x, box.x + box.width, top + 106, INK, 0.5);
}

function qrBlock(doc: Pdf, url: string, qr: Buffer, box: Box, top: number) {
  doc.image(qr, box.x, top, { width: QR_SIZE, height: QR_SIZE });
  const text = { x: box.x + QR_SIZE + 10, width: box.width - QR_SIZE - 10 };
  const next = value(
    doc,
    'Track this parcel',
    { size: 10, bold: true },
    { ...text, y: top + 8, maxHeight: 14 },
  );
  value(doc, url, { size: 7 }, { ...text, y: next + 4, maxHeight: 60 });
}
