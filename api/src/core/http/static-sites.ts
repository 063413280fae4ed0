import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  API_PREFIX,
  SLUG_PATTERN,
  TEXT_MAX,
  escapeHtml,
  getGraph,
  getPage,
  trackParcel,
} from '@waybill/shared';
import express, {
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { Logger } from '@nestjs/common';
import type { ImageObjects } from '../uploads/image-objects.js';
import { uploadedImages } from '../uploads/uploaded-images.route.js';
import {
  inlineJson,
  inlineScriptHashes,
  linkTag,
  startAfterFirstPaint,
  withScriptHashes,
  type PageLink,
} from './page-scripts.js';

const ADMIN_PREFIXES = ['/control', '/cp'];
/** The courier app (courier/): its own build, installed on couriers' phones. */
const COURIER_PREFIX = '/courier';
/**
 * What the courier app's service worker must see fresh on each check: the worker itself (a new
 * version replaces the old one only when its script changes), the page it precaches, and the
 * web app manifest. Everything else there is named by its content.
 */
const COURIER_FRESH = new Set(['/sw.js', '/index.html', '/manifest.webmanifest']);
const ASSETS_MAX_AGE = '1h';
/** The build names each file in /assets by a hash of its content: a name never changes content. */
const HASHED_ASSETS = { maxAge: '365d', immutable: true } as const;
const logger = new Logger('StaticSites');

/**
 * A public page drawn by the server (api/src/site/site-pages.ts): the markup of its root, its
 * title and description, what <html> gets, and the state the browser hydrates from.
 */
export interface DrawnPage {
  html: string;
  head: string;
  htmlAttributes: Record<string, string>;
  state: unknown;
  /**
   * Drawn for this request with the visitor's own lookup (the tracking page with its parcel):
   * answered `private, no-store`, and without the lookup's preload, as the page carries it.
   */
  personal?: boolean;
}

/**
 * Serves the web apps and the uploads from one process: the admin build at /control (and its
 * sign-in aliases /cp, /cp/signup), the courier app at /courier/, the public build at /, and
 * uploaded images at /uploads/images
 * (from the configured store: core/uploads/uploaded-images.route.ts).
 * Screens are client-side routes, so an unknown screen path loads its app (which shows 404).
 * `draw` draws a public page on the server: its HTML holds the page's content before any script
 * runs; a page it does not draw, or fails to (logged), is the app's plain index.html.
 */
export function mountStaticSites(
  app: Express,
  options: {
    webRoot: string;
    images: ImageObjects;
    draw?: (request: Request) => Promise<DrawnPage | null>;
  },
) {
  const publicDist = path.join(options.webRoot, 'public-web', 'dist');
  const adminDist = path.join(options.webRoot, 'admin', 'dist');
  const courierDist = path.join(options.webRoot, 'courier', 'dist');
  const publicIndex = new PublicIndex(publicDist);

  app.use('/uploads/images', uploadedImages(options.images));
  // The panel's scripts are chunks named by their content too (a screen's code, fetched when it
  // opens): kept a year, so a member's later visits fetch only what a new version changed.
  app.use(
    '/control/assets',
    express.static(path.join(adminDist, 'assets'), {
      index: false,
      redirect: false,
      ...HASHED_ASSETS,
    }),
  );
  app.use(
    '/control',
    express.static(adminDist, { index: false, redirect: false, maxAge: ASSETS_MAX_AGE }),
  );
  // The courier app: /courier opens as /courier/, the scope its service worker controls.
  app.get(COURIER_PREFIX, (request, response, next) => {
    if (request.path !== COURIER_PREFIX) return next();
    const query = request.originalUrl.indexOf('?');
    response.redirect(
      301,
      `${COURIER_PREFIX}/${query < 0 ? '' : request.originalUrl.slice(query)}`,
    );
  });
  app.use(
    `${COURIER_PREFIX}/assets`,
    express.static(path.join(courierDist, 'assets'), {
      index: false,
      redirect: false,
      ...HASHED_ASSETS,
    }),
  );
  app.use(
    COURIER_PREFIX,
    express.static(courierDist, {
      index: false,
      redirect: false,
      maxAge: ASSETS_MAX_AGE,
      setHeaders: (response, file) => {
        const name = `/${path.relative(courierDist, file).split(path.sep).join('/')}`;
        if (COURIER_FRESH.has(name)) response.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  app.use('/assets', brotliAssets(path.join(publicDist, 'assets')));
  app.use(
    '/assets',
    express.static(path.join(publicDist, 'assets'), {
      index: false,
      redirect: false,
      ...HASHED_ASSETS,
    }),
  );
  app.use(
    notForApiOrIndex(
      express.static(publicDist, { index: false, redirect: false, maxAge: ASSETS_MAX_AGE }),
    ),
  );

  app.use(async (request: Request, response: Response, next: NextFunction) => {
    if (!['GET', 'HEAD'].includes(request.method) || request.path.startsWith(API_PREFIX))
      return next();
    if (!isScreenPath(request.path)) return next();
    const isAdmin = ADMIN_PREFIXES.some(
      (prefix) => request.path === prefix || request.path.startsWith(`${prefix}/`),
    );
    const isCourier = request.path.startsWith(`${COURIER_PREFIX}/`);
    const index = path.join(
      isCourier ? courierDist : isAdmin ? adminDist : publicDist,
      'index.html',
    );
    if (!existsSync(index)) {
      response
        .status(503)
        .type('text')
        .send('This part of Waybill is not built yet: run `npm run build`.');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    if (isAdmin || isCourier) {
      response.sendFile(index);
      return;
    }
    const page = publicIndex.read();
    if (!page) {
      response.sendFile(index);
      return;
    }
    // The language and theme cookies choose what the server draws.
    response.vary('Cookie');
    const drawn = await drawSafely(options.draw, request);
    // A page with a visitor's parcel is that visitor's: no cache keeps it (the API's lookup
    // answers are revalidated each time; this one is not even kept).
    if (drawn?.personal) response.setHeader('Cache-Control', 'private, no-store');
    const links = publicPreloads(
      request.path,
      request.originalUrl,
      page.manifest,
      drawn === null ? false : drawn.personal ? 'with-lookup' : true,
    );
    const policy = response.getHeader('Content-Security-Policy');
    if (typeof policy === 'string')
      response.setHeader('Content-Security-Policy', withScriptHashes(policy, page.scriptHashes));
    if (!drawn) {
      const tags = links.map(linkTag).join('');
      response.type('html').send(page.html.replace('</head>', () => `${tags}</head>`));
      return;
    }
    // Its markup is there before any script: its styles are linked, its code comes after.
    const styles = links.filter((link) => link.rel === 'stylesheet');
    const code = links.filter((link) => link.rel !== 'stylesheet');
    response
      .type('html')
      .send(startAfterFirstPaint(drawnIndex(page.html, drawn, styles.map(linkTag)), code));
  });
}

/** The drawn page, or null when there is none or drawing failed: never an error answer. */
async function drawSafely(
  draw: ((request: Request) => Promise<DrawnPage | null>) | undefined,
  request: Request,
): Promise<DrawnPage | null> {
  if (!draw) return null;
  try {
    return await draw(request);
  } catch (error) {
    logger.error(`Could not draw ${request.path} on the server: the app's page instead`, error);
    return null;
  }
}

/**
 * The public index.html with a drawn page: <html>'s lang, dir and theme, the page's title and
 * description in place of the defaults, the preloads, the markup in #root and the state after it
 * (read by the app before it hydrates: public-web/src/app/initialState.ts). Replacements are
 * functions, so no '$' in the page's text is read as a pattern.
 */
export function drawnIndex(template: string, drawn: DrawnPage, tags: string[]): string {
  const attributes = Object.entries(drawn.htmlAttributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');
  return template
    .replace(/<html[^>]*>/, () => `<html ${attributes}>`)
    .replace(/<title>[^<]*<\/title>/, () => '')
    .replace(/<meta\s+name="description"[^>]*>/, () => '')
    .replace('</head>', () => `${drawn.head}${tags.join('')}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${drawn.html}</div>` +
        `<script type="application/json" id="initial-state">${inlineJson(drawn.state)}</script>`,
    );
}

/**
 * API calls skip the file lookup (a stat per call on the hottest path). So does the build's
 * index.html: it is a page like any other (below: never cached, its boot script allowed by its
 * hash), not a file to keep for an hour with the names of a build that a deployment replaced.
 */
function notForApiOrIndex(handler: RequestHandler): RequestHandler {
  return (request, response, next) =>
    request.path.startsWith(`${API_PREFIX}/`) || request.path === '/index.html'
      ? next()
      : handler(request, response, next);
}

/** Screen routes have no extension or end in .html; a missing asset stays a 404. */
function isScreenPath(requestPath: string): boolean {
  const extension = path.extname(requestPath);
  return extension === '' || extension === '.html';
}

const BROTLI_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * The public build ships its scripts and styles also compressed with brotli at the highest
 * level (public-web/vite.config.ts), about 14% smaller than compressing them per request:
 * browsers that accept br get that file. Anything else goes on to the plain file.
 */
function brotliAssets(assetsDir: string): RequestHandler {
  return (request, response, next) => {
    const name = /^\/([\w.-]+)$/.exec(request.path)?.[1];
    const type = name ? BROTLI_TYPES[path.extname(name)] : undefined;
    if (!name || !type || !['GET', 'HEAD'].includes(request.method)) return next();
    response.vary('Accept-Encoding');
    if (request.acceptsEncodings('br', 'identity') !== 'br') return next();
    const file = path.join(assetsDir, `${name}.br`);
    if (!existsSync(file)) return next();
    response.sendFile(
      file,
      {
        ...HASHED_ASSETS,
        acceptRanges: false,
        headers: { 'Content-Type': type, 'Content-Encoding': 'br' },
      },
      (error) => {
        if (error && !response.headersSent) next();
      },
    );
  };
}

/** The public screens that are chunks of their own (public-web/src/app/routes.ts), by source. */
const SCREEN_MODULES: { matches: (screenPath: string) => boolean; module: string }[] = [
  { matches: (screenPath) => screenPath === '/track.html', module: 'src/tracking/Track.tsx' },
  {
    matches: (screenPath) => screenPath.startsWith('/pages/'),
    module: 'src/pages/ContentPage.tsx',
  },
  { matches: (screenPath) => screenPath === '/contact.html', module: 'src/contact/Contact.tsx' },
  {
    matches: (screenPath) => screenPath === '/resolution.html',
    module: 'src/resolution/Resolution.tsx',
  },
];

/**
 * What a public screen loads first, announced in its page so that the browser fetches it alongside
 * the app's code instead of after it: the screen's own code and styles, the graph (every screen
 * asks for it at start), and the screen's first API call (the tracking lookup of ?code=, a content
 * page's body). Each preload is exactly the request the app then makes (same URL and mode, as
 * `fetch` sends it by default), so the browser hands the app the response it already has. The tags
 * go after the page's own script and styles, which keep the first connections.
 */
export function publicPreloads(
  screenPath: string,
  originalUrl: string,
  manifest: ViteManifest | null,
  drawn: boolean | 'with-lookup' = false,
): PageLink[] {
  const links: PageLink[] = [];
  const screen = SCREEN_MODULES.find((candidate) => candidate.matches(screenPath));
  if (screen && manifest) links.push(...chunkPreloads(manifest, screen.module, drawn !== false));
  // A drawn page carries the graph and the content page: only the parcel is still asked for,
  // unless the page was drawn with its lookup ('with-lookup').
  const calls =
    drawn === 'with-lookup'
      ? []
      : drawn
        ? [screenPath === '/track.html' ? firstCall(screenPath, originalUrl) : null]
        : [getGraph.route, firstCall(screenPath, originalUrl)];
  for (const call of calls) {
    if (call) links.push({ rel: 'preload', as: 'fetch', href: call });
  }
  return links;
}

/**
 * The API path the screen calls first, built by the same shared helpers as the app's call (of
 * the trimmed ?code=, of the slug), or null; none for a code or slug longer than any stored
 * one can be (TEXT_MAX). Only characters that encodeURIComponent or SLUG_PATTERN let through
 * reach the page: no quotes, '<', '>', '&' or spaces.
 */
function firstCall(screenPath: string, originalUrl: string): string | null {
  if (screenPath === '/track.html') {
    const queryStart = originalUrl.indexOf('?');
    if (queryStart < 0) return null;
    // The parser of the page's own URLSearchParams, so that both read the same code.
    const code = new URLSearchParams(originalUrl.slice(queryStart + 1)).get('code')?.trim();
    if (!code || code.length > TEXT_MAX) return null;
    return trackParcel.path({ code });
  }
  const slug = /^\/pages\/([^/]+)$/.exec(screenPath)?.[1];
  if (slug && slug.length <= TEXT_MAX && SLUG_PATTERN.test(slug)) {
    return getPage.path({ slug });
  }
  return null;
}

/** A file the build wrote, as its manifest names it: nothing to escape in an attribute. */
const BUILD_FILE = /^[\w./-]+$/;

/** The part of Vite's build manifest read here (public-web/dist/.vite/manifest.json). */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * Modulepreloads for a lazily loaded chunk and the chunks it imports, and preloads for their
 * styles (crossorigin, as Vite's loader adds them); what the entry page loads anyway is left out.
 * A page drawn on the server links the styles instead: its markup is there before any script
 * (Vite's loader then finds them linked and adds none).
 */
function chunkPreloads(manifest: ViteManifest, module: string, drawn: boolean): PageLink[] {
  const inEntry = new Set<string>();
  const addEntry = (key: string) => {
    if (inEntry.has(key)) return;
    inEntry.add(key);
    for (const imported of manifest[key]?.imports ?? []) addEntry(imported);
  };
  addEntry('index.html');
  const scripts: PageLink[] = [];
  const styles: PageLink[] = [];
  const seen = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || inEntry.has(key) || !BUILD_FILE.test(chunk.file)) return;
    seen.add(key);
    scripts.push({ rel: 'modulepreload', href: `/${chunk.file}` });
    for (const style of (chunk.css ?? []).filter((file) => BUILD_FILE.test(file))) {
      styles.push(
        drawn
          ? { rel: 'stylesheet', href: `/${style}` }
          : { rel: 'preload', as: 'style', href: `/${style}` },
      );
    }
    for (const imported of chunk.imports ?? []) add(imported);
  };
  add(module);
  return [...scripts, ...styles];
}

/** The public build's index.html and manifest, read again only when a new build replaced them. */
interface PublicPage {
  html: string;
  manifest: ViteManifest | null;
  /** Its inline scripts' hashes, for the Content-Security-Policy (page-scripts.ts). */
  scriptHashes: string[];
}

class PublicIndex {
  private cached: { key: string; page: PublicPage } | null = null;

  constructor(private readonly dist: string) {}

  read(): PublicPage | null {
    const indexFile = path.join(this.dist, 'index.html');
    const manifestFile = path.join(this.dist, '.vite', 'manifest.json');
    try {
      const key = `${statSync(indexFile).mtimeMs}:${mtimeOf(manifestFile)}`;
      if (this.cached?.key !== key) {
        const html = readFileSync(indexFile, 'utf8');
        const manifest = readManifest(manifestFile);
        this.cached = { key, page: { html, manifest, scriptHashes: inlineScriptHashes(html) } };
      }
      return this.cached.page;
    } catch {
      return null; // a build is replacing it: served as a plain file
    }
  }
}

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Null without a manifest (an older build) or while a build writes it: no chunk preloads. */
function readManifest(file: string): ViteManifest | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
  } catch {
    return null;
  }
}
