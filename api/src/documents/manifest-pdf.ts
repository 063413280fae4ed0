import { once } from 'node:events';
import { readerCaughtUp } from './pdf-stream.js';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { CompanyDetails } from './company.js';
import { A4_SIZE, INK, MUTED, type Pdf, RULE, caption, printable, rule } from './pdf.js';

const MARGIN = 40;
const ROW = 16;
/** Room the signature block needs under a carrier's last row. */
const SIGNATURES_HEIGHT = 110;

/** One line of the manifest. */
export interface ManifestLine {
  trackingCode: string;
  recipient: string;
  destination: string;
  weight: string | null;
  /** The carrier or service the parcel is handed to ('' when none was written). */
  carrier: string;
}

/** The columns: code, recipient, destination, weight, and a box ticked at hand-over. */
const COLUMNS = [
  { title: '#', width: 30 },
  { title: 'Tracking code', width: 120 },
  { title: 'Recipient', width: 150 },
  { title: 'Destination', width: 130 },
  { title: 'Weight', width: 55 },
  { title: 'Taken', width: 30 },
] as const;

/**
 * A day's manifest on A4 (docs/product.md §4.17): for each carrier, the parcels handed to it, a
 * count and the lines both sides sign. Written to `out` as it is drawn, from `next()` a page of
 * lines at a time (null at the end), carriers in order: a day of thousands of parcels is never
 * held in memory.
 */
export async function writeManifest(
  out: Writable,
  heading: { company: CompanyDetails; day: string; carrier: string | null },
  next: () => Promise<ManifestLine[] | null>,
): Promise<void> {
  const doc: Pdf = new PDFDocument({
    size: A4_SIZE,
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 20 },
    autoFirstPage: false,
    info: { Title: `Manifest ${heading.day}`, Author: heading.company.name },
  });
  let failed: Error | null = null;
  doc.on('data', (chunk: Buffer) => {
    out.write(chunk);
  });
  doc.on('error', (error: Error) => {
    failed = error;
  });
  const ended = once(doc, 'end');
  const width = A4_SIZE[0] - 2 * MARGIN;
  const bottom = A4_SIZE[1] - 30;
  let y = newPage(doc, heading);
  let carrier: string | null = null;
  let count = 0;
  let any = false;

  const closeCarrier = () => {
    if (carrier === null) return;
    if (y + SIGNATURES_HEIGHT > bottom) y = newPage(doc, heading);
    y = signatures(doc, carrier, count, y + 8, width);
  };

  for (let lines = await next(); lines !== null; lines = await next()) {
    for (const line of lines) {
      any = true;
      if (line.carrier !== carrier) {
        closeCarrier();
        carrier = line.carrier;
        count = 0;
        if (y + 3 * ROW > bottom) y = newPage(doc, heading);
        y = carrierHeading(doc, carrier, y + 10, width);
      }
      if (y + ROW > bottom) {
        y = newPage(doc, heading);
        y = carrierHeading(doc, carrier, y + 10, width);
      }
      count += 1;
      y = lineRow(doc, count, line, y);
    }
    if (failed) throw failed;
    await readerCaughtUp(out);
  }
  closeCarrier();
  if (!any) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text('No parcel was taken in that day.', MARGIN, y + 12, { width });
  }
  doc.end();
  await ended;
  if (failed) throw failed;
}

function newPage(
  doc: Pdf,
  heading: { company: CompanyDetails; day: string; carrier: string | null },
) {
  doc.addPage();
  const width = A4_SIZE[0] - 2 * MARGIN;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(INK)
    .text('Manifest', MARGIN, MARGIN, { width: width / 2, lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(printable(heading.company.name || ''), MARGIN + width / 2, MARGIN, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
  doc
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      printable(
        `Day ${heading.day}${heading.carrier !== null ? ` · ${heading.carrier || 'No carrier'}` : ''}`,
      ),
      MARGIN,
      MARGIN + 22,
      { width, lineBreak: false },
    );
  rule(doc, MARGIN, MARGIN + width, MARGIN + 40, INK, 1);
  return MARGIN + 44;
}

function carrierHeading(doc: Pdf, carrier: string, top: number, width: number): number {
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(printable(carrier || 'No carrier'), MARGIN, top, { width, lineBreak: false });
  let x = MARGIN;
  const y = top + 18;
  for (const column of COLUMNS) {
    caption(doc, column.title, x, y, column.width - 4);
    x += column.width;
  }
  rule(doc, MARGIN, MARGIN + width, y + 11, RULE);
  return y + 14;
}

function lineRow(doc: Pdf, index: number, line: ManifestLine, top: number): number {
  const cells = [
    String(index),
    line.trackingCode,
    line.recipient,
    line.destination,
    line.weight ?? '—',
    '',
  ];
  let x = MARGIN;
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  cells.forEach((cell, column) => {
    const { width } = COLUMNS[column];
    if (column === cells.length - 1) {
      doc
        .rect(x + 6, top + 2, 9, 9)
        .lineWidth(0.75)
        .strokeColor(INK)
        .stroke();
    } else {
      // One line of the cell: a longer value ends in an ellipsis rather than running on.
      doc.text(printable(cell), x, top + 3, { width: width - 6, height: 11, ellipsis: true });
    }
    x += width;
  });
  rule(
    doc,
    MARGIN,
    MARGIN + COLUMNS.reduce((sum, column) => sum + column.width, 0),
    top + ROW,
    RULE,
    0.5,
  );
  return top + ROW;
}

/** The count and the lines each side signs: who hands over, and the carrier who takes them. */
function signatures(doc: Pdf, carrier: string, count: number, top: number, width: number): number {
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(
      `${count} ${count === 1 ? 'parcel' : 'parcels'} handed to ${printable(carrier || 'the carrier')}`,
      MARGIN,
      top,
      { width, lineBreak: false },
    );
  const half = width / 2 - 10;
  const line = (label: string, x: number, y: number) => {
    rule(doc, x, x + half, y + 24, INK, 0.75);
    caption(doc, label, x, y + 28, half, MUTED);
  };
  line('Handed over by (name and signature)', MARGIN, top + 16);
  line('Received by, for the carrier (name and signature)', MARGIN + half + 20, top + 16);
  line('Date and time', MARGIN, top + 56);
  line('Vehicle or route', MARGIN + half + 20, top + 56);
  return top + SIGNATURES_HEIGHT;
}
