import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { problem } from '@waybill/shared';
import type { Admin, PasswordGuestPayload, SignupPayload } from '@waybill/shared';
import { DataSource, type EntityManager, In, IsNull, LessThan, MoreThan } from 'typeorm';
import { isUniqueViolation } from '../core/database/errors.js';
import { ApiError } from '../core/http/api-error.js';
import { Housekeeping } from '../core/housekeeping.service.js';
import { appSecret } from '../core/security/app-secrets.repository.js';
import { SESSION_STORE } from '../core/session/session.constants.js';
import type { TypeormSessionStore } from '../core/session/typeorm-session.store.js';
import { OutboxService } from '../mail/outbox.service.js';
// Audit trail.
import { AuditWriter } from '../audit/audit-writer.js';
import { HIDDEN } from '../audit/audit-changes.js';
import { AdminEntity } from './admin.entity.js';
import { AuthLimits } from './auth-limits.js';
import { AuthRepository } from './auth.repository.js';
import { PasswordResetEntity } from './password-reset.entity.js';
import { PasswordHasher } from './passwords.js';
import { newPin, pinDigest, sameDigest } from './pin-digest.js';
import { type AuthCaller, normalizeEmail } from './trusted-devices.js';
import { PendingSignins } from './two-factor/pending-signins.js';

export const PIN_VALID_MINUTES = 10;
export const PIN_MAX_FAILURES = 5;
export const PIN_HELD_MESSAGE =
  'Saved: no mail server is set up yet, so the e-mail with the PIN will go once mail is set up.';
export const PIN_SENT_MESSAGE = `If an admin account uses that e-mail, a PIN has been sent to it. It is valid for ${PIN_VALID_MINUTES} minutes.`;

/** A signed-in member as the rest of the API sees it: never the password hash. */
export interface AdminIdentity extends Admin {
  id: number;
}

/**
 * A session's member, read on each request: with whether the owner requires a second factor
 * that the account does not have yet (then only its set-up is open, AdminGuard).
 */
export interface SessionIdentity extends AdminIdentity {
  secondFactorMissing: boolean;
}

export const identity = (admin: AdminEntity): AdminIdentity => ({
  id: admin.id,
  email: admin.email,
  name: admin.name,
  role: admin.role,
});

/** The member as the client sees it (the graph's `admin`, a sign-in's answer). */
export const publicAdmin = (admin: AdminIdentity): Admin => ({
  email: admin.email,
  name: admin.name,
  role: admin.role,
});

/** The name a member starts with when none was given: the e-mail's local part. */
export const nameFromEmail = (email: string) => email.split('@')[0] ?? email;

