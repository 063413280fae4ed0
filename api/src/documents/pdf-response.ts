import type { Response } from 'express';

/** A generated PDF and the name a browser saves it under. */
export interface PdfFile {
  filename: string;
  content: Buffer;
}

/** A file name any browser and file system takes: letters, digits, dot, dash and underscore. */
export function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '_');
}

/**
 * Sends a PDF to be shown in the browser (inline) rather than downloaded; it holds customer
 * details, so no cache keeps it.
 */
export function sendPdf(response: Response, file: PdfFile): void {
  response.setHeader('Content-Type', 'application/pdf');
  response.setHeader('Content-Disposition', `inline; filename="${safeFileName(file.filename)}"`);
  response.setHeader('Cache-Control', 'private, no-store');
  response.send(file.content);
}

/** OpenAPI: a 200 answer that is a PDF file, not the envelope. */
export const PDF_RESPONSE = {
  description: 'The PDF file (errors still come as the JSON envelope).',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
};
