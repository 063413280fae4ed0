import QRCode from 'qrcode';

/** A QR code as PNG; medium error correction survives a smudged thermal print. */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 8,
    color: { dark: '#000000', light: '#ffffff' },
  });
}
