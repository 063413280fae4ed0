import { Injectable } from '@nestjs/common';
import { type TwoFactorProof, problem } from '@waybill/shared';
import type { Request } from 'express';
import { AuditWriter } from '../../audit/audit-writer.js';
import { ApiError } from '../../core/http/api-error.js';
import { publicSessionId } from '../../core/session/public-session-id.js';
import { type AdminIdentity, AuthService } from '../auth.service.js';
import { TwoFactorService } from './two-factor.service.js';

/**
 * Proof that the signed-in account's holder is at the keyboard: the password or a current TOTP
 * code. A session left open is not enough to change the password or how the account signs in
 * (its factors, its passkeys). Every such check goes through here: each try counts against the
 * account and the session (TwoFactorService.attempt, the budget of a sign-in's second step), and
 * a wrong one is written to the audit trail, as a wrong sign-in is.
 */
@Injectable()
export class HolderProof {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly auth: AuthService,
    private readonly audit: AuditWriter,
  ) {}

  async check(admin: AdminIdentity, proof: Partial<TwoFactorProof>, request: Request) {
    const session = publicSessionId(request.sessionID);
    if (proof.password !== undefined) {
      const password = proof.password;
      const right = await this.twoFactor.attempt(
        admin.id,
        async () => (await this.auth.verifyCredentials(admin.email, password)) !== null,
        session,
      );
      if (right) return;
      await this.recordFailure(admin, 'password');
      throw ApiError.badRequest(problem('auth.wrong_current_password'));
    }
    if (!(await this.twoFactor.checkCode(admin.id, proof.code ?? '', session))) {
      await this.recordFailure(admin, 'code');
      throw ApiError.badRequest(problem('twofactor.wrong_code'));
    }
  }

  /** Audit trail: which kind of proof was wrong, never what was given. */
  private recordFailure(admin: AdminIdentity, given: 'password' | 'code'): Promise<void> {
    return this.audit.record(null, {
      entity: 'account',
      entityId: admin.id,
      action: 'proof_failed',
      changes: { proof: { before: null, after: given } },
    });
  }
}
