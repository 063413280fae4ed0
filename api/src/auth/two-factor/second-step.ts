import { Injectable } from '@nestjs/common';
import {
  type Admin,
  type SigninAnswer,
  type SigninSetupAnswer,
  type SigninSetupStep,
  type SecondFactor,
  type SigninVerifyPayload,
  type TotpEnrolment,
  problem,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import { AuditWriter } from '../../audit/audit-writer.js';
import { ApiError } from '../../core/http/api-error.js';
import { type AdminIdentity, AuthService } from '../auth.service.js';
import { PasskeysService } from '../passkeys/passkeys.service.js';
import { SessionStart } from '../session-start.js';
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
    private readonly session: SessionStart,
    private readonly passkeys: PasskeysService,
    private readonly audit: AuditWriter,
  ) {}

  /**
   * Called once the password was accepted: true when a second step is needed (its cookie is
   * given and the answer kept for the controller), so no session may be started yet.
   */
  async required(request: Request, response: Response, admin: AdminIdentity): Promise<boolean> {
    const factors = await this.factorsOf(admin.id);
    if (factors.length > 0) {
      await this.pending.begin(request, response, admin.id, 'verify');
      pendingAnswers.set(request, { second_factor: factors });
      return true;
    }
    const setup = await this.setupIfRequired(request, response, admin);
    if (setup) pendingAnswers.set(request, setup);
    return setup !== null;
  }

  /**
   * For an account without a second factor (after its password, or a new member accepting an
   * invitation): while the owner requires two-factor, the set-up step is pending (its cookie
   * given) and answered; null when nothing is required.
   */
  async setupIfRequired(
    request: Request,
    response: Response,
    admin: AdminIdentity,
  ): Promise<SigninSetupStep | null> {
    if (!(await this.twoFactor.isRequired())) return null;
    await this.pending.begin(request, response, admin.id, 'setup');
    return { second_factor_setup: ['totp'] };
  }

  /** The second factors the account has: TOTP with its recovery codes, passkeys. */
  async factorsOf(adminId: number): Promise<SecondFactor[]> {
    const factors: SecondFactor[] = [];
    if (await this.twoFactor.isEnabled(adminId)) factors.push('totp', 'recovery_code');
    if (await this.passkeys.hasAny(adminId)) factors.push('passkey');
    return factors;
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
      await this.recordFailedStep(pending);
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

  /**
   * Audit trail: a wrong second step (a code, a recovery code or a passkey) is a failed sign-in,
   * kept like a wrong password's.
   */
  async recordFailedStep(pending: PendingSignin): Promise<void> {
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

  /**
   * Ends the pending sign-in and starts the session as a sign-in does (`passkey` names the
   * passkey that finished it, when one did).
   */
  async signIn(
    request: Request,
    response: Response,
    pending: PendingSignin,
    passkey?: string,
  ): Promise<Admin> {
    const admin = await this.auth.findIdentity(pending.adminId);
    // Single use: of two requests finishing the same sign-in, only one gets a session.
    if (!admin || !(await this.pending.finish(pending, response))) throw noPending();
    return this.session.begin(request, response, admin, passkey);
  }
}
