import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { START_PATH } from '../app-origin.js';

/** The folders the app serves its own pages from. */
export interface BundleFolders {
  /** The admin build (`vite build`), served at /control/. */
  adminDir: string;
  /** The desktop's own screens (first run, offline), served at /desktop/. */
  pagesDir: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Admin screens outside /control: the sign-in aliases (docs/product.md §4.1), as the server serves
 * them.
 */
const ADMIN_ALIASES = ['/cp'];

/**
 * Serves a GET for a file of the bundle. Like the server (api/src/core/http/static-sites.ts):
 * a screen path under /control or /cp that is not a file loads the admin's index.html, and a
 * missing asset is a 404. A path that resolves outside its folder is refused.
 */
export async function serveBundleFile(
  method: string,
  pathname: string,
  folders: BundleFolders,
): Promise<Response> {
  if (method !== 'GET' && method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  if (pathname === '/' || pathname === '') {
    return new Response(null, { status: 302, headers: { Location: START_PATH } });
  }

  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return new Response('Bad request', { status: 400 });
  }
  if (decoded.includes('\0')) return new Response('Bad request', { status: 400 });

  const mount = findMount(decoded, folders);
  if (!mount) return notFound();

  if (mount.relative !== null) {
    const file = resolveInside(mount.dir, mount.relative);
    if (file === null) return refused();
    const found = await existingFile(file, mount.dir);
    if (found === 'outside') return refused();
    if (found !== null) return fileResponse(method, found);
  }

  if (mount.screens && isScreenPath(decoded)) {
    return fileResponse(method, path.join(folders.adminDir, 'index.html'));
  }
  return notFound();
}

interface Mount {
  dir: string;
  /** The path inside `dir`; null where no files live, only screens. */
  relative: string | null;
  /** Unknown screen paths load the admin app, which shows its own 404. */
  screens: boolean;
}

function findMount(pathname: string, folders: BundleFolders): Mount | null {
  if (isUnder(pathname, '/control')) {
    return { dir: folders.adminDir, relative: pathname.slice('/control'.length), screens: true };
  }
  if (ADMIN_ALIASES.some((alias) => isUnder(pathname, alias))) {
    return { dir: folders.adminDir, relative: null, screens: true };
  }
  if (isUnder(pathname, '/desktop')) {
    return { dir: folders.pagesDir, relative: pathname.slice('/desktop'.length), screens: false };
  }
  return null;
}

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The file a path names inside `root`, or null when `..` (or a drive, or `\`) leads out. */
export function resolveInside(root: string, relative: string): string | null {
  const base = path.resolve(root);
  const target = path.resolve(base, `.${path.sep}${relative}`);
  return target === base || target.startsWith(base + path.sep) ? target : null;
}

/** The real path of a regular file inside `root`; 'outside' when a link leads out of it. */
async function existingFile(file: string, root: string): Promise<string | 'outside' | null> {
  try {
    const [real, realRoot] = await Promise.all([realpath(file), realpath(root)]);
    if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return 'outside';
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

/** Screen routes have no extension or end in .html (as on the server). */
function isScreenPath(pathname: string): boolean {
  const extension = path.posix.extname(pathname);
  return extension === '' || extension === '.html';
}

async function fileResponse(method: string, file: string): Promise<Response> {
  const extension = path.extname(file).toLowerCase();
  const headers = {
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
  };
  if (method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(new Uint8Array(await readFile(file)), { status: 200, headers });
}

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

const refused = () =>
  new Response('Refused: the path leads outside the app', {
    status: 403,
    headers: { 'Content-Type': 'text/plain' },
  });
