/**
 * Pictures for tests that upload images, shared by the API's integration tests (api/test/) and the
 * browser tests (test/). PNGs are encoded by pngjs, not by hand.
 */
import { PNG } from 'pngjs';

export type Rgb = [red: number, green: number, blue: number];

/** A real, valid PNG: `size`×`size` pixels of one opaque RGB colour. */
export function solidPng(size: number, [r, g, b]: Rgb): Buffer {
  const png = new PNG({ width: size, height: size, colorType: 2 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([r, g, b, 255], i);
  return PNG.sync.write(png, { colorType: 2 });
}

/** A real, valid 1×1 PNG picture (one red pixel). */
export function tinyPng(): Buffer {
  return solidPng(1, [255, 0, 0]);
}

/** The start of a JPEG file (enough for content sniffing). */
export function jpegStart(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0')]);
}
