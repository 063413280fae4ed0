import { pipeline } from 'node:stream/promises';
import { Logger } from '@nestjs/common';
import { problem } from '@waybill/shared';
import type { Request, RequestHandler, Response } from 'express';
import { errorEnvelope } from '../http/envelope.js';
import type { ImageObjects } from './image-objects.js';
import { contentTypeOf, isContentAddressed, isImageName } from './image-names.js';

/** A content-addressed name never changes its bytes: cached for a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A picture stored before names were hashes (re-encoded once, in place, at start). */
const LEGACY = 'public, max-age=86400';

const logger = new Logger('UploadedImages');

function notFound(request: Request, response: Response): void {
  response
    .status(404)
    .json(
      errorEnvelope(404, [
        problem('route.not_found', { method: request.method, path: request.baseUrl }),
      ]),
    );
}

/**
 * GET and HEAD of /uploads/images/<name> from whichever store is configured (image-objects.ts).
 * Only a name the store could have given is looked up (image-names.ts: no slash, no dot-dot, no
 * escape, a picture's extension), under the store's own prefix: nothing else of the data folder or
 * the bucket is reachable. The type comes from the name, never from the store; anything unknown
 * is a 404 envelope.
 */
export function uploadedImages(objects: ImageObjects): RequestHandler {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const name = request.path.slice(1);
    if (!isImageName(name)) return notFound(request, response);
    const addressed = isContentAddressed(name);
    const etag = addressed ? `"${name.slice(0, name.indexOf('.'))}"` : undefined;
    if (etag && request.headers['if-none-match'] === etag) {
      response.status(304).set({ ETag: etag, 'Cache-Control': IMMUTABLE }).end();
      return;
    }
    objects.read(name).then(
      async (found) => {
        if (!found) return notFound(request, response);
        response.status(200).set({
          'Content-Type': contentTypeOf(name),
          'Cache-Control': addressed ? IMMUTABLE : LEGACY,
          ...(etag ? { ETag: etag } : {}),
          ...(found.size !== undefined ? { 'Content-Length': String(found.size) } : {}),
        });
        if (request.method === 'HEAD') {
          found.body.destroy();
          response.end();
          return;
        }
        await pipeline(found.body, response).catch((error: unknown) => {
          // The client went away, or the store broke off: nothing more can be said.
          logger.debug({ err: error, name }, 'An uploaded picture was not sent whole');
        });
      },
      (error: unknown) => {
        logger.warn({ err: error, name }, 'The picture store did not answer');
        response
          .status(503)
          .set('Retry-After', '5')
          .json(errorEnvelope(503, [problem('storage.unreachable')]));
      },
    );
  };
}
