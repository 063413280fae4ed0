import { Injectable } from '@nestjs/common';
import {
  type MemberSessionList,
  SESSION_LIST_MAX,
  type SessionEnded,
  type SessionList,
  type SessionsEnded,
  type StaffMember,
  problem,
} from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditWriter } from '../../audit/audit-writer.js';
import { ApiError } from '../../core/http/api-error.js';
import { publicSessionId } from '../../core/session/public-session-id.js';
import { SessionDirectory, type SessionRecord } from '../../core/session/session-directory.js';
import type { AdminIdentity } from '../auth.service.js';
import { MembersService } from '../members.service.js';
import { describeDevice } from './session-device.js';
import { sessionView } from './session-view.js';

/** Whose sessions a caller may end: only its own, or (the owner) any member's. */
export type SessionScope = 'own' | 'any';

/**
 * Staff sessions (docs/product.md §4.2c): each member lists and ends its own, the owner anyone's.
 * Sessions are named by their public id; a session the caller may not end gets the same 404 as
 * one that does not exist. Each ending is recorded in the audit trail in its transaction.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly directory: SessionDirectory,
    private readonly members: MembersService,
    private readonly audit: AuditWriter,
  ) {}

  /** The member's own live sessions; the one asking is `current`. */
  async listOwn(me: AdminIdentity, currentSid: string): Promise<SessionList> {
    const records = await this.directory.list(me.id, SESSION_LIST_MAX);
    const current = publicSessionId(currentSid);
    return { sessions: records.map((record) => sessionView(record, current)) };
  }

  /** Every member's live sessions, or one member's, with whose each is (the owner's list). */
  async listMembers(memberId: number | undefined, currentSid: string): Promise<MemberSessionList> {
    const records = await this.directory.list(memberId, SESSION_LIST_MAX);
    const members = new Map((await this.members.list()).map((member) => [member.id, member]));
    const current = publicSessionId(currentSid);
    return {
      sessions: records.flatMap((record) => {
        const member = members.get(record.adminId);
        if (!member) return [];
        const { id, email, name, role } = member;
        return [{ ...sessionView(record, current), member: { id, email, name, role } }];
      }),
    };
  }

  /** Ends one session at once; `signed_out` when it was the caller's current one. */
  async end(
    actor: AdminIdentity,
    publicId: string,
    currentSid: string,
    scope: SessionScope,
  ): Promise<SessionEnded> {
    return this.dataSource.transaction(async (manager) => {
      const ended = await this.directory.remove(
        manager,
        publicId,
        scope === 'own' ? actor.id : undefined,
      );
      if (!ended) throw ApiError.notFound(problem('session.not_found'));
      const member =
        ended.adminId === actor.id ? actor : await this.members.find(ended.adminId, manager);
      await this.recordEnd(manager, ended, member);
      return { signed_out: ended.publicId === publicSessionId(currentSid) };
    });
  }

  /** Ends every session of the caller but the current one ("sign out everywhere else"). */
  async endOthers(actor: AdminIdentity, currentSid: string): Promise<SessionsEnded> {
    return this.dataSource.transaction(async (manager) => {
      const ended = await this.directory.removeOthers(manager, actor.id, currentSid);
      for (const record of ended) await this.recordEnd(manager, record, actor);
      return { ended: ended.length };
    });
  }

  /**
   * Audit trail: which session ended and whose it was; who ended it is the row's account. Never
   * the sid, only the public id the screens show.
   */
  private recordEnd(
    manager: EntityManager,
    record: SessionRecord,
    member: Pick<StaffMember, 'email'> | null,
  ) {
    const { browser, os } = describeDevice(record.userAgent);
    const gone = (before: unknown) => ({ before, after: null });
    return this.audit.record(manager, {
      entity: 'session',
      entityId: record.publicId,
      action: 'end',
      changes: {
        member_id: gone(record.adminId),
        member: gone(member?.email ?? null),
        browser: gone(browser),
        os: gone(os),
        last_seen_ip: gone(record.lastSeenIp),
        signed_in_at: gone(record.signedInAt?.toISOString() ?? null),
      },
    });
  }
}
