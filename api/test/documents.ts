import { createRequire } from 'node:module';
import path from 'node:path';
import { BinaryBitmap, Code128Reader, HybridBinarizer, RGBLuminanceSource } from '@zxing/library';
import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';

/** An image as RGBA pixels, 4 bytes a pixel. */
export interface Pixels {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

export interface PdfPage {
  /** In points (1/72 in). */
  width: number;
  height: number;
  /** The page's text, runs joined by single spaces. */
  text: string;
  /** Every image painted on the page, as decoded by pdfjs, in drawing order. */
  images: Pixels[];
}

/** pdfjs's decoded image: `kind` 1 is 1 bit grey, 2 is RGB, 3 is RGBA. */
interface PdfjsImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8ClampedArray;
}

/** Fonts for the 14 standard PDF fonts, which pdfkit's documents use without embedding. */
const STANDARD_FONTS = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** Parses a PDF as a viewer would: page sizes, text and the images actually drawn. */
export async function readPdf(bytes: Buffer): Promise<PdfPage[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const [x0, y0, x1, y1] = page.view;
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      const operators = await page.getOperatorList();
      const names = operators.fnArray.flatMap((fn, i) =>
        fn === OPS.paintImageXObject ? [String(operators.argsArray[i][0])] : [],
      );
      const images: Pixels[] = [];
      for (const name of names) {
        const image = await new Promise<PdfjsImage>((resolve) =>
          page.objs.get(name, (value: PdfjsImage) => resolve(value)),
        );
        images.push(toRgba(image));
      }
      pages.push({ width: x1 - x0, height: y1 - y0, text, images });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

function toRgba(image: PdfjsImage): Pixels {
  const { width, height, kind, data } = image;
  if (kind === 3) return { width, height, rgba: data };
  if (kind !== 2) throw new Error(`Unexpected image kind ${kind}`);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    rgba.set(data.subarray(i * 3, i * 3 + 3), i * 4);
    rgba[i * 4 + 3] = 255;
  }
  return { width, height, rgba };
}

export function pngPixels(png: Buffer): Pixels {
  const image = PNG.sync.read(png);
  return { width: image.width, height: image.height, rgba: new Uint8ClampedArray(image.data) };
}

/** The text of the QR code in the picture, or null when none is found. */
export function decodeQr(pixels: Pixels): string | null {
  // jsqr is CommonJS: its function is the module's `default`.
  return (
    jsQR.default(onWhite(pixels), pixels.width, pixels.height, { inversionAttempts: 'dontInvert' })
      ?.data ?? null
  );
}

/** The text of the Code 128 barcode in the picture (throws when there is none). */
export function decodeCode128(pixels: Pixels): string {
  const rgba = onWhite(pixels);
  const luminance = new Uint8ClampedArray(pixels.width * pixels.height);
  for (let i = 0; i < luminance.length; i += 1) {
    luminance[i] = (rgba[i * 4] * 299 + rgba[i * 4 + 1] * 587 + rgba[i * 4 + 2] * 114) / 1000;
  }
  const source = new RGBLuminanceSource(luminance, pixels.width, pixels.height);
  return new Code128Reader().decode(new BinaryBitmap(new HybridBinarizer(source))).getText();
}

/** Transparent pixels composited on white paper, as they print. */
function onWhite(pixels: Pixels): Uint8ClampedArray {
  const out = new Uint8ClampedArray(pixels.rgba.length);
  for (let i = 0; i < pixels.rgba.length; i += 4) {
    const alpha = pixels.rgba[i + 3] / 255;
    for (let c = 0; c < 3; c += 1) out[i + c] = pixels.rgba[i + c] * alpha + 255 * (1 - alpha);
    out[i + 3] = 255;
  }
  return out;
}
