import { Inject, Injectable } from '@nestjs/common';
import {
  type AssignableRole,
  type Role,
  type StaffMember,
  type StaffPatchPayload,
  problem,
} from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditWriter } from '../audit/audit-writer.js';
import { ApiError } from '../core/http/api-error.js';
import { SESSION_STORE } from '../core/session/session.constants.js';
import type { TypeormSessionStore } from '../core/session/typeorm-session.store.js';
import { AdminEntity } from './admin.entity.js';
import { type AdminIdentity, identity } from './auth.service.js';

/** A member as the owner's list shows it: never the password hash. */
export const memberView = (admin: AdminEntity): StaffMember => ({
  id: admin.id,
  email: admin.email,
  name: admin.name,
  role: admin.role,
  disabled: admin.disabledAt !== null,
  created_at: admin.createdAt.toISOString(),
});

export interface NewMember {
  email: string;
  name: string;
  role: AssignableRole;
  passwordHash: string;
}

/**
 * The staff members (the admins table): their list, roles, disabling, and handing over
 * ownership. The rule "exactly one owner" is kept here and by the database's admins_one_owner
 * index: the owner's row changes only by a hand-over, which demotes it in the same transaction.
 */
@Injectable()
export class MembersService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(SESSION_STORE) private readonly sessions: TypeormSessionStore,
    private readonly audit: AuditWriter,
  ) {}

  /** Every member, the owner first, then by when they joined. */
  async list(): Promise<StaffMember[]> {
    const members = await this.dataSource.getRepository(AdminEntity).find({ order: { id: 'ASC' } });
    const owner = members.filter((member) => member.role === 'owner');
    return [...owner, ...members.filter((member) => member.role !== 'owner')].map(memberView);
  }

  /** One member, in the caller's transaction when given; null when there is none. */
  async find(
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<StaffMember | null> {
    const member = await manager.getRepository(AdminEntity).findOneBy({ id });
    return member && memberView(member);
  }

  async exists(email: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return manager.getRepository(AdminEntity).existsBy({ email });
  }

  /** Adds a member inside the caller's transaction (an invitation being used up). */
  async create(member: NewMember, manager: EntityManager): Promise<AdminIdentity> {
    const admins = manager.getRepository(AdminEntity);
    return identity(await admins.save(admins.create({ ...member, disabledAt: null })));
  }

  /**
   * Gives a member another role, or disables or enables it. The owner is locked (hand over
   * first), so the staff is never left without an owner. Disabling ends every session of the
   * member at once: its rows leave the session store, not just the next check. Each change is
   * its own audit row (a role change, a disable or an enable), in the same transaction.
   */
  async update(payload: StaffPatchPayload): Promise<StaffMember> {
    const member = await this.dataSource.transaction(async (manager) => {
      const admins = manager.getRepository(AdminEntity);
      const found = await admins.findOne({
        where: { id: payload.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!found) throw ApiError.notFound(problem('staff.not_found'));
      if (found.role === 'owner') throw ApiError.conflict(problem('staff.owner_locked'));
      const role = found.role;
      const disabled = found.disabledAt !== null;
      if (payload.role !== undefined) found.role = payload.role;
      if (payload.disabled !== undefined) {
        found.disabledAt = payload.disabled ? (found.disabledAt ?? new Date()) : null;
      }
      // By criteria, not save: the rows below say what changed in the staff's own terms.
      await admins.update({ id: found.id }, { role: found.role, disabledAt: found.disabledAt });
      if (found.role !== role) {
        await this.recordRole(manager, found.id, 'role_change', role, found.role);
      }
      if ((found.disabledAt !== null) !== disabled) {
        await this.audit.record(manager, {
          entity: 'account',
          entityId: found.id,
          action: disabled ? 'enable' : 'disable',
          changes: { disabled: { before: disabled, after: !disabled } },
        });
      }
      return found;
    });
    if (member.disabledAt) await this.sessions.destroyAdminSessions(member.id);
    return memberView(member);
  }

  /**
   * Makes another active member the owner and the current owner an admin, in one transaction
   * (the owner is demoted first: the database holds one owner row at any moment). The trail
   * gets a row for each of the two accounts, its role before → after.
   */
  async handOver(ownerId: number, toId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const admins = manager.getRepository(AdminEntity);
      const owner = await admins.findOne({
        where: { id: ownerId, role: 'owner' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!owner) throw ApiError.forbidden(problem('auth.forbidden'));
      const next = await admins.findOne({
        where: { id: toId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!next || next.id === owner.id || next.disabledAt) {
        throw ApiError.conflict(problem('staff.handover_target'));
      }
      await admins.update({ id: owner.id }, { role: 'admin' });
      await admins.update({ id: next.id }, { role: 'owner' });
      await this.recordRole(manager, owner.id, 'handover', 'owner', 'admin');
      await this.recordRole(manager, next.id, 'handover', next.role, 'owner');
    });
  }

  private recordRole(
    manager: EntityManager,
    adminId: number,
    action: 'role_change' | 'handover',
    before: Role,
    after: Role,
  ): Promise<void> {
    return this.audit.record(manager, {
      entity: 'account',
      entityId: adminId,
      action,
      changes: { role: { before, after } },
    });
  }
}
