import {
  BinaryBitmap,
  Code128Reader,
  DecodeHintType,
  HybridBinarizer,
  RGBLuminanceSource,
} from '@zxing/library';

/**
 * Reads the Code 128 barcode of a Waybill label (api/src/documents/barcode.ts) from a frame, where
 * the browser has no BarcodeDetector of its own (Firefox, desktop Chromium on Linux and Windows,
 * Safari before 17). A chunk of its own, loaded when the Scan screen first needs it.
 */
const reader = new Code128Reader();
const HINTS = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);

export function decodeImageData(image: ImageData): string | null {
  const { data, width, height } = image;
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < luminance.length; i += 1) {
    // A transparent pixel is paper.
    const alpha = data[i * 4 + 3] / 255;
    const grey = (data[i * 4] * 299 + data[i * 4 + 1] * 587 + data[i * 4 + 2] * 114) / 1000;
    luminance[i] = grey * alpha + 255 * (1 - alpha);
  }
  try {
    const bitmap = new BinaryBitmap(
      new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)),
    );
    return reader.decode(bitmap, HINTS).getText();
  } catch {
    // Nothing readable in this frame (zxing throws NotFound, Checksum or Format errors).
    return null;
  } finally {
    reader.reset();
  }
}
