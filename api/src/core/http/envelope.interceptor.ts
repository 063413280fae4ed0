import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { Reply } from './api-error.js';
import { envelope } from './envelope.js';

/** Wraps whatever a controller returns in the envelope (no errors: empty lists). */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((result: unknown) => {
        const status = response.statusCode;
        return result instanceof Reply
          ? envelope(status, result.data, result.message)
          : envelope(status, result ?? null, '');
      }),
    );
  }
}
