import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkServer } from './server-check.js';
import { CookieJar, cookieJarFetch } from '../test/cookie-jar.js';

/** A server that answers every request with `answer`, or never when it is null. */
async function serverAnswering(
  answer: { status: number; body: string; headers?: Record<string, string> } | null,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    if (answer === null) return; // keeps the request hanging
    res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('checking the server with GET /api/health', () => {
  it('accepts the API’s healthy answer', async () => {
    const server = await serverAnswering({
      status: 200,
      body: JSON.stringify({ status: 200, errors: [], data: { status: 'ok' }, message: '' }),
    });
    try {
      expect(await checkServer(server.origin, fetch)).toEqual({ ok: true });
    } finally {
      await server.close();
    }
  });

  it('passes on the reason of a Waybill server that is not working', async () => {
    const server = await serverAnswering({
      status: 503,
      body: JSON.stringify({
        status: 503,
        errors: ['The database is not reachable'],
        data: null,
        message: '',
      }),
    });
    try {
      expect(await checkServer(server.origin, fetch)).toEqual({
        ok: false,
        reachable: true,
        error: `The Waybill server at ${server.origin} is not working right now: The database is not reachable`,
      });
    } finally {
      await server.close();
    }
  });

  it('refuses an address that redirects, naming where to when it can tell', async () => {
    const healthy = await serverAnswering({
      status: 200,
      body: JSON.stringify({ status: 200, errors: [], data: { status: 'ok' }, message: '' }),
    });
    const moved = await serverAnswering({
      status: 301,
      body: '',
      headers: { Location: `${healthy.origin}/api/health` },
    });
    try {
      // Node's fetch hands the 301 back.
      expect(await checkServer(moved.origin, fetch)).toEqual({
        ok: false,
        reachable: true,
        error: `${moved.origin} redirects to ${healthy.origin}: enter that address instead.`,
      });
      // Electron's fetch (as the fake session's) only says that a redirect was cancelled.
      expect(await checkServer(moved.origin, cookieJarFetch(new CookieJar()))).toEqual({
        ok: false,
        reachable: true,
        error: `${moved.origin} redirects to another address: enter the address the server answers at (with https:// if it uses it).`,
      });
    } finally {
      await moved.close();
      await healthy.close();
    }
  });

  it('refuses JSON that is not the API’s health answer', async () => {
    const server = await serverAnswering({ status: 200, body: '{"status":"ok"}' });
    try {
      const result = await checkServer(server.origin, fetch);
      expect(result).toMatchObject({ ok: false, reachable: true });
    } finally {
      await server.close();
    }
  });

  it('gives up on a server that does not answer', async () => {
    const server = await serverAnswering(null);
    try {
      expect(await checkServer(server.origin, fetch, 200)).toEqual({
        ok: false,
        reachable: false,
        error: `${server.origin} did not answer in time. Check the address and the network connection.`,
      });
    } finally {
      await server.close();
    }
  });
});
