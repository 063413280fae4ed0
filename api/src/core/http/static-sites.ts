import { existsSync } from 'node:fs';
import path from 'node:path';
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
