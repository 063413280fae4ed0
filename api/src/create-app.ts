import { apiGuideRoute } from './core/http/api-guide.js';
import { API_KEY_SECURITY } from './core/http/route.decorator.js';
import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import session from 'express-session';
import compression from 'compression';
import { Logger } from 'nestjs-pino';
import passport from 'passport';
import { API_PREFIX, CHAT_FRAME_PATH, languageFromCookie, themeFromCookie } from '@waybill/shared';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import type { AppConfig } from './core/config/config.js';
import { CONTRACT_ENDPOINTS } from './core/http/contract-endpoints.js';
import { errorEnvelope } from './core/http/envelope.js';
import { describe } from './core/http/exception.filter.js';
import { answerClientErrors } from './core/http/client-errors.js';
import { documentEnvelope } from './core/http/openapi.js';
import { refuseNulInAddress, requestGuards } from './core/http/request-guards.middleware.js';
import { sessionTurns } from './core/session/session-turns.js';
import { securityHeaders } from './core/http/security-headers.js';
import { mountStaticSites } from './core/http/static-sites.js';
import { httpMetrics } from './core/metrics/http-metrics.js';
import { Metrics } from './core/metrics/metrics.js';
import { METRICS_PATH, metricsRoute } from './core/metrics/metrics.route.js';
import { IMAGE_OBJECTS } from './core/uploads/image-objects.js';
import { appSecret } from './core/security/app-secrets.repository.js';
import {
  SESSION_COOKIE,
  SESSION_STORE,
  hasSessionCookie,
} from './core/session/session.constants.js';
import type { TypeormSessionStore } from './core/session/typeorm-session.store.js';
import { rememberSessionClient } from './core/session/session-client.js';
import { ParcelsService } from './parcels/parcels.service.js';
import { Gazetteer } from './places/gazetteer.js';
import { TrackingLookups } from './core/security/tracking-lookups.js';
import { VISITOR_TRACKING_PATH, visitorTrackingRoute } from './parcels/visitor-tracking.route.js';
import { SettingsService } from './settings/settings.service.js';
import { chatFrameRoute } from './site/chat-frame.route.js';
import { SiteContentVersion } from './site/site-content-version.js';
import { SitePages } from './site/site-pages.js';

const BODY_LIMIT = '1mb';

/** Builds the whole server (API, docs, web apps, uploads) without listening. */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  mkdirSync(config.uploadsDir, { recursive: true });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    bufferLogs: true,
  });
  // Requests Node's parser refuses get the envelope too (431, 400, 408).
  answerClientErrors(app.getHttpServer());
  keepIdleConnectionsOpen(app.getHttpServer());
  app.useLogger(app.get(Logger));
  // Signals are handled by main.ts's graceful shutdown (core/lifecycle/graceful-shutdown.ts).
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.set('x-powered-by', false);
  app.setGlobalPrefix(API_PREFIX);

  const metrics = app.get(Metrics);
  // Every answer counted and timed by route template, first so none is missed.
  if (metrics.enabled) app.use(httpMetrics(metrics.registry));
  app.use(securityHeaders());
  // A write answered here is seen by this instance's next server-drawn page at once.
  app.use(app.get(SiteContentVersion).afterWrites());
  // Text answers (scripts, styles, pages, JSON) go gzipped to clients that ask for it.
  app.use(compression({ threshold: 1024 }));
  const server: express.Express = app.getHttpAdapter().getInstance();
  app.use(API_PREFIX, refuseNulInAddress);
  server.get(
    VISITOR_TRACKING_PATH,
    visitorTrackingRoute(app.get(ParcelsService), app.get(TrackingLookups)),
  );
  app.use(API_PREFIX, requestGuards(config.publicUrl ? [config.publicUrl] : []));
  // A few requests of one session at a time, before its body or session is read for it.
  app.use(API_PREFIX, sessionTurns());
  app.use(API_PREFIX, express.json({ limit: BODY_LIMIT }));
  app.use(API_PREFIX, express.urlencoded({ extended: false, limit: BODY_LIMIT }));
  app.use(API_PREFIX, bodyErrors);
  app.use(API_PREFIX, onlyWithSession(await sessions(app, config)));
  app.use(API_PREFIX, onlyWithSession(passport.session()));
  // Staff sessions: where each session's requests come from, for the store to record.
  app.use(API_PREFIX, onlyWithSession(rememberSessionClient));
  // Places by name are staff's: the gazetteer is built (in a worker thread) when staff arrive,
  // not at start, so a server only visitors use never holds it.
  const gazetteer = app.get(Gazetteer);
  app.use(
    API_PREFIX,
    onlyWithSession((_request, _response, next) => {
      gazetteer.warmUp();
      next();
    }),
  );
  server.get(CHAT_FRAME_PATH, chatFrameRoute(app.get(SettingsService), config));
  server.get(METRICS_PATH, metricsRoute(metrics, config.metricsToken));
  const sitePages = app.get(SitePages);
  mountStaticSites(server, {
    webRoot: config.webRoot,
    images: app.get(IMAGE_OBJECTS),
    draw: (request) =>
      sitePages.draw(
        request,
        languageFromCookie(request.headers.cookie ?? ''),
        themeFromCookie(request.headers.cookie ?? ''),
      ),
  });

  // Built at its first request, then kept: building it would take most of a second of every start.
  const document = () =>
    documentEnvelope(
      SwaggerModule.createDocument(
        app,
        new DocumentBuilder()
          .setTitle('Waybill API')
          .setDescription(
            "Every answer is the envelope {status, errors, error_codes, error_params, data, message}: each error is a sentence with its stable code and values at the same index. Admin calls need the session cookie; the calls for shops also take an API key (Authorization: Bearer wb_live_…, the scope each needs in its description) and an Idempotency-Key on every POST. The shops' guide: /api/docs/guide.",
          )
          .setVersion('1')
          .addCookieAuth(SESSION_COOKIE)
          .addBearerAuth(
            {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'wb_live_…',
              description: 'An API key made in the control panel (docs/api.md).',
            },
            API_KEY_SECURITY,
          )
          .build(),
      ),
    );
  // The shops' guide (docs/api.md), beside the OpenAPI page (registered first: it is under it).
  server.get(`${API_PREFIX}/docs/guide`, apiGuideRoute());
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document);
  return app;
}

