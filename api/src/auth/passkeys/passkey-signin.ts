import { Inject, Injectable } from '@nestjs/common';
import {
  type Admin,
  type PasskeyOptions,
  type PasskeySigninPayload,
  problem,
} from '@waybill/shared';
import type { Request, Response } from 'express';
import { AuditWriter } from '../../audit/audit-writer.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { ApiError } from '../../core/http/api-error.js';
import { clientOf } from '../../core/security/client-key.js';
import { AuthLimits } from '../auth-limits.js';
import { AuthService } from '../auth.service.js';
import { SessionStart } from '../session-start.js';
import { PendingSignins } from '../two-factor/pending-signins.js';
import { SecondStep } from '../two-factor/second-step.js';
import { TwoFactorService } from '../two-factor/two-factor.service.js';
import { PasskeysService, type UsedPasskey } from './passkeys.service.js';
import { relyingPartyOf } from './relying-party.js';

const notAccepted = () => ApiError.badRequest(problem('passkey.not_accepted'));
const noPending = () => ApiError.badRequest(problem('twofactor.no_pending_signin'));
const boundToPending = (id: number) => `pending:${id}`;

/**
 * Signing in with a passkey (docs/product.md §4.2): as the second step of a pending password
 * sign-in (its tries counted like codes'), or alone, where the discoverable credential names the
 * account and the authenticator must have verified its user (a PIN, a fingerprint); counted
 * like a password sign-in's failures. A disabled account gets the same answer as a bad passkey.
 */
@Injectable()
export class PasskeySignin {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly pending: PendingSignins,
    private readonly secondStep: SecondStep,
    private readonly twoFactor: TwoFactorService,
    private readonly limits: AuthLimits,
    private readonly auth: AuthService,
    private readonly session: SessionStart,
    private readonly audit: AuditWriter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Options for the pending sign-in's account: only its own passkeys are offered. */
  async stepOptions(request: Request): Promise<PasskeyOptions> {
    const pending = await this.pending.find(request, 'verify');
    if (!pending) throw noPending();
    return this.passkeys.authenticationOptions(
      'step',
      boundToPending(pending.id),
      this.relyingParty(request),
      pending.adminId,
    );
  }

  /** Finishes the pending sign-in with one of its account's passkeys. */
  async finishStep(
    request: Request,
    response: Response,
    payload: PasskeySigninPayload,
  ): Promise<Admin> {
    const pending = await this.pending.claimTry(request, 'verify');
    if (!pending) throw noPending();
    let used: UsedPasskey | null = null;
    await this.twoFactor.attempt(pending.adminId, async () => {
      used = await this.passkeys.verifyAssertion(payload.response, this.relyingParty(request), {
        purpose: 'step',
        boundTo: boundToPending(pending.id),
        adminId: pending.adminId,
        requireUserVerification: false,
      });
      return used !== null;
    });
    const passkey = used as UsedPasskey | null;
    if (!passkey) {
      await this.secondStep.recordFailedStep(pending);
      throw notAccepted();
    }
    return this.secondStep.signIn(request, response, pending, passkey.name);
  }

  /** Options to sign in with a passkey alone: no account is named, none is listed. */
  async options(request: Request): Promise<PasskeyOptions> {
    await this.limits.passkeyOptions(clientOf(request));
    return this.passkeys.authenticationOptions('signin', null, this.relyingParty(request));
  }

  /** Signs in with a passkey alone; starts the session. */
  async signIn(
    request: Request,
    response: Response,
    payload: PasskeySigninPayload,
  ): Promise<Admin> {
    const client = clientOf(request);
    await this.limits.beforePasskeySignin(client);
    const used = await this.passkeys.verifyAssertion(payload.response, this.relyingParty(request), {
      purpose: 'signin',
      boundTo: null,
      requireUserVerification: true,
    });
    const admin = used ? await this.auth.findIdentity(used.adminId) : null;
    if (!used || !admin) {
      // No account to name: the passkey did not prove one (counted per client, as above).
      await this.audit.record(null, {
        entity: 'account',
        action: 'signin_failed',
        changes: { step: { before: null, after: 'passkey' } },
      });
      throw notAccepted();
    }
    await this.limits.passkeySigninSucceeded(client);
    return this.session.begin(request, response, admin, used.name);
  }

  private relyingParty(request: Request) {
    return relyingPartyOf(this.config.publicUrl, request);
  }
}
