import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { signinSchema } from '@waybill/shared';
import type { Request } from 'express';
import { RateLimiter } from '../core/security/rate-limiter.service.js';
import { SchemaPipe } from '../core/http/validation.pipe.js';
import { RATE_RULES } from './rate-rules.js';
import { clientOf } from '../core/security/client-key.js';

/**
 * Sign-in through passport-local: checks the fields and the rate limits first, then
 * authenticates and starts a new session (passport regenerates the session id).
 */
@Injectable()
export class SigninGuard extends AuthGuard('local') {
  private readonly body = new SchemaPipe(signinSchema);

  constructor(private readonly limiter: RateLimiter) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const { email } = this.body.transform(request.body);
    await this.limiter.consume(RATE_RULES.signinPerIp, clientOf(request));
    await this.limiter.consume(RATE_RULES.signinPerEmail, email);
    const authenticated = (await super.canActivate(context)) as boolean;
    if (authenticated) await super.logIn(request);
    return authenticated;
  }
}
