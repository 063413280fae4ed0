import { problem } from '@waybill/shared';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { ApiError } from '../http/api-error.js';

/**
 * What went wrong reading a multipart form (multer's limits, or busboy's "no boundary" and
 * "unexpected end of form"), as a 4xx a person can act on. `fileLimit` names the largest file.
 */
export function readableMultipartError(error: unknown, fileLimit?: string): ApiError {
  if (!(error instanceof multer.MulterError)) {
    return ApiError.badRequest(problem('form.incomplete'));
  }
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new ApiError(413, [
        problem('form.file_too_large', {
          field: error.field ?? 'file',
          max: fileLimit ?? 'the limit',
        }),
      ]);
    case 'LIMIT_FIELD_VALUE':
      return new ApiError(413, [
        problem('form.field_too_large', { field: error.field ?? 'a field' }),
      ]);
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
      return ApiError.badRequest(problem(fileLimit ? 'form.one_picture' : 'form.no_files'));
    default:
      return ApiError.badRequest(problem('form.unreadable', { reason: error.message }));
  }
}

/** A multer middleware whose errors reach the error filter as readable 4xx answers. */
export function multipartForm(handler: RequestHandler): RequestHandler {
  return (request, response, next) =>
    handler(request, response, (error?: unknown) =>
      error ? next(readableMultipartError(error)) : next(),
    );
}
