import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { readableMultipartError } from './multipart-errors.js';

/**
 * Reads a multipart form with one picture in the field `image` into memory, within the size
 * limit; multer's errors become readable 4xx answers.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly upload: RequestHandler;
  private readonly limitText: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.upload = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 },
    }).single('image');
    this.limitText = `${Math.round((config.uploadMaxBytes / 1024 / 1024) * 10) / 10} MB`;
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      this.upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) =>
        error ? reject(readableMultipartError(error, this.limitText)) : resolve(),
      ),
    );
    return next.handle();
  }
}
