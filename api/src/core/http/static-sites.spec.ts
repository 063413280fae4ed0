import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { getGraph, getPage, trackParcel } from '@waybill/shared';
import express from 'express';
import request from 'supertest';
import { FolderObjects } from '../uploads/folder-objects.js';
import { inlineJson } from './page-scripts.js';
import { drawnIndex, mountStaticSites, type ViteManifest } from './static-sites.js';

const INDEX = `<!doctype html><html><head><title>Waybill</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;

const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_react-1.js'],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_form-1.js': { file: 'assets/form-1.js', imports: ['_react-1.js', 'index.html'] },
  'src/tracking/Track.tsx': {
    file: 'assets/Track-1.js',
    imports: ['_react-1.js', 'index.html', '_form-1.js'],
    css: ['assets/Track-1.css'],
  },
  'src/pages/ContentPage.tsx': { file: 'assets/ContentPage-1.js', imports: ['index.html'] },
};

describe('the public site', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'waybill-static-'));
  const dist = path.join(webRoot, 'public-web', 'dist');
  const app = express();

  beforeAll(() => {
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    mkdirSync(path.join(webRoot, 'admin', 'dist'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(path.join(dist, 'assets', 'Track-1.js'), 'PLAIN COPY');
    writeFileSync(path.join(dist, 'assets', 'Track-1.js.br'), brotliCompressSync('BROTLI COPY'));
    writeFileSync(path.join(dist, 'assets', 'Track-1.css'), 'p{}');
    writeFileSync(path.join(webRoot, 'admin', 'dist', 'index.html'), '<head></head>ADMIN');
    mkdirSync(path.join(webRoot, 'admin', 'dist', 'assets'), { recursive: true });
    mkdirSync(path.join(webRoot, 'admin', 'dist', '.vite'), { recursive: true });
    writeFileSync(path.join(webRoot, 'admin', 'dist', 'assets', 'Dashboard-1.js'), 'CHUNK');
    writeFileSync(path.join(webRoot, 'admin', 'dist', 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(webRoot, 'admin', 'dist', '.vite', 'manifest.json'), '{}');
    mountStaticSites(app, { webRoot, images: new FolderObjects(path.join(webRoot, 'uploads')) });
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  const page = async (url: string) => {
    const response = await request(app).get(url).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    return response.text;
  };
  /** The URLs preloaded as fetches, in order. */
  const fetches = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]*)">/g)].map(
      (match) => match[1],
    );

  it('announces the tracking screen: its chunks and styles, the graph and the lookup of ?code=', async () => {
    const html = await page('/track.html?code=WB-123');
    expect(html).toBe(
      INDEX.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/Track-1.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/form-1.js">' +
          '<link rel="preload" as="style" crossorigin href="/assets/Track-1.css">' +
          `<link rel="preload" as="fetch" crossorigin href="${getGraph.route}">` +
          `<link rel="preload" as="fetch" crossorigin href="${trackParcel.path({ code: 'WB-123' })}"></head>`,
      ),
    );
  });

  it('builds the lookup URL as the page does: the first code, trimmed, encoded', async () => {
    expect(fetches(await page('/track.html?code=+a%20b%2Fc+&code=other'))).toEqual([
      getGraph.route,
      trackParcel.path({ code: 'a b/c' }),
    ]);
    expect(fetches(await page(`/track.html?code=${encodeURIComponent("é'ü")}`))).toEqual([
      getGraph.route,
      trackParcel.path({ code: "é'ü" }),
    ]);
  });

  it('never puts markup from the address into the page', async () => {
    const attack = '"><script>alert(1)</script><a href="';
    const html = await page(`/track.html?code=${encodeURIComponent(attack)}`);
    expect(html).not.toContain('<script>alert');
    expect(fetches(html)).toEqual([getGraph.route, trackParcel.path({ code: attack })]);
  });

  it.each([
    ['no code', '/track.html'],
    ['an empty code', '/track.html?code=%20%20'],
    ['a code longer than any stored one', `/track.html?code=${'x'.repeat(301)}`],
  ])('preloads no lookup for %s', async (_case, url) => {
    expect(fetches(await page(url))).toEqual([getGraph.route]);
  });

  it('preloads a content page and its body; only slugs as pages have them', async () => {
    const html = await page('/pages/about-us');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/ContentPage-1.js">',
    );
    expect(fetches(html)).toEqual([getGraph.route, getPage.path({ slug: 'about-us' })]);
    for (const url of ['/pages/About%20Us', '/pages/a/b', '/pages/%3Cb%3E']) {
      expect(fetches(await page(url))).toEqual([getGraph.route]);
    }
  });

  it('preloads only the graph on the home page and on unknown screens', async () => {
    for (const url of ['/', '/no/such/screen']) {
      const html = await page(url);
      expect(html).not.toContain('modulepreload');
      expect(fetches(html)).toEqual([getGraph.route]);
    }
  });

  it('leaves the admin app as it is built', async () => {
    const response = await request(app).get('/control/index.html').expect(200);
    expect(response.text).toBe('<head></head>ADMIN');
  });

  it('sends the brotli copy of a script to browsers that accept br, the file to others', async () => {
    const brotli = await request(app)
      .get('/assets/Track-1.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    // The build names each file by its content: it never changes under its name.
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.text).toBe('BROTLI COPY');

    for (const encoding of ['gzip', 'br;q=0, gzip']) {
      const plain = await request(app)
        .get('/assets/Track-1.js')
        .set('Accept-Encoding', encoding)
        .expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['vary']).toBe('Accept-Encoding');
      expect(plain.text).toBe('PLAIN COPY');
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // No brotli copy: the file itself.
    const css = await request(app)
      .get('/assets/Track-1.css')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.text).toBe('p{}');
  });

  it('does not serve the build manifest', async () => {
    await request(app).get('/.vite/manifest.json').expect(404);
    await request(app).get('/control/.vite/manifest.json').expect(404);
  });

  it("keeps the panel's chunks a year, its other files an hour; a missing chunk is a 404", async () => {
    const chunk = await request(app).get('/control/assets/Dashboard-1.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-type']).toMatch(/^text\/javascript/);
    expect(chunk.text).toBe('CHUNK');
    const other = await request(app).get('/control/favicon.svg').expect(200);
    expect(other.headers['cache-control']).toBe('public, max-age=3600');
    // A chunk of a version the server no longer runs: not the app's page in its place.
    await request(app).get('/control/assets/Dashboard-0.js').expect(404);
  });
});

describe('a page drawn on the server, served', () => {
  const BOOT = 'document.documentElement.dataset.booted="1"';
  const BUILT_INDEX =
    `<!doctype html><html lang="en"><head><title>Waybill</title><script>${BOOT}</script>` +
    '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
    '</head><body><div id="root"></div></body></html>';
  const webRoot = mkdtempSync(path.join(tmpdir(), 'waybill-drawn-'));
  const dist = path.join(webRoot, 'public-web', 'dist');
  const app = express();
  const POLICY = "default-src 'self';script-src 'self';script-src-attr 'none'";

  beforeAll(() => {
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), BUILT_INDEX);
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    app.use((_request, response, next) => {
      response.setHeader('Content-Security-Policy', POLICY);
      next();
    });
    mountStaticSites(app, {
      webRoot,
      images: new FolderObjects(path.join(webRoot, 'uploads')),
      draw: async (request) =>
        request.path === '/nothing-drawn'
          ? null
          : {
              html: '<h1>Drawn</h1>',
              head: '<title>Drawn</title>',
              htmlAttributes: { lang: 'en', dir: 'ltr', 'data-theme': 'LIGHT' },
              state: {},
            },
    });
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  /** The plan the page's boot script follows after the first paint. */
  const planOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="app-start">([^<]*)<\/script>/.exec(html)![1]);

  it('fetches its code only after the first paint: the plan holds the scripts, <head> the styles', async () => {
    const response = await request(app).get('/track.html?code=WB-9').expect(200);
    const html = response.text;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('as="fetch"');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/Track-1.css">');
    expect(html).toContain('<div id="root"><h1>Drawn</h1></div>');
    expect(planOf(html)).toEqual({
      entry: '/assets/index-1.js',
      links: [
        { rel: 'modulepreload', href: '/assets/react-1.js' },
        { rel: 'modulepreload', href: '/assets/Track-1.js' },
        { rel: 'modulepreload', href: '/assets/form-1.js' },
        { rel: 'preload', as: 'fetch', href: trackParcel.path({ code: 'WB-9' }) },
      ],
    });
  });

  it('allows its inline boot script by its hash, and no other inline script', async () => {
    const hash = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
    for (const url of ['/', '/nothing-drawn']) {
      const response = await request(app).get(url).expect(200);
      expect(response.headers['content-security-policy']).toBe(
        `default-src 'self';script-src 'self' ${hash};script-src-attr 'none'`,
      );
    }
  });

  it('keeps a code that tries to close the plan inside it', async () => {
    const attack = '</script><script>alert(1)</script>';
    const html = (await request(app).get(`/track.html?code=${encodeURIComponent(attack)}`)).text;
    expect(html).not.toContain('<script>alert(1)');
    expect(planOf(html).links.at(-1)).toEqual({
      rel: 'preload',
      as: 'fetch',
      href: trackParcel.path({ code: attack }),
    });
  });

  it("serves the build's index.html as a page: never cached, its boot script allowed", async () => {
    const response = await request(app).get('/index.html').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
  });

  it('leaves a page it did not draw to load its code at once', async () => {
    const html = (await request(app).get('/nothing-drawn').expect(200)).text;
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).not.toContain('app-start');
  });
});

describe('a page drawn on the server', () => {
  const drawn = {
    html: '<p>Price: $& and $1</p>',
    head: '<title>Drawn</title>',
    htmlAttributes: { lang: 'ar', dir: 'rtl', 'data-theme': 'DARK' },
    state: { text: '</script><script>alert(1)</script><!-- & \u2028' },
  };

  it('writes its state so that nothing in it closes the element, and reads back the same', () => {
    const json = inlineJson(drawn.state);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(drawn.state);
  });

  it('goes into the index: <html> marks, title, markup and state, "$" taken as it is', () => {
    const page = drawnIndex(INDEX, drawn, ['<link rel="preload" href="/x">']);
    expect(page).toContain('<html lang="ar" dir="rtl" data-theme="DARK">');
    expect(page).toContain('<title>Drawn</title><link rel="preload" href="/x"></head>');
    expect(page).not.toContain('<title>Waybill</title>');
    expect(page).toContain('<div id="root"><p>Price: $& and $1</p></div>');
    expect(page.match(/<\/script>/g)).toHaveLength(2);
  });
});

describe('the courier app', () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'waybill-courier-'));
  const dist = path.join(webRoot, 'courier', 'dist');
  const app = express();

  beforeAll(() => {
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    mkdirSync(path.join(webRoot, 'public-web', 'dist'), { recursive: true });
    writeFileSync(path.join(webRoot, 'public-web', 'dist', 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'index.html'), '<head></head>COURIER');
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Waybill Courier"}');
    writeFileSync(path.join(dist, 'icon-192.png'), 'PNG');
    writeFileSync(path.join(dist, 'assets', 'index-1.js'), 'CODE');
    mountStaticSites(app, { webRoot, images: new FolderObjects(path.join(webRoot, 'uploads')) });
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it('opens /courier as /courier/, the scope of its service worker', async () => {
    const response = await request(app).get('/courier?x=1').expect(301);
    expect(response.headers.location).toBe('/courier/?x=1');
  });

  it('answers every screen under /courier/ with its page, never cached stale', async () => {
    for (const url of ['/courier/', '/courier/index.html', '/courier/scan']) {
      const response = await request(app).get(url).expect(200);
      expect(response.text).toContain('COURIER');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('has the service worker and the manifest checked fresh, the hashed code kept a year', async () => {
    for (const url of ['/courier/sw.js', '/courier/manifest.webmanifest']) {
      const response = await request(app).get(url).expect(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await request(app).get('/courier/sw.js')).headers['content-type']).toMatch(
      /javascript/,
    );
    const code = await request(app).get('/courier/assets/index-1.js').expect(200);
    expect(code.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await request(app).get('/courier/icon-192.png').expect(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('leaves a missing file of the app a 404, not the page', async () => {
    await request(app).get('/courier/assets/gone-1.js').expect(404);
  });
});
