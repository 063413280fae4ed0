import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

/** A4 in points (pdfkit's 'A4'). */
export const A4_SIZE: [number, number] = [595.28, 841.89];
/** 4 × 6 in, the usual thermal shipping label, in points. */
export const LABEL_SIZE: [number, number] = [288, 432];

export const INK = '#111827';
export const MUTED = '#6b7280';
export const RULE = '#d1d5db';

/** The characters beyond Latin-1 that the standard PDF fonts (WinAnsi encoding) can print. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Bidirectional marks and controls (LRM, RLM, ALM, embeddings, overrides, isolates). A PDF's text
 * is drawn as stored, left to right, in the standard fonts: there is no right-to-left paragraph for
 * a phone or an amount to be turned around in, so these invisible marks (often pasted along with a
 * number copied from an Arabic page) have nothing to do and are left out rather than shown as "?".
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text the standard fonts can print: bidirectional marks are dropped (above), any other character
 * (Greek, Cyrillic, Arabic, CJK…) becomes "?", where the font would print unrelated glyphs.
 */
export function printable(text: string): string {
  return Array.from(text.replace(BIDI_CONTROLS, ''), (char) => {
    const code = char.codePointAt(0) ?? 0;
    const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    return latin1 || char === '\n' || WIN_ANSI_EXTRA.has(char) ? char : '?';
  }).join('');
}

/** Draws a document with the standard PDF fonts and returns its bytes. */
export function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** The largest font size (from `max` down to `min`) at which `text` fits on one line of `width`. */
export function fitFontSize(
  doc: Pdf,
  font: string,
  text: string,
  width: number,
  max: number,
  min: number,
): number {
  doc.font(font);
  for (let size = max; size > min; size -= 0.5) {
    if (doc.fontSize(size).widthOfString(text) <= width) return size;
  }
  return min;
}

/** A small upper-case caption above a value. */
export function caption(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  color = MUTED,
): void {
  doc
    .font('Helvetica-Bold')
    .fontSize(7)
    .fillColor(color)
    .text(text.toUpperCase(), x, y, { width, characterSpacing: 0.6, lineBreak: false });
}

export function rule(doc: Pdf, x1: number, x2: number, y: number, color = RULE, width = 0.75) {
  doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
}
