import { Injectable } from '@nestjs/common';
import {
  type Admin,
  type SigninAnswer,
  type SigninSetupAnswer,
  type SigninVerifyPayload,
  type TotpEnrolment,
  problem,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import { ApiError } from '../../core/http/api-error.js';
import { markSignedIn } from '../../core/session/session-lifetime.js';
import { AuditWriter } from '../../audit/audit-writer.js';
import { type AdminIdentity, AuthService, publicAdmin } from '../auth.service.js';
import { TrustedDevices } from '../trusted-devices.js';
import { type PendingSignin, PendingSignins } from './pending-signins.js';
import { TwoFactorService } from './two-factor.service.js';

/** What the sign-in answers while its second step is pending (set by SigninGuard). */
const pendingAnswers = new WeakMap<Request, SigninAnswer>();
export const pendingAnswerOf = (request: Request) => pendingAnswers.get(request);

const noPending = () => ApiError.badRequest(problem('twofactor.no_pending_signin'));

/**
 * The second step of a sign-in (docs/product.md §4.2): after the right password, an account
 * with TOTP must give a code (or a recovery code), and one without it, when the owner requires
 * two-factor, must set it up first. Only then is the session started, as a sign-in starts it.
 */
@Injectable()
export class SecondStep {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly pending: PendingSignins,
    private readonly auth: AuthService,
    private readonly devices: TrustedDevices,
    private readonly audit: AuditWriter,
  ) {}

  /**
   * Called once the password was accepted: true when a second step is needed (its cookie is
   * given and the answer kept for the controller), so no session may be started yet.
   */
  async required(request: Request, response: Response, admin: AdminIdentity): Promise<boolean> {
    if (await this.twoFactor.isEnabled(admin.id)) {
      await this.pending.begin(request, response, admin.id, 'verify');
      pendingAnswers.set(request, { second_factor: ['totp', 'recovery_code'] });
      return true;
    }
    if (await this.twoFactor.isRequired()) {
      await this.pending.begin(request, response, admin.id, 'setup');
      pendingAnswers.set(request, { second_factor_setup: ['totp'] });
      return true;
    }
    return false;
  }

  /** Finishes a pending sign-in with a TOTP code or a recovery code. */
  async verify(request: Request, response: Response, payload: SigninVerifyPayload): Promise<Admin> {
    const pending = await this.pending.claimTry(request, 'verify');
    if (!pending) throw noPending();
    const accepted =
      payload.code !== undefined
        ? await this.twoFactor.checkCode(pending.adminId, payload.code)
        : await this.twoFactor.useRecoveryCode(pending.adminId, payload.recovery_code ?? '');
    if (!accepted) {
      await this.recordFailure(pending);
      throw ApiError.badRequest(problem('twofactor.wrong_code'));
    }
    return this.signIn(request, response, pending);
  }

  /** During a sign-in that must set up TOTP first: a new secret. */
  async startSetup(request: Request): Promise<TotpEnrolment> {
    const pending = await this.pending.find(request, 'setup');
    if (!pending) throw noPending();
    const admin = await this.auth.findIdentity(pending.adminId);
    if (!admin) throw noPending();
    return this.twoFactor.startEnrolment(admin.id, admin.email);
  }

  /** Confirms the secret set up during sign-in and signs in; answers the recovery codes. */
  async finishSetup(
    request: Request,
    response: Response,
    code: string,
  ): Promise<SigninSetupAnswer> {
    const pending = await this.pending.claimTry(request, 'setup');
    if (!pending) throw noPending();
    // No session yet: the account turning it on is named on the audit row.
    const actor = (await this.auth.findIdentity(pending.adminId)) ?? undefined;
    const recoveryCodes = await this.twoFactor.confirmEnrolment(pending.adminId, code, actor);
    const admin = await this.signIn(request, response, pending);
    return { ...admin, recovery_codes: recoveryCodes };
  }

  /** Audit trail: a wrong second step is a failed sign-in, kept like a wrong password's. */
  private async recordFailure(pending: PendingSignin): Promise<void> {
    const admin = await this.auth.findIdentity(pending.adminId);
    if (!admin) return;
    await this.audit.record(null, {
      entity: 'account',
      action: 'signin_failed',
      // The password was right: worth telling apart from a wrong one.
      changes: { step: { before: null, after: 'second_factor' } },
      actor: { id: null, email: admin.email },
    });
  }

  /** Starts the session as a sign-in does: new session id, lifetime, trusted device. */
  private async signIn(
    request: Request,
    response: Response,
    pending: PendingSignin,
  ): Promise<Admin> {
    const admin = await this.auth.findIdentity(pending.adminId);
    // Single use: of two requests finishing the same sign-in, only one gets a session.
    if (!admin || !(await this.pending.finish(pending, response))) throw noPending();
    await new Promise<void>((resolve, reject) =>
      request.logIn(admin, (error) => (error ? reject(error) : resolve())),
    );
    markSignedIn(request);
    await this.devices.remember(
      response,
      request,
      await this.devices.callerOf(request, admin.email),
    );
    // Audit trail (issue 14): the sign-in is complete only here.
    await this.audit.record(null, { entity: 'account', entityId: admin.id, action: 'signin' });
    return publicAdmin(admin);
  }
}
