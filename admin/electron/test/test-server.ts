import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestServer {
  origin: string;
  received: Received[];
  /** Lets GET /api/stream finish its answer (it sends the first part at once). */
  releaseStream: () => void;
  close: () => Promise<void>;
}

/** A PNG's first bytes, as an upload's file part. */
export const PNG_BYTES = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

const json = (status: number, data: unknown, extra: Record<string, string | string[]> = {}) => ({
  status,
  headers: { 'Content-Type': 'application/json', ...extra },
  body: JSON.stringify({ status, errors: [], data, message: '' }),
});

/**
 * A real HTTP server playing the Waybill API: a health check, a sign-in that sets a session
 * cookie, "who am I" that reads it, an echo of any method, a streamed answer, a gzipped answer,
 * an uploaded image and a redirect (`/api/moved?status=307&to=…`); with `waybill: false`, some
 * other web site. Every request is recorded.
 */
export async function startTestServer(options: { waybill?: boolean } = {}): Promise<TestServer> {
  const waybill = options.waybill ?? true;
  const received: Received[] = [];
  let releaseStream: () => void = () => undefined;
  const streamReleased = new Promise<void>((resolve) => (releaseStream = resolve));

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(request);
      const path = request.url.split('?')[0];

      if (path === '/api/stream') {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.write('first part;');
        void streamReleased.then(() => res.end('second part'));
        return;
      }
      if (path === '/api/gzip') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
        res.end(
          gzipSync(JSON.stringify({ status: 200, errors: [], data: 'unzipped', message: '' })),
        );
        return;
      }
      if (path === '/uploads/images/parcel.png') {
        res.writeHead(200, { 'Content-Type': 'image/png', 'X-Content-Type-Options': 'nosniff' });
        res.end(PNG_BYTES);
        return;
      }
      if (request.method === 'DELETE' && path === '/api/nothing') {
        res.writeHead(204);
        res.end();
        return;
      }
      if (!waybill) {
        res.writeHead(404, { 'Content-Type': 'text/html' });
        res.end('<!doctype html><title>Some other site</title>');
        return;
      }
      const answer = route(request);
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    releaseStream: () => releaseStream(),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function route(request: Received) {
  const path = request.url.split('?')[0];
  if (path === '/api/health') return json(200, { status: 'ok', database: 'ok' });
  if (path === '/api/moved') {
    const query = new URLSearchParams(request.url.split('?')[1]);
    return {
      status: Number(query.get('status') ?? 302),
      headers: { Location: query.get('to') ?? '/api/echo' },
      body: '',
    };
  }
  if (path === '/api/admins/auth/signin' && request.method === 'POST') {
    return json(
      200,
      { signedIn: true },
      {
        'Set-Cookie': [
          'waybill.sid=s%3Asecret-session; Path=/; HttpOnly; SameSite=Lax',
          'theme=dark; Path=/',
        ],
      },
    );
  }
  if (path === '/api/admins/auth/signout') {
    return json(200, null, {
      'Set-Cookie': 'waybill.sid=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly',
    });
  }
  if (path === '/api/admins/me') {
    const signedIn = request.headers.cookie?.includes('waybill.sid=s%3Asecret-session') ?? false;
    return signedIn ? json(200, { email: 'staff@example.com' }) : json(401, null);
  }
  if (path === '/api/echo') {
    return json(200, {
      method: request.method,
      query: request.url.split('?')[1] ?? '',
      body: request.body.toString('utf8'),
      contentType: request.headers['content-type'] ?? null,
    });
  }
  return json(404, null);
}
