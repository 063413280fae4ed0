import { Injectable } from '@nestjs/common';
import { type TwoFactorProof, problem } from '@waybill/shared';
import { ApiError } from '../../core/http/api-error.js';
import { type AdminIdentity, AuthService } from '../auth.service.js';
import { TwoFactorService } from './two-factor.service.js';

/**
 * Proof that the signed-in account's holder is at the keyboard: the password or a current TOTP
 * code. A session left open is not enough to change how the account signs in (its factors,
 * its passkeys). Each try counts against the account's wrong second-factor tries.
 */
@Injectable()
export class HolderProof {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly auth: AuthService,
  ) {}

  async check(admin: AdminIdentity, proof: Partial<TwoFactorProof>): Promise<void> {
    if (proof.password !== undefined) {
      const password = proof.password;
      const right = await this.twoFactor.attempt(
        admin.id,
        async () => (await this.auth.verifyCredentials(admin.email, password)) !== null,
      );
      if (!right) throw ApiError.badRequest(problem('auth.wrong_current_password'));
      return;
    }
    if (!(await this.twoFactor.checkCode(admin.id, proof.code ?? ''))) {
      throw ApiError.badRequest(problem('twofactor.wrong_code'));
    }
  }
}
