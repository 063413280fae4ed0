import { createHash, randomBytes } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  INVITATION_VALID_DAYS,
  type InvitationAcceptPayload,
  type InvitationCreatePayload,
  type StaffInvitation,
  type InvitationCreated,
  problem,
} from '@waybill/shared';
import { DataSource, type EntityManager, IsNull, LessThanOrEqual } from 'typeorm';
import { AuditWriter } from '../audit/audit-writer.js';
import type { AdminIdentity } from '../auth/auth.service.js';
import { MembersService } from '../auth/members.service.js';
import { PasswordHasher } from '../auth/passwords.js';
import { normalizeEmail } from '../auth/trusted-devices.js';
import { isUniqueViolation } from '../core/database/errors.js';
import { ApiError } from '../core/http/api-error.js';
import { Housekeeping } from '../core/housekeeping.service.js';
import { RATE_RULES } from '../auth/rate-rules.js';
import { RateLimiter } from '../core/security/rate-limiter.service.js';
import { OutboxService } from '../mail/outbox.service.js';
import { StaffInvitationEntity } from './invitation.entity.js';
import { invitationView } from './staff-views.js';
import { ACCEPT_PER_CLIENT } from './staff-rate-rules.js';
import { InvitationsRepository } from './invitations.repository.js';

const DAY_MS = 24 * 60 * 60_000;

/** The digest an invitation is found by: the token has 256 random bits, so no key is needed. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where an invitation's link leads, in the control panel. */
const INVITATION_LINK_PATH = '/control/invitation';

/** 410 Gone: the link was real but can no longer be used. */
const gone = (
  code: 'staff.invitation_expired' | 'staff.invitation_used' | 'staff.invitation_revoked',
) => new ApiError(410, [problem(code)]);

