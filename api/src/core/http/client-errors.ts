import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ErrorCode, problem } from '@waybill/shared';
import { errorEnvelope } from './envelope.js';

/** Node's parser errors (`error.code`) as the status and the contract's code they answer. */
function refusalOf(code: string | undefined): [number, ErrorCode] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'request.headers_too_large'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'request.timeout'];
  return [400, 'request.malformed'];
}

/** The answer in progress on a connection, as Node's own clientError handler checks it. */
type ServerSocket = Duplex & { _httpMessage?: { headersSent?: boolean } | null };

/**
 * What Node's HTTP parser refuses before any middleware runs (an address or headers over its
 * 16 KB limit, bytes that are not HTTP, a request too slow to arrive) is answered in the envelope
 * like every other refusal, not with Node's bare status line (docs/architecture.md §4.1).
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: ServerSocket) => {
    // A connection that is gone, or already sending an answer, can only be closed.
    if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, code] = refusalOf(error.code);
    const body = JSON.stringify(errorEnvelope(status, [problem(code)]));
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        'Cache-Control: no-store',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
}
