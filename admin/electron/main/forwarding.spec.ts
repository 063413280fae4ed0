import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_ORIGIN, PARTITION } from '../app-origin.js';
import { type DesktopApp, startDesktopApp } from './desktop-app.js';
import { forwardToServer } from './forwarding.js';
import { SETTINGS_FILE } from './settings-store.js';
import { makeAppFolder } from '../test/app-folder.js';
import { type FakeSession, fake, session } from '../test/fake-electron.js';
import { PNG_BYTES, type TestServer, startTestServer } from '../test/test-server.js';

type PageInit = RequestInit & { duplex?: 'half'; initiatorOrigin?: string };

/**
 * The forwarding as the window uses it: the app:// handler that the main process registers on the
 * window's persistent session, in front of a real HTTP server.
 */
describe('forwarding /api and /uploads to the server', () => {
  let server: TestServer;
  let desktop: DesktopApp;
  let windowSession: FakeSession;
  let appDir: string;
  let userData: string;

  beforeAll(async () => {
    server = await startTestServer();
    appDir = makeAppFolder();
    userData = mkdtempSync(path.join(tmpdir(), 'waybill-user-'));
    writeFileSync(path.join(userData, SETTINGS_FILE), JSON.stringify({ serverUrl: server.origin }));
    fake.reset({ userData });
    const started = await startDesktopApp(appDir);
    if (!started) throw new Error('The app did not start');
    desktop = started;
    windowSession = session.fromPartition(PARTITION);
  });

  afterAll(async () => {
    await server.close();
    rmSync(appDir, { recursive: true, force: true });
    rmSync(userData, { recursive: true, force: true });
  });

  beforeEach(() => {
    server.received.length = 0;
  });

  /** A request of the page, as Electron hands it to the scheme handler. */
  function fromPage(pathname: string, init: PageInit = {}): Promise<Response> {
    const handler = windowSession.protocolHandlers.get('app');
    if (!handler) throw new Error('No app:// handler on the window session');
    const { initiatorOrigin = APP_ORIGIN, ...requestInit } = init;
    const request = Object.assign(new Request(`${APP_ORIGIN}${pathname}`, requestInit), {
      initiatorOrigin,
    });
    return Promise.resolve(handler(request));
  }

  const lastReceived = () => {
    const request = server.received.at(-1);
    if (!request) throw new Error('The server received nothing');
    return request;
  };

  it('registers the handler on the persistent window session, not the default one', () => {
    expect(windowSession.partition).toBe('persist:waybill');
    expect(windowSession.protocolHandlers.has('app')).toBe(true);
    expect(session.defaultSession.protocolHandlers.size).toBe(0);
  });

  it('forwards a GET with its query and returns status, headers and body', async () => {
    const response = await fromPage('/api/echo?page=2&search=Lisbon', {
      headers: { Accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toMatchObject({
      data: { method: 'GET', query: 'page=2&search=Lisbon' },
    });
    expect(lastReceived()).toMatchObject({ method: 'GET', url: '/api/echo?page=2&search=Lisbon' });
    expect(lastReceived().headers.accept).toBe('application/json');
  });

  it('signs in with a POST, keeps the session cookie in the window session, and sends it on', async () => {
    const signIn = await fromPage('/api/admins/auth/signin', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': '52',
        Origin: APP_ORIGIN,
        Referer: `${APP_ORIGIN}/control/signin.html`,
        Cookie: 'page-made=1',
      },
      body: JSON.stringify({ email: 'staff@example.com', password: 'secret-pass' }),
    });
    expect(signIn.status).toBe(200);
    // The cookie belongs to the server: the page never sees it.
    expect(signIn.headers.get('set-cookie')).toBeNull();
    const received = lastReceived();
    expect(received.method).toBe('POST');
    expect(JSON.parse(received.body.toString())).toEqual({
      email: 'staff@example.com',
      password: 'secret-pass',
    });
    // The API refuses changes from other sites: the forwarded request is the server's own.
    expect(received.headers.origin).toBe(server.origin);
    expect(received.headers.referer).toBeUndefined();
    expect(received.headers.cookie).toBeUndefined();

    expect(windowSession.cookies.get(server.origin, 'waybill.sid')).toBe('s%3Asecret-session');
    expect(session.defaultSession.cookies.get(server.origin, 'waybill.sid')).toBeUndefined();

    const me = await fromPage('/api/admins/me', { headers: { Cookie: 'page-made=1' } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ data: { email: 'staff@example.com' } });
    expect(lastReceived().headers.cookie).toBe('waybill.sid=s%3Asecret-session; theme=dark');

    const again = await fromPage('/api/admins/me');
    expect(again.status).toBe(200);

    await fromPage('/api/admins/auth/signout');
    const signedOut = await fromPage('/api/admins/me');
    expect(signedOut.status).toBe(401);
    expect(lastReceived().headers.cookie).toBe('theme=dark');
  });

  it('forwards PATCH and DELETE with their bodies, and a 204 without one', async () => {
    const patch = await fromPage('/api/echo', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Origin: APP_ORIGIN },
      body: JSON.stringify({ destination: 'Porto' }),
    });
    expect(await patch.json()).toMatchObject({
      data: { method: 'PATCH', body: '{"destination":"Porto"}', contentType: 'application/json' },
    });
    expect(lastReceived().headers.origin).toBe(server.origin);

    const remove = await fromPage('/api/echo?id=7', {
      method: 'DELETE',
      headers: { Origin: APP_ORIGIN },
    });
    expect(await remove.json()).toMatchObject({
      data: { method: 'DELETE', query: 'id=7', body: '' },
    });

    const empty = await fromPage('/api/nothing', {
      method: 'DELETE',
      headers: { Origin: APP_ORIGIN },
    });
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });

  it('streams a multipart upload through unchanged (boundary, fields and file bytes)', async () => {
    const form = new FormData();
    form.append('caption', 'Parcel at the depot');
    form.append('image', new File([PNG_BYTES], 'parcel.png', { type: 'image/png' }));
    const upload = await fromPage('/api/echo', {
      method: 'POST',
      headers: { Origin: APP_ORIGIN },
      body: form,
    });
    expect(upload.status).toBe(200);

    const received = lastReceived();
    const contentType = received.headers['content-type'] ?? '';
    const boundary = /boundary=(.+)$/.exec(contentType)?.[1];
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.headers['transfer-encoding']).toBe('chunked');
    const body = received.body;
    expect(body.includes(Buffer.from(`--${boundary}`))).toBe(true);
    expect(body.includes(Buffer.from('name="caption"\r\n\r\nParcel at the depot'))).toBe(true);
    expect(body.includes(Buffer.from('filename="parcel.png"'))).toBe(true);
    expect(body.includes(PNG_BYTES)).toBe(true);
    expect(body.includes(Buffer.from(`--${boundary}--`))).toBe(true);
  });

  it('streams the answer: the page reads the first part before the server has finished', async () => {
    const response = await fromPage('/api/stream');
    const reader = response.body?.getReader();
    if (!reader) throw new Error('No body');
    const decoder = new TextDecoder();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe('first part;');

    server.releaseStream();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += decoder.decode(chunk.value);
    }
    expect(rest).toBe('second part');
  });

  it('hands over a compressed answer decoded, without its old encoding', async () => {
    const response = await fromPage('/api/gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toMatchObject({ data: 'unzipped' });
  });

  it('forwards /uploads images', async () => {
    const response = await fromPage('/uploads/images/parcel.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('puts the CSP on forwarded answers too', async () => {
    const response = await fromPage('/api/health');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('refuses requests another site started (an embedded frame, say): they never reach the server', async () => {
    const fromFrame = await fromPage('/api/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      initiatorOrigin: 'https://video.example',
    });
    expect(fromFrame.status).toBe(403);
    const withOrigin = await fromPage('/api/echo', {
      method: 'DELETE',
      headers: { Origin: 'https://evil.example' },
    });
    expect(withOrigin.status).toBe(403);
    expect(await withOrigin.json()).toMatchObject({ errors: ['Cross-site request refused'] });
    expect(server.received).toHaveLength(0);
  });

  it('sends every request with credentials: include, and never a header Chromium refuses', () => {
    expect(windowSession.requests.length).toBeGreaterThan(5);
    for (const { init } of windowSession.requests.filter(
      ({ url }) => !url.endsWith('/api/health'),
    )) {
      expect(init.credentials).toBe('include');
      expect(new Headers(init.headers).has('content-length')).toBe(false);
    }
  });

  describe('a redirect from the server', () => {
    let elsewhere: TestServer;
    const signIn = () =>
      fromPage('/api/admins/auth/signin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: APP_ORIGIN },
        body: JSON.stringify({ email: 'staff@example.com', password: 'secret-pass' }),
      });
    const movedTo = (status: number, to: string) =>
      `/api/moved?status=${status}&to=${encodeURIComponent(to)}`;

    beforeEach(async () => {
      // Another server on the same host: Chromium would send it the host's cookies.
      elsewhere = await startTestServer();
    });

    afterEach(() => elsewhere.close());

    it('is refused when it leads to another server: neither the cookie nor the body reach it', async () => {
      expect((await signIn()).status).toBe(200);
      for (const status of [301, 302, 303, 307, 308]) {
        for (const method of ['GET', 'POST']) {
          const answer = await fromPage(movedTo(status, `${elsewhere.origin}/api/echo`), {
            method,
            headers: { 'Content-Type': 'application/json', Origin: APP_ORIGIN },
            body: method === 'POST' ? JSON.stringify({ password: 'secret-pass' }) : null,
          });
          expect(answer.status).toBe(502);
          expect(await answer.json()).toMatchObject({
            status: 502,
            errors: [
              expect.stringMatching(
                /^The Waybill server at http:\/\/127\.0\.0\.1:\d+ answered with a redirect/,
              ),
            ],
          });
        }
      }
      expect(server.received.filter(({ url }) => url.startsWith('/api/moved'))).toHaveLength(10);
      expect(elsewhere.received).toEqual([]);
      // The session is still the staff member's, on the chosen server only.
      expect((await fromPage('/api/admins/me')).status).toBe(200);
    });

    it('is refused within the chosen server too (Electron cannot show where it leads)', async () => {
      const answer = await fromPage(movedTo(302, '/api/echo'));
      expect(answer.status).toBe(502);
      expect(server.received.map(({ url }) => url)).toEqual([movedTo(302, '/api/echo')]);
    });

    it('is refused with a network stack that hands redirects back (Node): the target never hears', async () => {
      const answer = await forwardToServer(
        new Request(`${APP_ORIGIN}${movedTo(307, `${elsewhere.origin}/api/echo`)}`, {
          method: 'POST',
          headers: { Cookie: 'waybill.sid=s%3Asecret-session', Origin: APP_ORIGIN },
          body: 'password=secret-pass',
        }),
        {
          appOrigin: APP_ORIGIN,
          serverOrigin: server.origin,
          fetch: (url, init) => fetch(url, init),
        },
      );
      expect(answer.status).toBe(502);
      expect(((await answer.json()) as { errors: string[] }).errors[0]).toContain(
        `answered with a redirect to ${elsewhere.origin}/api/echo`,
      );
      expect(elsewhere.received).toEqual([]);
    });
  });

  it('answers a clear 502 envelope when the server cannot be reached', async () => {
    const closed = await startTestServer();
    await closed.close();
    desktop.store.update({ serverUrl: closed.origin });
    try {
      const response = await fromPage('/api/parcels');
      expect(response.status).toBe(502);
      const body = (await response.json()) as { errors: string[] };
      expect(body.errors[0]).toMatch(
        /^Cannot reach the Waybill server at http:\/\/127\.0\.0\.1:\d+/,
      );
    } finally {
      desktop.store.update({ serverUrl: server.origin });
    }
  });
});