/** Invitations to join the staff: sent by the owner, accepted once by the invited person. */
@Injectable()
export class InvitationsService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly members: MembersService,
    private readonly housekeeping: Housekeeping,
    private readonly audit: AuditWriter,
    private readonly rows: InvitationsRepository,
  ) {}

  /** Invitations no longer usable are deleted a month later with the rest of what has expired. */
  onModuleInit(): void {
    this.housekeeping.register(() => this.deleteOld());
  }

  /** Deletes invitations used, withdrawn or expired more than 30 days ago. */
  deleteOld(): Promise<void> {
    return this.rows.deleteOld();
  }

  /** The invitations neither accepted nor withdrawn, newest first (expired ones marked). */
  async open(): Promise<StaffInvitation[]> {
    const now = new Date();
    const invitations = await this.dataSource.getRepository(StaffInvitationEntity).find({
      where: { acceptedAt: IsNull(), revokedAt: IsNull() },
      order: { id: 'DESC' },
    });
    return invitations.map((invitation) => invitationView(invitation, now));
  }

  /**
   * Invites an address that is not yet a member, e-mailing the single-use link in the same
   * transaction. An open invitation for the address refuses a second one; one that expired is
   * withdrawn first, so the owner can simply invite again.
   */
  async invite(
    payload: InvitationCreatePayload,
    invitedBy: number,
    siteBase: string,
  ): Promise<InvitationCreated> {
    const email = normalizeEmail(payload.email);
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    try {
      return await this.dataSource.transaction(async (manager) => {
        if (await this.members.exists(email, manager)) {
          throw ApiError.conflict(problem('staff.email_taken'));
        }
        const invitations = manager.getRepository(StaffInvitationEntity);
        const expired = await invitations.findBy({
          email,
          acceptedAt: IsNull(),
          revokedAt: IsNull(),
          expiresAt: LessThanOrEqual(now),
        });
        for (const old of expired) await this.withdraw(manager, old.id, now);
        const invitation = await invitations.save(
          invitations.create({
            email,
            role: payload.role,
            tokenHash: tokenDigest(token),
            invitedBy,
            expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
            acceptedAt: null,
            revokedAt: null,
          }),
        );
        // Who, which role and until when; never the token (nor its digest).
        await this.audit.record(manager, {
          entity: 'invitation',
          entityId: invitation.id,
          action: 'create',
          changes: {
            email: { before: null, after: email },
            role: { before: null, after: payload.role },
            expires_at: { before: null, after: invitation.expiresAt.toISOString() },
          },
        });
        const link = `${siteBase}${INVITATION_LINK_PATH}?token=${encodeURIComponent(token)}`;
        await this.outbox.enqueue(
          {
            to: email,
            subject: 'You are invited to the Waybill control panel',
            text: [
              `You have been invited to join the staff of the Waybill control panel as ${payload.role}.`,
              '',
              `Open this link to choose your name and password: ${link}`,
              '',
              `The link can be used once and is valid for ${INVITATION_VALID_DAYS} days.`,
              'If you did not expect it, ignore this e-mail.',
            ].join('\n'),
            secret: true,
          },
          manager,
        );
        const delivery = this.outbox.deliverable ? 'queued' : 'held';
        return { ...invitationView(invitation, now), delivery };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw ApiError.conflict(problem('staff.already_invited'));
      throw error;
    }
  }

  /**
   * An open invitation's link, read from its e-mail while that waits in the outbox (no mail server
   * yet): the owner passes it on by hand. Once sent, the e-mail's text is gone, and so is the link.
   */
  async link(id: number): Promise<{ link: string }> {
    return this.dataSource.transaction(async (manager) => {
      const found = await manager.getRepository(StaffInvitationEntity).findOneBy({ id });
      if (!found) throw ApiError.notFound(problem('staff.invitation_not_found'));
      const invitation = usable(found);
      const text = await this.outbox.unsentSecretText(
        invitation.email,
        INVITATION_LINK_PATH,
        manager,
      );
      const link =
        text && new RegExp(`\\S+${INVITATION_LINK_PATH}\\?token=[\\w%-]+`).exec(text)?.[0];
      if (!link) throw ApiError.conflict(problem('staff.invitation_link_sent'));
      await this.audit.record(manager, {
        entity: 'invitation',
        entityId: id,
        action: 'reveal',
        changes: { email: { before: null, after: invitation.email } },
      });
      return { link };
    });
  }

  /** Withdraws an open invitation: its link stops working at once. */
  async revoke(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.withdraw(manager, id, new Date()))) {
        throw ApiError.notFound(problem('staff.invitation_not_found'));
      }
    });
  }

  /** Withdraws the invitation if it is still open, with its audit row; false when it was not. */
  private async withdraw(manager: EntityManager, id: number, at: Date): Promise<boolean> {
    const result = await manager
      .getRepository(StaffInvitationEntity)
      .update({ id, acceptedAt: IsNull(), revokedAt: IsNull() }, { revokedAt: at });
    if (!result.affected) return false;
    await this.audit.record(manager, {
      entity: 'invitation',
      entityId: id,
      action: 'revoke',
      changes: { revoked_at: { before: null, after: at.toISOString() } },
    });
    return true;
  }

  /**
   * Creates the member an invitation names, with the role it gives; the invitation is used up in
   * the same transaction, so two tries with one link make one member. The password is hashed
   * only for a link that is usable, and before the row is locked.
   */
  async accept(payload: InvitationAcceptPayload, client: string): Promise<AdminIdentity> {
    await this.limiter.consume(ACCEPT_PER_CLIENT, client);
    await this.limiter.consume(RATE_RULES.publicAuthCalls, 'all');
    const tokenHash = tokenDigest(payload.token);
    usable(await this.dataSource.getRepository(StaffInvitationEntity).findOneBy({ tokenHash }));
    const passwordHash = await this.hasher.hash(payload.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const invitations = manager.getRepository(StaffInvitationEntity);
        const invitation = usable(
          await invitations.findOne({ where: { tokenHash }, lock: { mode: 'pessimistic_write' } }),
        );
        if (await this.members.exists(invitation.email, manager)) {
          throw ApiError.conflict(problem('staff.email_taken'));
        }
        const member = await this.members.create(
          { email: invitation.email, name: payload.name, role: invitation.role, passwordHash },
          manager,
        );
        const acceptedAt = new Date();
        await invitations.update({ id: invitation.id }, { acceptedAt });
        // The new member is the one acting: the request has no session yet.
        await this.audit.record(manager, {
          entity: 'invitation',
          entityId: invitation.id,
          action: 'accept',
          changes: {
            accepted_at: { before: null, after: acceptedAt.toISOString() },
            account_id: { before: null, after: member.id },
          },
          actor: member,
        });
        return member;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw ApiError.conflict(problem('staff.email_taken'));
      throw error;
    }
  }
}

/** The invitation if its link can still be used; otherwise the clear reason why not. */
function usable(invitation: StaffInvitationEntity | null): StaffInvitationEntity {
  if (!invitation) throw ApiError.notFound(problem('staff.invitation_unknown'));
  if (invitation.acceptedAt) throw gone('staff.invitation_used');
  if (invitation.revokedAt) throw gone('staff.invitation_revoked');
  if (invitation.expiresAt <= new Date()) throw gone('staff.invitation_expired');
  return invitation;
}
