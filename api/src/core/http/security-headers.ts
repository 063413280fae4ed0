import helmet from 'helmet';
import type { RequestHandler } from 'express';

/** The one kind of frame page content embeds (shared youtubeEmbedUrl). */
const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * Helmet's headers for every answer: the public site, /control, /api and uploads. The policy
 * names no chat provider: the chat widget runs in its own sandboxed frame, which sends its own
 * policy (site/chat-frame.route.ts, docs/architecture.md §4.3). Pictures and videos may come
 * from anywhere (map tiles, media in content); frames only from us (the chat frame) and the
 * video player content embeds.
 *
 * Referrer-Policy same-origin: other sites get no referrer (as with no-referrer), while our own
 * pages' requests carry their real Origin, so the API can refuse every other one, `null`
 * included (request-guards.middleware.ts).
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'https:', 'http:'],
        frameSrc: ["'self'", VIDEO_EMBED_ORIGIN],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'same-origin' },
  });
}
