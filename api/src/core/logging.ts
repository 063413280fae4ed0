import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Params, PinoLogger } from 'nestjs-pino';
import { type Logger, stdSerializers } from 'pino';
import type { AppConfig } from './config/config.js';

/** Structured JSON logs with a request id; credentials and cookies never reach the log. */
export function loggerOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      genReqId: assignRequestId,
      // pino binds the request to every request's logger up front, so the serializer runs on
      // every call even when nothing is logged: it keeps only what a log line needs, and no
      // headers (cookies, authorization) ever reach it.
      wrapSerializers: false,
      serializers: {
        req: (request: IncomingMessage & { id?: unknown }) => ({
          id: request.id,
          method: request.method,
          url: request.url,
        }),
        res: (response: ServerResponse) => ({ statusCode: response.statusCode }),
        err: stdSerializers.err,
      },
      redact: {
        paths: ['*.password', '*.new_password', '*.confirm_new_password', '*.password_token'],
        censor: '[redacted]',
      },
      autoLogging: { ignore: (request: IncomingMessage) => request.url === '/api/health' },
    },
  };
}

/**
 * The caller's own X-Request-Id when it is a plain token, otherwise a new one; it goes back in the
 * answer's X-Request-Id, so a user can quote it and staff can find the log line.
 */
export function assignRequestId(request: IncomingMessage, response: ServerResponse): string {
  const given = request.headers['x-request-id'];
  const id = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
  response.setHeader('X-Request-Id', id);
  return id;
}

/**
 * The request log of a route answered before the framework's request logger (see
 * parcels/visitor-tracking.route.ts): the same id header and, when info is on, the same
 * "request completed" line.
 */
export function logRequest(request: IncomingMessage & { id?: unknown }, response: ServerResponse) {
  request.id = assignRequestId(request, response);
  const logger = PinoLogger.root as Logger | undefined;
  if (!logger?.isLevelEnabled('info')) return;
  const started = Date.now();
  response.once('finish', () => {
    logger.info(
      { req: request, res: response, responseTime: Date.now() - started },
      'request completed',
    );
  });
}
