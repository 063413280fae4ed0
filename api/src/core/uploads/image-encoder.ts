import { problem } from '@waybill/shared';
import { ApiError } from '../http/api-error.js';

/** The longest side a stored picture keeps: sharp on any screen, small to serve. */
export const MAX_IMAGE_SIDE = 2560;
/** Pictures with more pixels are refused before they are decoded (decompression bombs). */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** What the bytes must really be (the name's extension is never trusted), and what is written. */
const FORMATS = new Map([
  ['image/jpeg', 'jpeg'],
  ['image/png', 'png'],
] as const);

export type ImageFormat = 'jpeg' | 'png';

export interface EncodedImage {
  bytes: Buffer;
  format: ImageFormat;
  /** The extension of what was written, which sets the type it is served with. */
  extension: 'jpg' | 'png';
}

/**
 * sharp (libvips) and file-type load with the first picture: a server that decodes none (most
 * starts) never holds them.
 */
let libraries:
  | Promise<{
      sharp: typeof import('sharp').default;
      fileTypeFromBuffer: typeof import('file-type').fileTypeFromBuffer;
    }>
  | undefined;
function imageLibraries() {
  libraries ??= Promise.all([import('sharp'), import('file-type')]).then(([sharp, fileType]) => {
    // Strangers' pictures are decoded once: libvips' cache of operations would only hold their memory.
    sharp.default.cache(false);
    return { sharp: sharp.default, fileTypeFromBuffer: fileType.fileTypeFromBuffer };
  });
  return libraries;
}

const notAnImage = () => ApiError.badRequest(problem('image.not_an_image'));

/**
 * Decodes an uploaded picture and writes a new one from its pixels alone: the orientation is
 * applied, the longest side capped, and every byte that is not a pixel (EXIF and GPS, comments,
 * profiles, a polyglot's HTML or ZIP tail) is left behind. JPEG stays JPEG, PNG stays PNG (it may
 * be transparent). Only the bytes' own signature lets a file reach the decoder, so an SVG or HTML
 * file never meets librsvg or libxml. sharp decodes in libuv's threads, off the event loop.
 */
export async function reencodeImage(content: Buffer): Promise<EncodedImage> {
  const { sharp, fileTypeFromBuffer } = await imageLibraries();
  const detected = await fileTypeFromBuffer(content);
  const format = detected && FORMATS.get(detected.mime as 'image/jpeg' | 'image/png');
  if (!format) throw notAnImage();

  // The header alone says how large the picture claims to be; nothing is decoded yet.
  const header = sharp(content, { limitInputPixels: false });
  const {
    width,
    height,
    format: decodedAs,
  } = await header.metadata().catch(() => {
    throw notAnImage();
  });
  if (decodedAs !== format || !width || !height) throw notAnImage();
  if (width * height > MAX_IMAGE_PIXELS) {
    throw ApiError.badRequest(
      problem('image.too_many_pixels', { max: `${MAX_IMAGE_PIXELS / 1_000_000} megapixels` }),
    );
  }

  // failOn 'warning' (sharp's advice for untrusted input) refuses truncated and corrupt data.
  const decoder = sharp(content, { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS });
  const pipeline = decoder.autoOrient().resize({
    width: MAX_IMAGE_SIDE,
    height: MAX_IMAGE_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const encoded = format === 'jpeg' ? pipeline.jpeg({ quality: 85 }) : pipeline.png();
  const bytes = await encoded.toBuffer().catch(() => {
    throw notAnImage();
  });
  return { bytes, format, extension: format === 'jpeg' ? 'jpg' : 'png' };
}
