import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { signinSchema } from '@waybill/shared';
import type { Request, Response } from 'express';
import { ApiError } from '../core/http/api-error.js';
import { SchemaPipe } from '../core/http/validation.pipe.js';
import { markSignedIn } from '../core/session/session-lifetime.js';
import { AuthLimits } from './auth-limits.js';
// Audit trail.
import { AuditWriter } from '../audit/audit-writer.js';
import { TrustedDevices, normalizeEmail } from './trusted-devices.js';
import type { AdminIdentity } from './auth.service.js';
import { SecondStep } from './two-factor/second-step.js';

/**
 * Sign-in through passport-local: checks the fields and the limits on failures first, then
 * authenticates and starts a new session (passport regenerates the session id). Every attempt
 * is counted as a failure up front (no race of parallel guesses past the limit); a success
 * clears the caller's failures and (re)gives the device cookie.
 */
@Injectable()
export class SigninGuard extends AuthGuard('local') {
  private readonly body = new SchemaPipe(signinSchema);

  constructor(
    private readonly limits: AuthLimits,
    private readonly devices: TrustedDevices,
    private readonly audit: AuditWriter,
    private readonly secondStep: SecondStep,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const { email } = this.body.transform(request.body);
    const caller = await this.devices.callerOf(request, email);
    await this.limits.beforeSignin(caller);
    let authenticated: boolean;
    try {
      authenticated = (await super.canActivate(context)) as boolean;
    } catch (error) {
      // A wrong password stays counted (beforeSignin counted it up front); anything else is not
      // a failure of the caller's.
      const wrongPassword = error instanceof ApiError && error.getStatus() === 401;
      if (!wrongPassword) await this.limits.signinUndecided(caller);
      // Audit trail: the e-mail tried, never the password.
      else
        await this.audit.record(null, {
          entity: 'account',
          action: 'signin_failed',
          actor: { id: null, email: normalizeEmail(email) },
        });
      throw error;
    }
    if (!authenticated) {
      await this.limits.signinUndecided(caller);
      return false;
    }
    await this.limits.signinSucceeded(caller);
    // Two-factor sign-in: with a second step pending, no session (nor device cookie) yet; the
    // controller answers which step.
    if (await this.secondStep.required(request, response, request.user as AdminIdentity)) {
      return true;
    }
    await super.logIn(request);
    await markSignedIn(request);
    // Audit trail: the session's account is known from here on.
    const account = request.user as { id: number; email: string };
    await this.audit.record(null, { entity: 'account', entityId: account.id, action: 'signin' });
    await this.devices.remember(response, request, caller);
    return true;
  }
}
