import bwipjs from 'bwip-js';
import { greyPng } from './grey-png.js';

/** Pixels a narrowest bar takes: sharp on a 203 dpi thermal printer at the label's size. */
const SCALE = 3;
/** The quiet zone each side, in narrowest bars: scanners need at least ten. */
const QUIET = 10;
const HEIGHT = 120;

/**
 * A Code 128 barcode as a greyscale PNG on white, bars only (the label and the invoice print the
 * code in text under it). Bars drawn from bwip-js's encoding straight into the rows: no image
 * library, no alpha for the PDF writer to take apart.
 */
export async function code128Png(text: string): Promise<Buffer> {
  if (!/^[\x20-\x7e]+$/.test(text)) {
    throw new RangeError('Code 128 carries printable ASCII only');
  }
  // One symbol; its bars and spaces alternate, a bar first, widths in narrowest bars.
  // (`raw` is on the default export only in bwip-js's ES module.)
  const [{ sbs }] = bwipjs.raw({ bcid: 'code128', text }) as Array<{ sbs: number[] }>;
  const modules = sbs.reduce((sum, width) => sum + width, 0);
  const bars: Array<[number, number]> = [];
  let at = QUIET * SCALE;
  sbs.forEach((width, index) => {
    if (index % 2 === 0) bars.push([at, at + width * SCALE]);
    at += width * SCALE;
  });
  return greyPng((modules + 2 * QUIET) * SCALE, HEIGHT, (_y, row) => {
    for (const [from, to] of bars) row.fill(0, from, to);
  });
}
