import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request a receiver got: its Standard Webhooks headers and body. */
export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  type: string;
}

/**
 * A webhook receiver on 127.0.0.1, as a company's system would run one: it records each request
 * and answers `status` (200 unless told), and checks signatures with the standardwebhooks package.
 */
export async function startReceiver() {
  const received: Received[] = [];
  let status = 200;
  const waiters: Array<() => void> = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        id: String(request.headers['webhook-id']),
        timestamp: String(request.headers['webhook-timestamp']),
        signature: String(request.headers['webhook-signature']),
        body,
        type: (JSON.parse(body) as { type: string }).type,
      });
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'ok' : `failing ${'x'.repeat(5000)}`);
      waiters.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer(next: number) {
      status = next;
    },
    /** Checks a request's signature as a receiver would; throws when it does not verify. */
    verify(secret: string, request: Received): unknown {
      return new Webhook(secret).verify(request.body, {
        'webhook-id': request.id,
        'webhook-timestamp': request.timestamp,
        'webhook-signature': request.signature,
      });
    },
    /** Resolves once `count` requests have come (for a receiver fed by another process). */
    async waitFor(count: number, timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`Only ${received.length} of ${count} came`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 200);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
