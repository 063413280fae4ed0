import QRCode from 'qrcode';
import { greyPng } from './grey-png.js';

/** Pixels a module takes, and the white margin in modules around the code. */
const SCALE = 8;
const MARGIN = 2;

/**
 * A QR code as a greyscale PNG on white; medium error correction survives a smudged thermal
 * print. The modules come from qrcode's encoder and are drawn straight into the rows (see
 * grey-png.ts for why not its PNG).
 */
export async function qrPng(text: string): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const side = (size + 2 * MARGIN) * SCALE;
  return greyPng(side, side, (y, row) => {
    const moduleRow = Math.floor(y / SCALE) - MARGIN;
    if (moduleRow < 0 || moduleRow >= size) return;
    for (let column = 0; column < size; column += 1) {
      if (!modules.data[moduleRow * size + column]) continue;
      const from = (column + MARGIN) * SCALE;
      row.fill(0, from, from + SCALE);
    }
  });
}