/**
 * Staff sessions: the store ends them after SESSION_IDLE_MINUTES without a request and
 * SESSION_MAX_HOURS after sign-in; the cookie follows the idle timeout (renewed with every
 * answer). Nothing said to a signed-in staff member may be kept by a cache: every answer to a
 * request with a session gets `Cache-Control: no-store`.
 */
async function sessions(app: INestApplication, config: AppConfig): Promise<RequestHandler> {
  const secret = config.sessionSecret ?? (await appSecret(app.get(DataSource), 'session'));
  const handler = session({
    name: SESSION_COOKIE,
    secret,
    store: app.get<TypeormSessionStore>(SESSION_STORE),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the request arrived over TLS (directly or, with TRUST_PROXY, via a proxy).
      secure: 'auto',
      maxAge: config.sessionIdleMs,
      path: '/',
    },
  });
  return (request, response, next) => {
    // Routes may only make it stricter (the PDFs' and the tracking answer's "private, no-store").
    response.setHeader('Cache-Control', 'no-store');
    handler(request, response, next);
  };
}

/**
 * The calls that start a session (`startsSession` in the contract), as seen under API_PREFIX;
 * every other call only uses one the browser already has.
 */
const SIGN_IN_PATHS = new Set(
  CONTRACT_ENDPOINTS.filter((endpoint) => endpoint.startsSession).map((endpoint) =>
    endpoint.route.slice(API_PREFIX.length),
  ),
);

/**
 * Visitors without a session cookie (the tracking page, the public site) skip the session
 * machinery entirely: no session object, no random id, no store lookup on the hottest paths.
 */
function onlyWithSession(handler: RequestHandler): RequestHandler {
  return (request, response, next) => {
    if (
      hasSessionCookie(request) ||
      (request.method === 'POST' && SIGN_IN_PATHS.has(request.path))
    ) {
      return handler(request, response, next);
    }
    next();
  };
}

/**
 * Malformed or oversized bodies become a 4xx envelope instead of Express's HTML page; the
 * visitor tracking route's database outage (before the body parsers) becomes the 503 one.
 */
function bodyErrors(error: unknown, _request: Request, response: Response, next: NextFunction) {
  if (!error) return next();
  const { status, problems, headers } = describe(error);
  if (headers) response.set(headers);
  response.status(status).json(errorEnvelope(status, problems));
}

/** How long an idle keep-alive connection stays open, and the limit for a request's headers. */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Node closes an idle keep-alive connection after 5 s, while clients (browsers, proxies, HTTP
 * agents) reuse one for longer: a request sent as the server closes the socket is lost ('socket
 * hang up', ECONNRESET). The server keeps idle connections open longer than the clients and the
 * proxies in front of it usually do (60 s), so the client, not the server, ends them. The headers'
 * limit must stay above it, or Node may cut a connection whose next request is arriving.
 */
function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
