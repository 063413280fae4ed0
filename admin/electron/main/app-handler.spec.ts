import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AppHandler, createAppHandler } from './app-handler.js';
import { APP_ORIGIN } from '../app-origin.js';
import { CONTENT_SECURITY_POLICY } from './content-security-policy.js';
import { resolveInside } from './bundle-files.js';

/** A bundle on disk: the admin build, the desktop screens, and a secret beside them. */
function makeBundle() {
  const root = mkdtempSync(path.join(tmpdir(), 'waybill-bundle-'));
  const adminDir = path.join(root, 'admin');
  const pagesDir = path.join(root, 'pages');
  mkdirSync(path.join(adminDir, 'assets'), { recursive: true });
  mkdirSync(pagesDir);
  writeFileSync(path.join(adminDir, 'index.html'), '<!doctype html><title>Waybill Control</title>');
  writeFileSync(path.join(adminDir, 'assets', 'index-abc.js'), 'console.log("admin")');
  writeFileSync(path.join(adminDir, 'assets', 'index-abc.css'), 'body{}');
  writeFileSync(
    path.join(adminDir, 'assets', 'icons.woff2'),
    Buffer.from([0x77, 0x4f, 0x46, 0x32]),
  );
  writeFileSync(path.join(pagesDir, 'connect.html'), '<!doctype html><title>Connect</title>');
  writeFileSync(path.join(root, 'secret.txt'), 'not for the window');
  symlinkSync(path.join(root, 'secret.txt'), path.join(adminDir, 'assets', 'link.txt'));
  return { root, adminDir, pagesDir };
}

describe('the app:// handler serving the bundle', () => {
  let bundle: ReturnType<typeof makeBundle>;
  let handler: AppHandler;
  const forwarded: string[] = [];

  beforeAll(() => {
    bundle = makeBundle();
    handler = createAppHandler({
      appOrigin: APP_ORIGIN,
      adminDir: bundle.adminDir,
      pagesDir: bundle.pagesDir,
      serverOrigin: () => 'https://waybill.example.com',
      fetch: async (url) => {
        forwarded.push(url);
        return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
      },
    });
  });

  afterAll(() => rmSync(bundle.root, { recursive: true, force: true }));

  const get = (pathname: string, method = 'GET') =>
    handler(new Request(`${APP_ORIGIN}${pathname}`, { method }));

  it('serves the admin build at /control with its content types and the strict CSP', async () => {
    const page = await get('/control/index.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<title>Waybill Control</title>');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');

    const script = await get('/control/assets/index-abc.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log("admin")');
    expect((await get('/control/assets/index-abc.css')).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    );
    const font = await get('/control/assets/icons.woff2');
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(Buffer.from(await font.arrayBuffer())).toEqual(Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  });

  it('the CSP allows scripts only from the app itself: no inline script, no eval', () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split('; ').map((directive) => {
        const [name = '', ...values] = directive.split(' ');
        return [name, values];
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });

  it('loads the admin app for screen paths under /control and /cp (client-side routes)', async () => {
    for (const screen of [
      '/control/parcels/list.html',
      '/control/parcels/ABC-1',
      '/control',
      '/cp',
      '/cp/signup',
    ]) {
      const response = await get(screen);
      expect({ screen, status: response.status }).toEqual({ screen, status: 200 });
      expect(await response.text()).toContain('<title>Waybill Control</title>');
    }
  });

  it('answers 404 for a missing asset and for paths outside the app', async () => {
    expect((await get('/control/assets/missing.js')).status).toBe(404);
    expect((await get('/track.html')).status).toBe(404);
    expect((await get('/desktop/missing.html')).status).toBe(404);
  });

  it('serves the desktop screens at /desktop', async () => {
    const response = await get('/desktop/connect.html');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Connect</title>');
  });

  it('refuses paths that lead outside the bundle, however they are spelled', async () => {
    for (const escape of [
      '/control/..%2f..%2fsecret.txt',
      '/control/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/control/assets/..%2f..%2f..%2fsecret.txt',
      '/desktop/..%2fsecret.txt',
      '/desktop/..%2f..%2fsecret.txt',
    ]) {
      const response = await get(escape);
      expect({ escape, status: response.status }).toEqual({ escape, status: 403 });
      expect(await response.text()).not.toContain('not for the window');
    }
    // WHATWG URL already folds plain dot segments: the request names /secret.txt, not a file.
    expect((await get('/control/../secret.txt')).status).toBe(404);
  });

  it('refuses a symbolic link that leads out of the bundle', async () => {
    const response = await get('/control/assets/link.txt');
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('not for the window');
  });

  it('refuses malformed escapes and NUL bytes', async () => {
    expect((await get('/control/%E0%A4%A')).status).toBe(400);
    expect((await get('/control/index.html%00.js')).status).toBe(400);
  });

  it('serves only GET and HEAD from the bundle', async () => {
    expect((await get('/control/index.html', 'POST')).status).toBe(405);
    const head = await get('/control/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('sends the root to the admin home', async () => {
    const response = await get('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/control/index.html');
  });

  it('answers nothing for another host of the scheme', async () => {
    const response = await handler(new Request('app://elsewhere/control/index.html'));
    expect(response.status).toBe(404);
  });

  it('hands /api and /uploads to the forwarding, nothing else', async () => {
    forwarded.length = 0;
    await get('/api/parcels?page=2');
    await get('/uploads/images/a.png');
    await get('/apiary/index.html');
    expect(forwarded).toEqual([
      'https://waybill.example.com/api/parcels?page=2',
      'https://waybill.example.com/uploads/images/a.png',
    ]);
  });

  it('resolveInside keeps every path inside its root', () => {
    const root = path.resolve('/srv/app/admin');
    expect(resolveInside(root, '/assets/a.js')).toBe(path.join(root, 'assets', 'a.js'));
    expect(resolveInside(root, '/../admin-secrets/x')).toBeNull();
    expect(resolveInside(root, '/../../etc/passwd')).toBeNull();
    expect(resolveInside(root, '/a/../../b')).toBeNull();
  });
});

describe('the app:// handler before the first run', () => {
  it('answers /api with a 503 envelope while no server is chosen', async () => {
    const handler = createAppHandler({
      appOrigin: APP_ORIGIN,
      adminDir: '/nonexistent',
      pagesDir: '/nonexistent',
      serverOrigin: () => null,
      fetch: () => Promise.reject(new Error('must not be called')),
    });
    const response = await handler(new Request(`${APP_ORIGIN}/api/health`));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: 503,
      errors: ['No Waybill server is chosen yet.'],
    });
  });
});
