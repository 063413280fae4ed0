import { loadOnce } from '../../core/load-once.js';

// Loaded with the first code drawn: only staff turning on two-step sign-in need it.
const qrcode = loadOnce(async () => (await import('qrcode')).default);

/**
 * The QR code of an otpauth:// address as a data: URL of an SVG image: drawn by the browser
 * from the answer itself (the control panel's CSP allows data: images), never fetched from a
 * third party that would learn the secret.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const QRCode = await qrcode();
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
