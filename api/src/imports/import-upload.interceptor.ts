import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { IMPORT_BYTES_MAX, problem } from '@waybill/shared';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { ApiError } from '../core/http/api-error.js';
import { readableMultipartError } from '../core/uploads/multipart-errors.js';

/**
 * Reads a multipart form with one spreadsheet in the field `file` into memory, refused past
 * IMPORT_BYTES_MAX as it arrives (multer stops reading: a 50 MB file never sits in memory).
 */
@Injectable()
export class ImportUploadInterceptor implements NestInterceptor {
  private readonly upload: RequestHandler = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: IMPORT_BYTES_MAX, files: 1, fields: 5, fieldSize: 1024 },
  }).single('file');

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      this.upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => {
        if (!error) return resolve();
        if (error instanceof multer.MulterError && error.code === 'LIMIT_UNEXPECTED_FILE') {
          return reject(ApiError.badRequest(problem('import.file_required')));
        }
        reject(readableMultipartError(error, `${IMPORT_BYTES_MAX / 1024 / 1024} MB`));
      }),
    );
    return next.handle();
  }
}
