import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { getGraph, getPage, trackParcel } from '@waybill/shared';
import express from 'express';
import request from 'supertest';
import { FolderObjects } from '../uploads/folder-objects.js';
import {
  drawnIndex,
  fontPreloads,
  inlineJson,
  mountStaticSites,
  type ViteManifest,
} from './static-sites.js';

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
    mkdirSync(path.join(webRoot, 'desktop-admin', 'dist'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(path.join(dist, 'assets', 'Track-1.js'), 'PLAIN COPY');
    writeFileSync(path.join(dist, 'assets', 'Track-1.js.br'), brotliCompressSync('BROTLI COPY'));
    writeFileSync(path.join(dist, 'assets', 'Track-1.css'), 'p{}');
    writeFileSync(path.join(webRoot, 'desktop-admin', 'dist', 'index.html'), '<head></head>ADMIN');
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
    expect(brotli.headers['cache-control']).toBe('public, max-age=3600');
    expect(brotli.text).toBe('BROTLI COPY');

    for (const encoding of ['gzip', 'br;q=0, gzip']) {
      const plain = await request(app)
        .get('/assets/Track-1.js')
        .set('Accept-Encoding', encoding)
        .expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['vary']).toBe('Accept-Encoding');
      expect(plain.text).toBe('PLAIN COPY');
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

  it('preloads the fonts of its language: Latin Inter, Vazirmatn for Arabic and Persian', () => {
    const manifest: ViteManifest = Object.fromEntries(
      [
        'inter-latin-wght-normal',
        'inter-cyrillic-wght-normal',
        'vazirmatn-arabic-wght-normal',
        'vazirmatn-latin-wght-normal',
      ].map((name) => [
        `../node_modules/x/files/${name}.woff2`,
        { file: `assets/${name}-1.woff2` },
      ]),
    );
    const files = (lang: string) =>
      fontPreloads(manifest, lang).map((tag) => /href="([^"]+)"/.exec(tag)?.[1]);
    expect(files('fr')).toEqual(['/assets/inter-latin-wght-normal-1.woff2']);
    expect(files('ru')).toEqual([
      '/assets/inter-latin-wght-normal-1.woff2',
      '/assets/inter-cyrillic-wght-normal-1.woff2',
    ]);
    expect(files('fa')).toEqual([
      '/assets/vazirmatn-arabic-wght-normal-1.woff2',
      '/assets/vazirmatn-latin-wght-normal-1.woff2',
    ]);
    // A file the manifest does not have is left out.
    expect(files('vi')).toEqual(['/assets/inter-latin-wght-normal-1.woff2']);
  });
});
