import { rmSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_SECURITY_POLICY } from './content-security-policy.js';
import { createServerOriginHandler } from './server-origin-handler.js';
import { makeAppFolder } from '../test/app-folder.js';
import { FakeSession } from '../test/fake-electron.js';
import { type TestServer, startTestServer } from '../test/test-server.js';

/**
 * The window session's http(s) handler, wired as the app wires it (desktop-app.ts): the
 * renderer's requests reach it through the session; its own requests bypass it.
 */
let server: TestServer;
let other: TestServer;
let appDir: string;
let session: FakeSession;
let chosen: string | null;

beforeAll(async () => {
  server = await startTestServer();
  other = await startTestServer({ waybill: false });
  appDir = makeAppFolder();
});

afterAll(async () => {
  await server.close();
  await other.close();
  rmSync(appDir, { recursive: true, force: true });
});

beforeEach(() => {
  server.received.length = 0;
  other.received.length = 0;
  chosen = server.origin;
  session = new FakeSession('persist:test');
  const handler = createServerOriginHandler({
    adminDir: path.join(appDir, 'admin'),
    pagesDir: path.join(appDir, 'pages'),
    serverOrigin: () => chosen,
    fetch: (url, init) => session.fetch(url, { ...init, bypassCustomProtocolHandlers: true }),
  });
  session.protocol.handle('https', handler);
  session.protocol.handle('http', handler);
});

/** A request of the window's page, as Chromium hands it to the session. */
const fromPage = (url: string, init: RequestInit = {}) => session.fetch(url, init);
const pathsReached = (target: TestServer) => target.received.map((request) => request.url);

describe("the panel at the server's origin", () => {
  it('comes from the bundle inside the app, never from the network, with the app’s CSP', async () => {
    for (const address of ['/control/index.html', '/control/parcels/list.html', '/cp/signin']) {
      const page = await fromPage(`${server.origin}${address}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(await page.text()).toContain('<title>Waybill Control</title>');
    }
    const missing = await fromPage(`${server.origin}/control/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect(pathsReached(server)).toEqual([]);
    expect(session.requests).toEqual([]);
  });

  it('serves no other path of the server: the public site and /desktop are not the app’s', async () => {
    for (const address of ['/', '/pages/about-us', '/desktop/connect.html', '/track.html']) {
      const answer = await fromPage(`${server.origin}${address}`);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    }
    expect(pathsReached(server)).toEqual([]);
  });

  it('forwards /api past the handler; the session cookie stays in the session’s jar', async () => {
    const signIn = await fromPage(`${server.origin}/api/admins/auth/signin`, {
      method: 'POST',
      headers: { Origin: server.origin, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('set-cookie')).toBeNull();
    expect(session.cookies.get(server.origin, 'waybill.sid')).toBe('s%3Asecret-session');

    const me = await fromPage(`${server.origin}/api/admins/me`);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: unknown }).data).toEqual({ email: 'staff@example.com' });
    expect(pathsReached(server)).toEqual(['/api/admins/auth/signin', '/api/admins/me']);
    // The handler answered the page twice; each forwarded request went to the network once.
    expect(session.handledRequests).toHaveLength(2);
    expect(session.requests.map((request) => request.init.bypassCustomProtocolHandlers)).toEqual([
      true,
      true,
    ]);
  });

  it('refuses /api calls another site started, and a redirect from the server', async () => {
    const handler = session.protocolHandlers.get('http');
    if (!handler) throw new Error('no http handler');
    const framed = Object.assign(new Request(`${server.origin}/api/admins/me`), {
      initiatorOrigin: 'https://evil.example',
    });
    expect((await handler(framed)).status).toBe(403);
    const posted = await fromPage(`${server.origin}/api/echo`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      body: 'x',
    });
    expect(posted.status).toBe(403);
    expect(pathsReached(server)).toEqual([]);

    const moved = await fromPage(
      `${server.origin}/api/moved?status=307&to=${encodeURIComponent(`${other.origin}/steal`)}`,
    );
    expect(moved.status).toBe(502);
    expect(pathsReached(other)).toEqual([]);
  });
});

describe('other addresses', () => {
  it('go to the network as asked, without the session’s cookies (Chromium sends them per host)', async () => {
    await fromPage(`${server.origin}/api/admins/auth/signin`, {
      method: 'POST',
      headers: { Origin: server.origin },
      body: '{}',
    });
    // `other` is on the same host: a request with credentials would carry the session cookie.
    const tile = await fromPage(`${other.origin}/tiles/1/2/3.png`, {
      headers: { Cookie: 'waybill.sid=s%3Asecret-session' },
    });
    expect(tile.status).toBe(404);
    expect(await tile.text()).toContain('Some other site');
    expect(pathsReached(other)).toEqual(['/tiles/1/2/3.png']);
    expect(other.received[0]?.headers.cookie).toBeUndefined();
    expect(session.requests.at(-1)?.init).toEqual(
      expect.objectContaining({ credentials: 'omit', bypassCustomProtocolHandlers: true }),
    );
  });

  it('include the old server once another is chosen, and every address before the first run', async () => {
    chosen = other.origin;
    const before = await fromPage(`${server.origin}/control/index.html`);
    expect(await before.text()).not.toContain('Waybill Control');
    expect(pathsReached(server)).toEqual(['/control/index.html']);

    chosen = null;
    await fromPage(`${server.origin}/api/admins/me`);
    expect(pathsReached(server)).toEqual(['/control/index.html', '/api/admins/me']);
    expect(server.received[1]?.headers.cookie).toBeUndefined();
  });
});
