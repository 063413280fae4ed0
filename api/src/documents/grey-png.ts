import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A black-and-white picture as an 8-bit greyscale PNG without alpha: the kind pdfkit embeds as it
 * is (its compressed rows go into the PDF), where an RGBA one is unpacked and packed again for
 * every label. `darkRow(y, row)` blackens (writes 0 into) the pixels of row `y`, `width` bytes
 * of white (255) to begin with.
 */
export function greyPng(
  width: number,
  height: number,
  darkRow: (y: number, row: Buffer) => void,
): Buffer {
  const stride = width + 1;
  const pixels = Buffer.alloc(stride * height, 255);
  for (let y = 0; y < height; y += 1) {
    const row = pixels.subarray(y * stride + 1, (y + 1) * stride);
    pixels[y * stride] = 0; // no filter
    darkRow(y, row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bits per sample
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
