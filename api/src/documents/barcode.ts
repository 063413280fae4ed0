import { toBuffer } from 'bwip-js';

/**
 * A Code 128 barcode with the text under it, as PNG on white (scanners need the quiet zone, and
 * a transparent background would print black in some viewers).
 */
export async function code128Png(text: string): Promise<Buffer> {
  if (!/^[\x20-\x7e]+$/.test(text)) {
    throw new RangeError('Code 128 carries printable ASCII only');
  }
  return toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 15,
    includetext: true,
    textxalign: 'center',
    backgroundcolor: 'FFFFFF',
    paddingwidth: 10,
    paddingheight: 4,
  });
}
