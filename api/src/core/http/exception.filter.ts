import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import { type Problem, problem } from '@waybill/shared';
import type { Request, Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { DatabaseUnreachableError, isDatabaseUnreachable } from '../database/errors.js';
import { pathOnly } from '../logging.js';
import { ApiError } from './api-error.js';
import { errorEnvelope } from './envelope.js';
import { ReplayedAnswer } from './idempotency.interceptor.js';

/** Turns every error into the envelope; unknown ones become a logged 500 without details. */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    if (exception instanceof ReplayedAnswer) {
      response.set('Idempotent-Replayed', 'true').status(exception.status).json(exception.answer);
      return;
    }
    const { status, problems, headers } = describe(exception);
    if (exception instanceof DatabaseUnreachableError || isDatabaseUnreachable(exception)) {
      // Expected while the database is away: one line per call, no stack.
      const { name, message } = exception as Error;
      this.logger.warn(
        {
          err: { type: name, message },
          requestId: request.id,
          method: request.method,
          url: pathOnly(request.originalUrl),
        },
        'Database not reachable',
      );
    } else if (status >= 500) {
      this.logger.error(
        {
          err: withoutParameters(exception),
          requestId: request.id,
          method: request.method,
          url: pathOnly(request.originalUrl),
        },
        'Unexpected error',
      );
    }
    if (response.headersSent) return;
    if (headers) response.set(headers);
    response.status(status).json(errorEnvelope(status, problems));
  }
}

/** The status, coded problems and headers of the answer to any error. */
export function describe(exception: unknown): {
  status: number;
  problems: Problem[];
  headers?: Record<string, string>;
} {
  if (exception instanceof DatabaseUnreachableError) {
    const retryAfter = String(exception.retryAfterSeconds);
    return {
      status: 503,
      problems: exception.problems,
      headers: { 'Retry-After': retryAfter },
    };
  }
  if (exception instanceof ApiError)
    return {
      status: exception.getStatus(),
      problems: exception.problems,
      headers: exception.headers,
    };
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status >= 500) return { status, problems: [problem('server.internal')] };
    return { status, problems: frameworkProblems(status, exception.getResponse()) };
  }
  const status = statusOfHttpError(exception);
  if (status) return { status, problems: [readableHttpError(status, exception)] };
  // The database went away (stopped, restarting, network): a 503 to retry, never a 500.
  if (isDatabaseUnreachable(exception)) return describe(new DatabaseUnreachableError());
  return { status: 500, problems: [problem('server.internal')] };
}

/** Nest's router says "Cannot GET /api/nowhere" for an address no route serves. */
const NO_ROUTE = /^Cannot ([A-Z]+) (\S.*)$/s;

/** A 4xx Nest raised itself: an unknown route, or its own sentence kept as the reason. */
function frameworkProblems(status: number, body: string | object): Problem[] {
  const message =
    typeof body === 'object' && body !== null && 'message' in body ? body.message : body;
  const sentences = (Array.isArray(message) ? message : [message]).map(String);
  return sentences.map((reason) => {
    const route = status === 404 ? NO_ROUTE.exec(reason) : null;
    return route
      ? problem('route.not_found', { method: route[1], path: route[2] })
      : problem('request.refused', { reason });
  });
}

/** Errors from Express middleware (body-parser, multer) carry a 4xx `status`. */
function statusOfHttpError(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status =
    (error as { status?: unknown; statusCode?: unknown }).status ??
    (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function readableHttpError(status: number, error: unknown): Problem {
  const type = (error as { type?: string }).type;
  if (type === 'entity.parse.failed') return problem('request.invalid_json');
  if (type === 'entity.too.large' || status === 413) return problem('request.too_large');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported')
    return problem('request.bad_encoding');
  const message = (error as { message?: string }).message;
  return problem('request.unreadable', {
    reason: message && message.length < 200 ? message : 'The request could not be read',
  });
}

/** A failed query's parameters can hold secrets (hashes, PINs): log the query, not the values. */
function withoutParameters(error: unknown): unknown {
  if (!(error instanceof QueryFailedError)) return error;
  const code = (error.driverError as { code?: string } | undefined)?.code;
  return {
    type: 'QueryFailedError',
    message: error.message,
    code,
    query: error.query,
    stack: error.stack,
  };
}
