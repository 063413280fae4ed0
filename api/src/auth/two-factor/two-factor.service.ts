import { Injectable } from '@nestjs/common';
import { type TotpEnrolment, type TwoFactorStatus, problem } from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditWriter, type AuditRecord } from '../../audit/audit-writer.js';
import { ApiError } from '../../core/http/api-error.js';
import { appSecret } from '../../core/security/app-secrets.repository.js';
import { type RateRule, RateLimiter } from '../../core/security/rate-limiter.service.js';
import { SettingsService } from '../../settings/settings.service.js';
import { PasskeysService } from '../passkeys/passkeys.service.js';
import { qrCodeDataUrl } from './qr-code.js';
import { newRecoveryCodes, recoveryCodeDigest } from './recovery-codes.js';
import { matchTotp, newTotpSecret, totpAddress } from './totp.js';
import { TwoFactorClock } from './two-factor-clock.js';
import { TwoFactorRepository } from './two-factor.repository.js';
import { RecoveryCodeEntity, TwoFactorSecretEntity } from './two-factor.entities.js';
import { PROOF_FAILURES_PER_SESSION, TWO_FACTOR_FAILURES_PER_ACCOUNT } from './two-factor.rules.js';

/** The one owner of the TOTP secrets, the recovery codes and the owner's requirement. */
@Injectable()
export class TwoFactorService {
  private recoveryKey: Promise<string> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: TwoFactorRepository,
    private readonly clock: TwoFactorClock,
    private readonly limiter: RateLimiter,
    private readonly settings: SettingsService,
    private readonly passkeys: PasskeysService,
    private readonly audit: AuditWriter,
  ) {}

  async status(adminId: number): Promise<TwoFactorStatus> {
    const row = await this.rows.status(adminId);
    return { totp: row.totp, recovery_codes_left: row.left, required: await this.isRequired() };
  }

  async isEnabled(adminId: number): Promise<boolean> {
    return (await this.status(adminId)).totp;
  }

  isRequired(): Promise<boolean> {
    return this.rows.isRequired();
  }

  /** Whether the account signs in with a second factor: TOTP or a passkey. */
  async hasSecondFactor(adminId: number): Promise<boolean> {
    return (await this.isEnabled(adminId)) || (await this.passkeys.hasAny(adminId));
  }

  /** Requires a second factor of every account, or not; the caller must use one first. */
  async setRequired(adminId: number, required: boolean): Promise<void> {
    if (required && !(await this.hasSecondFactor(adminId))) {
      throw ApiError.conflict(problem('twofactor.enable_own_first'));
    }
    await this.dataSource.transaction(async (manager) => {
      const before = await this.rows.isRequired(manager);
      await this.rows.setRequired(manager, required);
      if (before !== required) {
        await this.audit.record(manager, {
          entity: 'two_factor_policy',
          action: 'update',
          changes: { required: { before, after: required } },
        });
      }
    });
  }

  /**
   * A new secret to set up (replacing one not yet confirmed). Refused while one is on: turning
   * it off first needs the password or a code, which a borrowed session alone cannot give.
   */
  async startEnrolment(adminId: number, account: string): Promise<TotpEnrolment> {
    if (await this.isEnabled(adminId)) {
      throw ApiError.conflict(problem('twofactor.already_enabled'));
    }
    const secret = newTotpSecret();
    await this.rows.startEnrolment(adminId, secret);
    const otpauthUrl = totpAddress(await this.issuer(), account, secret);
    return { secret, otpauth_url: otpauthUrl, qr_code: await qrCodeDataUrl(otpauthUrl) };
  }

  /**
   * Confirms the secret being set up with its first code and turns TOTP on; answers the new
   * recovery codes (only their hashes are kept). `actor` names who acts when the request has no
   * session yet (a sign-in that must set it up).
   */
  async confirmEnrolment(
    adminId: number,
    code: string,
    actor?: AuditRecord['actor'],
  ): Promise<string[]> {
    let codes: string[] = [];
    // Read before the transaction: PGlite has one connection, the transaction holds it.
    const key = await this.recoverySecret();
    const confirmed = await this.attempt(adminId, () =>
      this.dataSource.transaction(async (manager) => {
        const secrets = manager.getRepository(TwoFactorSecretEntity);
        const row = await secrets.findOne({
          where: { adminId },
          lock: { mode: 'pessimistic_write' },
        });
        if (!row || row.enabledAt) throw ApiError.conflict(problem('twofactor.not_enrolling'));
        const step = matchTotp(row.secret, code, this.clock.now(), null);
        if (step === null) return false;
        await secrets.update({ adminId }, { enabledAt: new Date(), lastUsedStep: String(step) });
        codes = await this.replaceRecoveryCodes(adminId, key, manager);
        await this.recordFactor(manager, adminId, 'two_factor_on', actor);
        return true;
      }),
    );
    if (!confirmed) throw ApiError.badRequest(problem('twofactor.wrong_code'));
    return codes;
  }

  /**
   * Whether `code` is the account's current TOTP code (±1 step) and newer than the last one
   * used; accepting it remembers its step in the same statement, so it never works twice, even
   * in parallel. Every try is counted against the account (and `session`, a signed-in one
   * asking) first; a right one is taken back.
   */
  checkCode(adminId: number, code: string, session?: string): Promise<boolean> {
    return this.attempt(
      adminId,
      async () => {
        const row = await this.rows.enabledSecret(adminId);
        if (!row) return false;
        const last = row.last_used_step === null ? null : Number(row.last_used_step);
        const step = matchTotp(row.secret, code, this.clock.now(), last);
        // Accepting it remembers its step in the same statement, so it never works twice.
        return step !== null && (await this.rows.useStep(adminId, step));
      },
      session,
    );
  }

  /** Uses up one of the account's recovery codes; false when it is not one or already used. */
  useRecoveryCode(adminId: number, code: string): Promise<boolean> {
    return this.attempt(adminId, async () => {
      const digest = recoveryCodeDigest(await this.recoverySecret(), adminId, code);
      return this.rows.useRecoveryCode(adminId, digest);
    });
  }

  /**
   * Runs a check of something only the account's holder knows (a code, the password): the one
   * limiter of such checks. It is counted as a wrong try against the account (and the signed-in
   * session asking, when one does; see publicSessionId) before it runs, so parallel guesses
   * cannot race past the limit, and taken back when it passes or ends without a verdict (the
   * hashing threads were busy).
   */
  async attempt(
    adminId: number,
    check: () => Promise<boolean>,
    session?: string,
  ): Promise<boolean> {
    const counts: Array<[RateRule, string]> = [[TWO_FACTOR_FAILURES_PER_ACCOUNT, subject(adminId)]];
    if (session !== undefined) counts.push([PROOF_FAILURES_PER_SESSION, session]);
    for (const [index, [rule, of]] of counts.entries()) {
      try {
        await this.limiter.reserve(rule, of);
      } catch (error) {
        for (const [taken, by] of counts.slice(0, index)) await this.limiter.release(taken, by);
        throw error;
      }
    }
    let passed = false;
    let decided = false;
    try {
      passed = await check();
      decided = true;
    } finally {
      if (passed || !decided) {
        for (const [rule, of] of counts) await this.limiter.release(rule, of);
      }
    }
    return passed;
  }

  /**
   * Turns TOTP off (the secret and the codes are deleted); refused when a second factor is
   * required and the account would have none left (no passkey).
   */
  async disable(adminId: number): Promise<void> {
    if ((await this.isRequired()) && !(await this.passkeys.hasAny(adminId))) {
      throw ApiError.conflict(problem('twofactor.required'));
    }
    await this.dataSource.transaction(async (manager) => {
      // A secret still being set up was never on: its removal changes nothing worth a row.
      if (await this.rows.deleteFactor(manager, adminId)) {
        await this.recordFactor(manager, adminId, 'two_factor_off');
      }
    });
  }

  /** New recovery codes; the old ones stop working. */
  async regenerateRecoveryCodes(adminId: number): Promise<string[]> {
    if (!(await this.isEnabled(adminId))) {
      throw ApiError.conflict(problem('twofactor.not_enabled'));
    }
    const key = await this.recoverySecret();
    return this.dataSource.transaction(async (manager) => {
      const codes = await this.replaceRecoveryCodes(adminId, key, manager);
      await this.audit.record(manager, {
        entity: 'account',
        entityId: adminId,
        action: 'recovery_codes_renew',
      });
      return codes;
    });
  }

  /** Audit trail: that two-factor sign-in went on or off, never the secret or the codes. */
  private recordFactor(
    manager: EntityManager,
    adminId: number,
    action: 'two_factor_on' | 'two_factor_off',
    actor?: AuditRecord['actor'],
  ): Promise<void> {
    const on = action === 'two_factor_on';
    return this.audit.record(manager, {
      entity: 'account',
      entityId: adminId,
      action,
      changes: { two_factor: { before: !on, after: on } },
      actor,
    });
  }

  private async replaceRecoveryCodes(
    adminId: number,
    key: string,
    manager: EntityManager,
  ): Promise<string[]> {
    const codes = newRecoveryCodes();
    const repository = manager.getRepository(RecoveryCodeEntity);
    await repository.delete({ adminId });
    await repository.insert(
      codes.map((code) => ({ adminId, codeHash: recoveryCodeDigest(key, adminId, code) })),
    );
    return codes;
  }

  /** The name the authenticator app shows above the code: the company's. */
  private async issuer(): Promise<string> {
    const { company_name: company } = await this.settings.current();
    return company.trim() || 'Waybill';
  }

  private recoverySecret(): Promise<string> {
    this.recoveryKey ??= appSecret(this.dataSource, 'recovery-codes');
    return this.recoveryKey;
  }
}

const subject = (adminId: number) => `admin:${adminId}`;
