/**
 * Reads a label's barcode from the camera or a photo: the browser's own BarcodeDetector where it
 * reads Code 128 (Android's Chrome, Safari 17+), otherwise ZXing (zxing.ts, loaded on first use).
 * Both see the same frames: a video, or a picture drawn on a canvas.
 */
export interface Decoder {
  /** The text of the first barcode in the frame, or null. */
  decode(source: HTMLVideoElement | ImageBitmap): Promise<string | null>;
  /** Which reader this is (shown to nobody; the tests check which one ran). */
  readonly kind: 'native' | 'zxing';
}

interface NativeDetector {
  detect(source: CanvasImageSource | ImageBitmap): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** Frames are read at most this wide: enough for a label held at arm's length, quick to read. */
const FRAME_MAX_SIDE = 1600;
let made: Promise<Decoder> | null = null;

export function decoder(): Promise<Decoder> {
  made ??= makeDecoder().catch((error: unknown) => {
    made = null;
    throw error;
  });
  return made;
}

async function makeDecoder(): Promise<Decoder> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native) {
    try {
      if ((await Native.getSupportedFormats()).includes('code_128')) {
        const detector = new Native({ formats: ['code_128'] });
        return {
          kind: 'native',
          decode: async (source) => (await detector.detect(source))[0]?.rawValue ?? null,
        };
      }
    } catch {
      // A detector that is there but cannot run: ZXing instead.
    }
  }
  const { decodeImageData } = await import('./zxing');
  let canvas: HTMLCanvasElement | null = null;
  return {
    kind: 'zxing',
    decode: async (source) => {
      const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
      const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
      if (!width || !height) return null;
      const scale = Math.min(1, FRAME_MAX_SIDE / Math.max(width, height));
      canvas ??= document.createElement('canvas');
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return null;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(source, 0, 0, canvas.width, canvas.height);
      return decodeImageData(context.getImageData(0, 0, canvas.width, canvas.height));
    },
  };
}

/** Reads the barcode of a photo of a label (the camera app's, or a file). */
export async function decodePicture(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await (await decoder()).decode(bitmap);
  } finally {
    bitmap.close();
  }
}
