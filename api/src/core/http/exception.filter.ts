import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { DatabaseUnreachableError, isDatabaseUnreachable } from '../database/errors.js';
import { ApiError } from './api-error.js';
import { envelope } from './envelope.js';

/** Turns every error into the envelope; unknown ones become a logged 500 without details. */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const { status, errors, headers } = describe(exception);
    if (exception instanceof DatabaseUnreachableError || isDatabaseUnreachable(exception)) {
      // Expected while the database is away: one line per call, no stack.
      const { name, message } = exception as Error;
      this.logger.warn(
        {
          err: { type: name, message },
          requestId: request.id,
          method: request.method,
          url: request.originalUrl,
        },
        'Database not reachable',
      );
    } else if (status >= 500) {
      this.logger.error(
        {
          err: withoutParameters(exception),
          requestId: request.id,
          method: request.method,
          url: request.originalUrl,
        },
        'Unexpected error',
      );
    }
    if (response.headersSent) return;
    if (headers) response.set(headers);
    response.status(status).json(envelope(status, null, errors[0] ?? '', errors));
  }
}

export function describe(exception: unknown): {
  status: number;
  errors: string[];
  headers?: Record<string, string>;
} {
  if (exception instanceof DatabaseUnreachableError) {
    const retryAfter = String(exception.retryAfterSeconds);
    return { status: 503, errors: exception.errors, headers: { 'Retry-After': retryAfter } };
  }
  if (exception instanceof ApiError)
    return { status: exception.getStatus(), errors: exception.errors };
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const body = exception.getResponse();
    const message =
      typeof body === 'object' && body !== null && 'message' in body ? body.message : body;
    const errors = (Array.isArray(message) ? message : [message]).map(String);
    return { status, errors: status >= 500 ? ['Internal server error'] : errors };
  }
  const status = statusOfHttpError(exception);
  if (status) return { status, errors: [readableHttpError(status, exception)] };
  // The database went away (stopped, restarting, network): a 503 to retry, never a 500.
  if (isDatabaseUnreachable(exception)) return describe(new DatabaseUnreachableError());
  return { status: 500, errors: ['Internal server error'] };
}

/** Errors from Express middleware (body-parser, multer) carry a 4xx `status`. */
function statusOfHttpError(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status =
    (error as { status?: unknown; statusCode?: unknown }).status ??
    (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function readableHttpError(status: number, error: unknown): string {
  const type = (error as { type?: string }).type;
  if (type === 'entity.parse.failed') return 'The request body is not valid JSON';
  if (type === 'entity.too.large' || status === 413) return 'The request body is too large';
  if (type === 'encoding.unsupported' || type === 'charset.unsupported')
    return 'The request body encoding is not supported';
  const message = (error as { message?: string }).message;
  return message && message.length < 200 ? message : 'The request could not be read';
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
