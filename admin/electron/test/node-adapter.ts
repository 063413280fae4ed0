import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppHandler } from '../main/app-handler.js';

export interface OriginServer {
  /** The origin the server plays, e.g. http://127.0.0.1:41234. */
  origin: string;
  close: () => Promise<void>;
}

/**
 * Mounts the app's handler in a local HTTP server, so that a browser can play the app:// origin:
 * the same code serves the bundle and forwards /api, with Node's streams standing in for
 * Electron's protocol plumbing.
 */
export async function startOriginServer(
  makeHandler: (origin: string) => AppHandler,
): Promise<OriginServer> {
  let handler: AppHandler | null = null;
  let origin = '';
  const server: Server = createServer((req, res) => {
    if (!handler) {
      res.writeHead(503).end();
      return;
    }
    serve(handler, origin, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  handler = makeHandler(origin);
  return {
    origin,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function serve(
  handler: AppHandler,
  origin: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const headers = new Headers();
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
    headers.append(req.rawHeaders[index] ?? '', req.rawHeaders[index + 1] ?? '');
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = { method, headers };
  if (hasBody) {
    init.body = bodyStream(req);
    init.duplex = 'half';
  }
  const response = await handler(new Request(`${origin}${req.url ?? '/'}`, init));

  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.appendHeader(name, value));
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (!res.write(chunk.value)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}

/** The request body as a web stream, as Electron gives it to a protocol handler. */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
      req.on('end', () => controller.close());
      req.on('error', (error) => controller.error(error));
    },
  });
}
