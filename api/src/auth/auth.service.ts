import { randomInt } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { problem } from '@waybill/shared';
import type {
  Admin,
  PasswordGuestPayload,
  PasswordUserPayload,
  SignupPayload,
} from '@waybill/shared';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { isUniqueViolation } from '../core/database/errors.js';
import { ApiError } from '../core/http/api-error.js';
import { Housekeeping } from '../core/housekeeping.service.js';
import { RateLimiter } from '../core/security/rate-limiter.service.js';
import { SESSION_STORE } from '../core/session/session.constants.js';
import type { TypeormSessionStore } from '../core/session/typeorm-session.store.js';
import { OutboxService } from '../mail/outbox.service.js';
import { AdminEntity } from './admin.entity.js';
import { PasswordResetEntity } from './password-reset.entity.js';
import { hashSecret, verifyDecoy, verifySecret } from './passwords.js';
import { RATE_RULES } from './rate-rules.js';

export const PIN_VALID_MINUTES = 10;
export const PIN_MAX_FAILURES = 5;
export const PIN_SENT_MESSAGE = `If an admin account uses that e-mail, a PIN has been sent to it. It is valid for ${PIN_VALID_MINUTES} minutes.`;

/** A signed-in admin as the rest of the API sees it: never the password hash. */
export interface AdminIdentity extends Admin {
  id: number;
}

const identity = (admin: AdminEntity): AdminIdentity => ({ id: admin.id, email: admin.email });
const normalizeEmail = (email: string) => email.trim().toLowerCase();

@Injectable()
export class AuthService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(SESSION_STORE) private readonly sessions: TypeormSessionStore,
    private readonly housekeeping: Housekeeping,
    private readonly limiter: RateLimiter,
  ) {}

  /** Old password-reset PINs are deleted with the rest of what has expired. */
  onModuleInit(): void {
    this.housekeeping.register(() => this.deleteOldPins());
  }

  /** Deletes the PINs that expired more than a day ago. */
  async deleteOldPins(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM password_resets WHERE expires_at < now() - interval '1 day'`,
    );
  }

  private get admins() {
    return this.dataSource.getRepository(AdminEntity);
  }

  async hasAdmin(): Promise<boolean> {
    return (await this.admins.count()) > 0;
  }

  /** Creates the first (and only) admin; the database refuses a second one, even in a race. */
  async createFirstAdmin(payload: SignupPayload): Promise<AdminIdentity> {
    if (await this.hasAdmin()) throw ApiError.conflict(problem('auth.admin_exists'));
    const passwordHash = await hashSecret(payload.password);
    try {
      const admin = await this.admins.save(
        this.admins.create({ email: normalizeEmail(payload.email), passwordHash }),
      );
      return identity(admin);
    } catch (error) {
      if (isUniqueViolation(error)) throw ApiError.conflict(problem('auth.admin_exists'));
      throw error;
    }
  }

  async verifyCredentials(email: string, password: string): Promise<AdminIdentity | null> {
    const admin = await this.admins.findOneBy({ email: normalizeEmail(email) });
    if (!admin) return verifyDecoy(password).then(() => null);
    return (await verifySecret(admin.passwordHash, password)) ? identity(admin) : null;
  }

  async findIdentity(id: number): Promise<AdminIdentity | null> {
    const admin = await this.admins.findOneBy({ id });
    return admin ? identity(admin) : null;
  }

  /** Changes the password and ends every other session of the admin. */
  async changePassword(
    adminId: number,
    payload: PasswordUserPayload,
    currentSid: string,
  ): Promise<void> {
    const admin = await this.admins.findOneByOrFail({ id: adminId });
    if (!(await verifySecret(admin.passwordHash, payload.password))) {
      throw ApiError.badRequest(problem('auth.wrong_current_password'));
    }
    admin.passwordHash = await hashSecret(payload.new_password);
    await this.admins.save(admin);
    await this.sessions.destroyAdminSessions(adminId, currentSid);
  }

  /**
   * Sends a 6-digit PIN when the e-mail belongs to an admin; the caller answers the same either
   * way. Counts against the client's (IP address) and the address's limits first.
   */
  async sendPin(email: string, client: string): Promise<void> {
    await this.limiter.consume(RATE_RULES.sendPinPerIp, client);
    await this.limiter.consume(RATE_RULES.sendPinPerEmail, email);
    const admin = await this.admins.findOneBy({ email: normalizeEmail(email) });
    const pin = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const pinHash = await hashSecret(pin); // hashed either way, so timing does not tell
    if (!admin) return;
    await this.dataSource.transaction(async (manager) => {
      const resets = manager.getRepository(PasswordResetEntity);
      await resets.update({ adminId: admin.id, usedAt: IsNull() }, { usedAt: new Date() });
      await resets.save(
        resets.create({
          adminId: admin.id,
          pinHash,
          expiresAt: new Date(Date.now() + PIN_VALID_MINUTES * 60_000),
        }),
      );
      await this.outbox.enqueue(
        {
          to: admin.email,
          subject: 'Your Waybill password reset PIN',
          text: [
            `Your PIN to reset the Waybill admin password is ${pin}.`,
            '',
            `It is valid for ${PIN_VALID_MINUTES} minutes and can be used once.`,
            'If you did not ask for it, ignore this e-mail: your password stays as it is.',
          ].join('\n'),
        },
        manager,
      );
    });
  }

  /** Sets a new password with the e-mailed PIN; ends every session of the admin. */
  async resetWithPin(payload: PasswordGuestPayload, client: string): Promise<void> {
    await this.limiter.consume(RATE_RULES.resetPerIp, client);
    const admin = await this.admins.findOneBy({ email: normalizeEmail(payload.email) });
    if (!admin) {
      await verifyDecoy(payload.password_token);
      throw ApiError.badRequest(problem('auth.wrong_pin'));
    }
    const newHash = await hashSecret(payload.new_password);
    const accepted = await this.dataSource.transaction(async (manager) => {
      const resets = manager.getRepository(PasswordResetEntity);
      const reset = await resets.findOne({
        where: {
          adminId: admin.id,
          usedAt: IsNull(),
          expiresAt: MoreThan(new Date()),
        },
        order: { id: 'DESC' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!reset || reset.failedAttempts >= PIN_MAX_FAILURES) return false;
      if (!(await verifySecret(reset.pinHash, payload.password_token))) {
        await resets.increment({ id: reset.id }, 'failedAttempts', 1);
        return false;
      }
      await resets.update({ id: reset.id }, { usedAt: new Date() });
      await manager.getRepository(AdminEntity).update({ id: admin.id }, { passwordHash: newHash });
      return true;
    });
    if (!accepted) throw ApiError.badRequest(problem('auth.wrong_pin'));
    await this.sessions.destroyAdminSessions(admin.id);
  }
}
