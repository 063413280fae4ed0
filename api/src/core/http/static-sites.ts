import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SLUG_PATTERN } from '@waybill/shared';
import express, {
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';

const ADMIN_PREFIXES = ['/control', '/cp'];

/**
 * Serves the two web apps and the uploads from one process: the admin build at /control (and its
 * sign-in aliases /cp, /cp/signup), the public build at /, and uploaded images at /uploads/images.
 * Screens are client-side routes, so an unknown screen path loads its app (which shows 404).
 */
export function mountStaticSites(app: Express, options: { webRoot: string; uploadsDir: string }) {
  const publicDist = path.join(options.webRoot, 'public-web', 'dist');
  const adminDist = path.join(options.webRoot, 'desktop-admin', 'dist');
  const publicBuild = new BuildManifest(path.join(publicDist, '.vite', 'manifest.json'));

  app.use(
    '/uploads/images',
    express.static(options.uploadsDir, { index: false, fallthrough: false, maxAge: '1d' }),
  );
  app.use('/control', express.static(adminDist, { index: false, redirect: false, maxAge: '1h' }));
  app.use(notForApi(express.static(publicDist, { index: false, redirect: false, maxAge: '1h' })));

  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!['GET', 'HEAD'].includes(request.method) || request.path.startsWith('/api')) return next();
    if (!isScreenPath(request.path)) return next();
    const isAdmin = ADMIN_PREFIXES.some(
      (prefix) => request.path === prefix || request.path.startsWith(`${prefix}/`),
    );
    const index = path.join(isAdmin ? adminDist : publicDist, 'index.html');
    if (!existsSync(index)) {
      response
        .status(503)
        .type('text')
        .send('This part of Waybill is not built yet: run `npm run build`.');
      return;
    }
    if (!isAdmin) {
      const links = publicPreloads(request.path, request.originalUrl, publicBuild.read());
      if (links.length > 0) response.setHeader('Link', links.join(', '));
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
}

/** API calls skip the file lookup (a stat per call on the hottest path). */
function notForApi(handler: RequestHandler): RequestHandler {
  return (request, response, next) =>
    request.path.startsWith('/api/') ? next() : handler(request, response, next);
}

/** Screen routes have no extension or end in .html; a missing asset stays a 404. */
function isScreenPath(requestPath: string): boolean {
  const extension = path.extname(requestPath);
  return extension === '' || extension === '.html';
}

/** SPEC §5: text fields, tracking codes among them, are at most 300 characters. */
const MAX_CODE_LENGTH = 300;

/** The public screens that are chunks of their own (public-web/src/app/routes.ts), by source. */
const SCREEN_MODULES: { matches: (screenPath: string) => boolean; module: string }[] = [
  { matches: (screenPath) => screenPath === '/track.html', module: 'src/tracking/Track.tsx' },
  { matches: (screenPath) => screenPath.startsWith('/pages/'), module: 'src/pages/ContentPage.tsx' },
  { matches: (screenPath) => screenPath === '/contact.html', module: 'src/contact/Contact.tsx' },
  {
    matches: (screenPath) => screenPath === '/resolution.html',
    module: 'src/resolution/Resolution.tsx',
  },
];

/**
 * What a public screen asks for first, announced in a Link header with its page (issue 4) so
 * that the browser fetches it alongside the app's code instead of after it: the screen's own
 * code and styles, and its first API call (the tracking lookup of ?code=, a content page's
 * body). Each preload is exactly the request the app then makes (same URL, as `fetch` sends it
 * by default), so the browser hands the app the response it already has.
 */
export function publicPreloads(
  screenPath: string,
  originalUrl: string,
  manifest: ViteManifest | null,
): string[] {
  const links: string[] = [];
  const screen = SCREEN_MODULES.find((candidate) => candidate.matches(screenPath));
  if (screen && manifest) links.push(...chunkPreloads(manifest, screen.module));
  const call = firstCall(screenPath, originalUrl);
  if (call) links.push(`<${call}>; rel=preload; as=fetch; crossorigin`);
  return links;
}

/**
 * The API path the screen calls first, built as the app builds it (encodeURIComponent of the
 * trimmed ?code=, the slug as it is), or null. Only what encodeURIComponent or SLUG_PATTERN
 * let through ends up in the header: no ',', ';', '<', '>', quotes, spaces or line breaks.
 */
function firstCall(screenPath: string, originalUrl: string): string | null {
  if (screenPath === '/track.html') {
    const queryStart = originalUrl.indexOf('?');
    if (queryStart < 0) return null;
    // The same parser as the page's URLSearchParams, so both read the same code.
    const code = new URLSearchParams(originalUrl.slice(queryStart + 1)).get('code')?.trim();
    if (!code || code.length > MAX_CODE_LENGTH) return null;
    return `/api/parcels/${encodeURIComponent(code)}`;
  }
  const slug = /^\/pages\/([^/]+)$/.exec(screenPath)?.[1];
  if (slug && slug.length <= MAX_CODE_LENGTH && SLUG_PATTERN.test(slug)) {
    return `/api/pages/${slug}`;
  }
  return null;
}

/** The part of Vite's build manifest read here (public-web/dist/.vite/manifest.json). */
export type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * Modulepreloads for a lazily loaded chunk and the chunks it imports, and preloads for their
 * styles (crossorigin, as Vite's loader adds them); what the entry page loads anyway is left out.
 */
function chunkPreloads(manifest: ViteManifest, module: string): string[] {
  const inEntry = new Set<string>();
  const addEntry = (key: string) => {
    if (inEntry.has(key)) return;
    inEntry.add(key);
    for (const imported of manifest[key]?.imports ?? []) addEntry(imported);
  };
  addEntry('index.html');
  const links: string[] = [];
  const seen = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || inEntry.has(key)) return;
    seen.add(key);
    links.push(`</${chunk.file}>; rel=modulepreload`);
    for (const style of chunk.css ?? []) links.push(`</${style}>; rel=preload; as=style; crossorigin`);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  add(module);
  return links;
}

/** The public build's manifest, read again only when a new build replaced it. */
class BuildManifest {
  private cached: { mtimeMs: number; manifest: ViteManifest | null } | null = null;

  constructor(private readonly file: string) {}

  read(): ViteManifest | null {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.file).mtimeMs;
    } catch {
      return null; // not built with a manifest: no chunk preloads
    }
    if (this.cached?.mtimeMs !== mtimeMs) {
      let manifest: ViteManifest | null = null;
      try {
        manifest = JSON.parse(readFileSync(this.file, 'utf8')) as ViteManifest;
      } catch {
        // Half-written during a build: tried again on the next page.
      }
      this.cached = { mtimeMs, manifest };
    }
    return this.cached.manifest;
  }
}
