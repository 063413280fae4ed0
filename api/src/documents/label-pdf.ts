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
import type { PostalParty } from './postal-address.js';
import { qrPng } from './qr.js';

const MARGIN = 12;
const QR_SIZE = 84;

/** What a shipping label shows; empty parcel fields are null. */
export interface LabelDocument {
  company: CompanyDetails;
  trackingCode: string;
  trackingUrl: string;
  /** The return address. */
  sender: PostalParty;
  recipient: PostalParty;
  weight: string | null;
  shippedVia: string | null;
  /** What the recipient asked for the delivery, as one line (docs/product.md §2.3d); null: nothing. */
  deliveryPreference?: string | null;
}

/**
 * A 4 × 6 in label for a thermal printer, all in black (grey dithers badly): the return address,
 * the recipient's full address in its country's order with the phones, weight and service, a Code 128 barcode of the tracking code, the code in large type and a QR
 * code to its tracking page. Every field is clipped to its box, so the label stays one page.
 */
export async function renderLabelPdf(label: LabelDocument): Promise<Buffer> {
  const pictures = await labelPictures(label);
  return renderPdf(
    {
      size: LABEL_SIZE,
      margin: MARGIN,
      info: { Title: `Label ${label.trackingCode}`, Author: label.company.name },
    },
    (doc) => drawLabel(doc, label, pictures),
  );
}

/** A label's barcode (null when the code cannot be one) and QR code, as PNG. */
export interface LabelPictures {
  barcode: Buffer | null;
  qr: Buffer;
}

export async function labelPictures(label: LabelDocument): Promise<LabelPictures> {
  const [barcode, qr] = await Promise.all([
    barcodeOrNull(label.trackingCode),
    qrPng(label.trackingUrl),
  ]);
  return { barcode, qr };
}

/**
 * Draws one label in the current coordinates, its top left corner at the origin, LABEL_SIZE
 * big: a batch places (and scales) it on a sheet (label-batch-pdf.ts). `logo` may be an image
 * the document already opened, so that a batch embeds the logo once.
 */
export function drawLabel(
  doc: Pdf,
  label: LabelDocument,
  { barcode, qr }: LabelPictures,
  logo: PDFKit.Mixins.ImageSrc | null = label.company.logo ?? null,
): void {
  const box = { x: MARGIN, width: LABEL_SIZE[0] - 2 * MARGIN };
  headerBlock(doc, label.company, box, logo);
  fromBlock(doc, label.sender, box, 38);
  toBlock(doc, label.recipient, box, 100);
  detailsBlock(doc, label, box, 214);
  codeBlock(doc, label.trackingCode, barcode, box, 246);
  qrBlock(doc, label, qr, box, 340);
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

/**
 * The company's logo and name, its phone or e-mail on the right: each only when set (a new
 * install prints none of them rather than a dash or a made-up one; documents/company.ts).
 */
function headerBlock(
  doc: Pdf,
  company: CompanyDetails,
  box: Box,
  logo: PDFKit.Mixins.ImageSrc | null,
) {
  const nameWidth = box.width * 0.6;
  let nameX = box.x;
  if (logo) {
    doc.image(logo, box.x, MARGIN - 2, { fit: [48, 20], valign: 'center' });
    nameX += 52;
  }
  if (company.name) {
    value(
      doc,
      company.name,
      { size: 13, bold: true },
      { x: nameX, width: nameWidth - (nameX - box.x), y: MARGIN, maxHeight: 16 },
    );
  }
  const reach = company.phone || company.email;
  if (reach) {
    value(
      doc,
      reach,
      { size: 8, align: 'right' },
      { x: box.x + nameWidth, width: box.width - nameWidth, y: MARGIN + 4, maxHeight: 10 },
    );
  }
  rule(doc, box.x, box.x + box.width, 34, INK, 1.5);
}

/**
 * An address's lines from `y`, the name's in bold, each clipped to one line of its box; stops
 * before `bottom` (an ellipsis line marks what did not fit). Returns where the next line starts.
 */
function addressLines(
  doc: Pdf,
  party: PostalParty,
  size: { name: number; line: number },
  at: Box & { y: number; bottom: number },
): number {
  let y = at.y;
  for (const [index, line] of party.lines.entries()) {
    const bold = line === party.name;
    const height = (bold ? size.name : size.line) + 2;
    const last = y + 2 * height > at.bottom && index < party.lines.length - 1;
    y = value(
      doc,
      last ? `${line} …` : line,
      { size: bold ? size.name : size.line, bold },
      { ...at, y, maxHeight: height },
    );
    if (last) break;
  }
  return y;
}

/** The return address, compact: the name, then the rest of its lines on as few as they take. */
function fromBlock(doc: Pdf, sender: PostalParty, box: Box, top: number) {
  label(doc, 'From', box, top);
  const [first, ...rest] = sender.lines;
  const named = first !== undefined && first === sender.name;
  let next = value(
    doc,
    named ? first : null,
    { size: 8, bold: true },
    { ...box, y: top + 9, maxHeight: 10 },
  );
  const place = (named ? rest : sender.lines).join(', ');
  if (place) next = value(doc, place, { size: 7 }, { ...box, y: next, maxHeight: 26 });
  if (sender.phone) value(doc, sender.phone, { size: 7 }, { ...box, y: next, maxHeight: 9 });
  rule(doc, box.x, box.x + box.width, top + 58, INK, 0.5);
}

function toBlock(doc: Pdf, recipient: PostalParty, box: Box, top: number) {
  label(doc, 'To', box, top);
  const bottom = top + 110;
  const next = addressLines(
    doc,
    recipient,
    { name: 13, line: 10 },
    { ...box, y: top + 10, bottom: bottom - 12 },
  );
  if (recipient.phone) {
    value(doc, recipient.phone, { size: 10 }, { ...box, y: next + 1, maxHeight: 12 });
  }
  rule(doc, box.x, box.x + box.width, bottom, INK, 0.5);
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
    doc.image(barcode, box.x, top, { fit: [box.width, 56], align: 'center', valign: 'center' });
  } else {
    value(
      doc,
      'This code cannot be printed as a barcode.',
      { size: 8, align: 'center' },
      { ...box, y: top + 24, maxHeight: 10 },
    );
  }
  const size = fitFontSize(doc, 'Helvetica-Bold', printable(code), box.width, 20, 8);
  value(doc, code, { size, bold: true, align: 'center' }, { ...box, y: top + 60, maxHeight: 24 });
  rule(doc, box.x, box.x + box.width, top + 88, INK, 0.5);
}

function qrBlock(doc: Pdf, sheet: LabelDocument, qr: Buffer, box: Box, top: number) {
  const url = sheet.trackingUrl;
  doc.image(qr, box.x, top, { width: QR_SIZE, height: QR_SIZE });
  const text = { x: box.x + QR_SIZE + 10, width: box.width - QR_SIZE - 10 };
  const next = value(
    doc,
    'Track this parcel',
    { size: 10, bold: true },
    { ...text, y: top + 8, maxHeight: 14 },
  );
  const after = value(doc, url, { size: 7 }, { ...text, y: next + 4, maxHeight: 24 });
  if (sheet.deliveryPreference) {
    // Read by the courier at the door: the recipient's own choice, in bold.
    value(
      doc,
      `Recipient asks: ${sheet.deliveryPreference}`,
      { size: 8, bold: true },
      { ...text, y: after + 4, maxHeight: 40 },
    );
  }
}
