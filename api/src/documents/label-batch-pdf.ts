import { once } from 'node:events';
import { readerCaughtUp } from './pdf-stream.js';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { LabelLayout } from '@waybill/shared';
import { drawLabel, labelPictures, type LabelDocument } from './label-pdf.js';
import { A4_SIZE, LABEL_SIZE, MUTED, type Pdf, rule } from './pdf.js';

/** Where each label of a sheet goes: its top left corner and its scale. */
interface Sheet {
  size: [number, number];
  slots: Array<{ x: number; y: number }>;
  scale: number;
}

/** A4 cut into columns × rows cells, each label scaled to fit its cell and centred in it. */
function a4Sheet(columns: number, rows: number): Sheet {
  const [width, height] = A4_SIZE;
  const cell = { width: width / columns, height: height / rows };
  const scale = Math.min(cell.width / LABEL_SIZE[0], cell.height / LABEL_SIZE[1]);
  const offset = {
    x: (cell.width - LABEL_SIZE[0] * scale) / 2,
    y: (cell.height - LABEL_SIZE[1] * scale) / 2,
  };
  const slots: Sheet['slots'] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      slots.push({ x: column * cell.width + offset.x, y: row * cell.height + offset.y });
    }
  }
  return { size: A4_SIZE, slots, scale };
}

export const SHEETS: Record<LabelLayout, Sheet> = {
  thermal: { size: LABEL_SIZE, slots: [{ x: 0, y: 0 }], scale: 1 },
  'a4-4': a4Sheet(2, 2),
  'a4-8': a4Sheet(2, 4),
};

/** How many pages `count` labels take in `layout`. */
export const pagesFor = (layout: LabelLayout, count: number) =>
  Math.ceil(count / SHEETS[layout].slots.length);

/**
 * Writes one PDF of many labels to `out` as it draws them: `next()` hands over the next few labels
 * (null at the end), each page's bytes leave as soon as pdfkit has them, and drawing waits while
 * `out` is full, so a thousand labels start arriving at once and are never all in memory (the
 * label's pictures, its pages and their bytes are dropped once written). The logo is embedded once.
 */
export async function writeLabelBatch(
  out: Writable,
  layout: LabelLayout,
  info: { title: string; author: string; logo: Buffer | null },
  next: () => Promise<LabelDocument[] | null>,
): Promise<void> {
  const sheet = SHEETS[layout];
  const doc: Pdf = new PDFDocument({
    size: sheet.size,
    margin: 0,
    autoFirstPage: false,
    info: { Title: info.title, Author: info.author },
  });
  let failed: Error | null = null;
  doc.on('data', (chunk: Buffer) => {
    out.write(chunk);
  });
  const ended = once(doc, 'end');
  doc.on('error', (error: Error) => {
    failed = error;
  });
  const logo = info.logo
    ? ((doc as unknown as { openImage(src: Buffer): unknown }).openImage(
        info.logo,
      ) as PDFKit.Mixins.ImageSrc)
    : null;
  let slot = sheet.slots.length;
  let pages = 0;
  for (let labels = await next(); labels !== null; labels = await next()) {
    // Pictures are made for a handful of labels at a time, not for the whole batch.
    const pictures = await Promise.all(labels.map((label) => labelPictures(label)));
    for (const [index, label] of labels.entries()) {
      if (slot === sheet.slots.length) {
        doc.addPage({ size: sheet.size, margin: 0 });
        pages += 1;
        if (sheet.slots.length > 1) cutLines(doc, sheet);
        slot = 0;
      }
      const { x, y } = sheet.slots[slot];
      doc.save();
      doc.translate(x, y).scale(sheet.scale);
      drawLabel(doc, label, pictures[index], logo);
      doc.restore();
      slot += 1;
    }
    if (failed) throw failed;
    // The reader is slower than the drawing: wait for it rather than hold pages in memory.
    await readerCaughtUp(out);
  }
  // A PDF has at least one page.
  if (pages === 0) doc.addPage({ size: sheet.size, margin: 0 });
  doc.end();
  await ended;
  if (failed) throw failed;
}

/** Light dashed lines between a sheet's cells, where the labels are cut apart. */
function cutLines(doc: Pdf, sheet: Sheet): void {
  const [width, height] = sheet.size;
  const xs = new Set(sheet.slots.map((slot) => slot.x));
  const ys = new Set(sheet.slots.map((slot) => slot.y));
  const columns = xs.size;
  const rows = ys.size;
  doc.save().dash(3, { space: 3 });
  for (let column = 1; column < columns; column += 1) {
    const x = (width / columns) * column;
    doc.moveTo(x, 0).lineTo(x, height).lineWidth(0.5).strokeColor(MUTED).stroke();
  }
  for (let row = 1; row < rows; row += 1) {
    rule(doc, 0, width, (height / rows) * row, MUTED, 0.5);
  }
  doc.undash().restore();
}