@Injectable()
export class AuthService implements OnModuleInit {
  private pinKey: Promise<string> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: AuthRepository,
    private readonly outbox: OutboxService,
    @Inject(SESSION_STORE) private readonly sessions: TypeormSessionStore,
    private readonly housekeeping: Housekeeping,
    private readonly limits: AuthLimits,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditWriter,
    // Two-factor sign-in: a new password drops sign-ins pending with the old one.
    private readonly pendingSignins: PendingSignins,
  ) {}

  /** Old password-reset PINs are deleted with the rest of what has expired. */
  onModuleInit(): void {
    this.housekeeping.register(() => this.deleteOldPins());
  }

  /** Deletes the PINs that expired more than a day ago. */
  deleteOldPins(): Promise<void> {
    return this.rows.deleteOldPins();
  }

  private get admins() {
    return this.dataSource.getRepository(AdminEntity);
  }

  async hasAdmin(): Promise<boolean> {
    return (await this.admins.count()) > 0;
  }

  /**
   * Creates the first account, the owner; the database refuses a second owner, even in a race
   * (later members come by invitation, api/src/staff).
   */
  async createFirstAdmin(payload: SignupPayload): Promise<AdminIdentity> {
    if (await this.hasAdmin()) throw ApiError.conflict(problem('auth.admin_exists'));
    const passwordHash = await this.hasher.hash(payload.password);
    const email = normalizeEmail(payload.email);
    try {
      const admin = await this.admins.save(
        this.admins.create({
          email,
          passwordHash,
          name: nameFromEmail(email),
          role: 'owner',
          disabledAt: null,
        }),
      );
      return identity(admin);
    } catch (error) {
      if (isUniqueViolation(error)) throw ApiError.conflict(problem('auth.admin_exists'));
      throw error;
    }
  }

  /**
   * The member these credentials belong to. A disabled member gets the same answer as a wrong
   * password, after the same work: a sign-in never tells whether an account exists or is disabled.
   */
  async verifyCredentials(email: string, password: string): Promise<AdminIdentity | null> {
    const admin = await this.admins.findOneBy({ email: normalizeEmail(email) });
    if (!admin) return this.hasher.verifyDecoy(password).then(() => null);
    const right = await this.hasher.verify(admin.passwordHash, password);
    return right && !admin.disabledAt ? identity(admin) : null;
  }

  /** Who a session belongs to, read on each request: a disabled member has no session. */
  async findIdentity(id: number): Promise<AdminIdentity | null> {
    const admin = await this.admins.findOneBy({ id });
    return admin && !admin.disabledAt ? identity(admin) : null;
  }

  /**
   * The session's member, or null when disabled or gone. The two-factor requirement is read in
   * the same statement, from the database every instance shares: turning it on reaches every
   * session at its next request, on any instance, at no extra round trip (nothing to cache).
   */
  async findSessionIdentity(id: number): Promise<SessionIdentity | null> {
    const row = await this.rows.sessionIdentity(id);
    if (!row) return null;
    const { id: found, email, name, role, missing } = row;
    return { id: found, email, name, role, secondFactorMissing: missing };
  }

  /**
   * Sets a new password, tells the account by e-mail and ends every other session. The caller
   * has checked the current one (HolderProof, which limits and audits the tries).
   */
  async changePassword(adminId: number, newPassword: string, currentSid: string): Promise<void> {
    const admin = await this.admins.findOneByOrFail({ id: adminId });
    const passwordHash = await this.hasher.hash(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(AdminEntity).update({ id: adminId }, { passwordHash });
      await this.recordPasswordChange(manager, adminId, 'changed');
      await this.noticeOfChange(admin.email, 'changed from the control panel', manager);
    });
    await this.sessions.destroyAdminSessions(adminId, currentSid);
    await this.pendingSignins.dropFor(adminId);
  }

  /**
   * The member's own display name. Saving the same name again changes nothing and writes no audit
   * row; the next request's identity (the session reloads it) carries the new one.
   */
  async rename(adminId: number, name: string): Promise<AdminIdentity> {
    return this.dataSource.transaction(async (manager) => {
      const admins = manager.getRepository(AdminEntity);
      const admin = await admins.findOne({
        where: { id: adminId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!admin) throw ApiError.notFound(problem('staff.not_found'));
      if (admin.name !== name) {
        await admins.update({ id: adminId }, { name });
        await this.audit.record(manager, {
          entity: 'account',
          entityId: adminId,
          action: 'update',
          changes: { name: { before: admin.name, after: name } },
        });
      }
      return identity({ ...admin, name });
    });
  }

  /** Audit trail: that the password changed, how, never what to. */
  private recordPasswordChange(manager: EntityManager, adminId: number, how: string) {
    return this.audit.record(manager, {
      entity: 'account',
      entityId: adminId,
      action: 'password_change',
      changes: {
        password_hash: { before: HIDDEN, after: HIDDEN },
        how: { before: null, after: how },
      },
    });
  }

  /**
   * Sends a 6-digit PIN when the e-mail belongs to an admin; the caller answers the same either
   * way. Earlier PINs stay valid until they expire: a new one must not cancel the PIN the admin
   * is typing.
   */
  async sendPin(caller: AuthCaller): Promise<void> {
    await this.limits.sendPin(caller);
    const admin = await this.admins.findOneBy({ email: caller.email });
    // A disabled member gets no PIN (the answer is the same): it could not sign in anyway.
    if (!admin || admin.disabledAt) return;
    const pin = newPin();
    const pinHash = pinDigest(await this.pinSecret(), admin.id, pin);
    await this.dataSource.transaction(async (manager) => {
      const resets = manager.getRepository(PasswordResetEntity);
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
          secret: true,
        },
        manager,
      );
      // Audit trail: that a reset was asked for this account, never the PIN.
      await this.audit.record(manager, {
        entity: 'account',
        entityId: admin.id,
        action: 'password_reset_request',
      });
    });
  }

  /**
   * Sets a new password with an e-mailed PIN (any of the account's live ones); ends every session
   * of the admin and tells the account by e-mail. Wrong tries count against the account for the
   * day, across PINs. The new password is hashed only once a PIN is accepted, so a known and an
   * unknown e-mail cost the same work.
   */
  async resetWithPin(payload: PasswordGuestPayload, caller: AuthCaller): Promise<void> {
    await this.limits.beforePinTry(caller);
    const admin = await this.admins.findOneBy({ email: caller.email });
    const accepted = admin ? await this.acceptPin(admin.id, payload.password_token) : [];
    // A wrong PIN stays counted: beforePinTry counted it up front.
    if (!admin || accepted.length === 0) throw ApiError.badRequest(problem('auth.wrong_pin'));
    await this.limits.pinAccepted(caller);
    let passwordHash: string;
    try {
      passwordHash = await this.hasher.hash(payload.new_password);
    } catch (error) {
      // Hashing refused (busy): the PINs stay usable for another try.
      await this.dataSource
        .getRepository(PasswordResetEntity)
        .update({ id: In(accepted) }, { usedAt: null });
      throw error;
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(AdminEntity).update({ id: admin.id }, { passwordHash });
      await this.recordPasswordChange(manager, admin.id, 'reset');
      await this.noticeOfChange(admin.email, 'reset with a PIN sent to this address', manager);
    });
    await this.sessions.destroyAdminSessions(admin.id);
    await this.pendingSignins.dropFor(admin.id);
  }

  /**
   * Checks a PIN against every live PIN of the account. A match uses up all of them (their ids
   * are returned); a miss counts a failed try on each.
   */
  private async acceptPin(adminId: number, pin: string): Promise<number[]> {
    const given = pinDigest(await this.pinSecret(), adminId, pin);
    return this.dataSource.transaction(async (manager) => {
      const resets = manager.getRepository(PasswordResetEntity);
      const live = await resets.find({
        where: {
          adminId,
          usedAt: IsNull(),
          expiresAt: MoreThan(new Date()),
          failedAttempts: LessThan(PIN_MAX_FAILURES),
        },
        lock: { mode: 'pessimistic_write' },
      });
      const ids = live.map((reset) => reset.id);
      if (ids.length === 0) return [];
      if (!live.some((reset) => sameDigest(reset.pinHash, given))) {
        await resets.increment({ id: In(ids) }, 'failedAttempts', 1);
        return [];
      }
      await resets.update({ id: In(ids) }, { usedAt: new Date() });
      return ids;
    });
  }

  /** The notice of a new password: no secret, only what happened and what to do if it was not them. */
  private async noticeOfChange(to: string, how: string, manager: EntityManager): Promise<void> {
    await this.outbox.enqueue(
      {
        to,
        subject: 'Your Waybill password was changed',
        text: [
          `The password of the Waybill admin account ${to} was just ${how}.`,
          '',
          'If this was you, there is nothing to do.',
          'If it was not, reset the password at once from the sign-in screen ("Forgot password").',
        ].join('\n'),
      },
      manager,
    );
  }

  private pinSecret(): Promise<string> {
    this.pinKey ??= appSecret(this.dataSource, 'password-reset-pin');
    return this.pinKey;
  }
}
