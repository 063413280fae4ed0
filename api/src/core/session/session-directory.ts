import { Injectable } from '@nestjs/common';
import {
  DataSource,
  type EntityManager,
  type FindOptionsWhere,
  IsNull,
  MoreThan,
  Not,
} from 'typeorm';
import { SessionEntity } from './session.entity.js';

/** A live staff session as the sessions screens show it: never its sid. */
export interface SessionRecord {
  publicId: string;
  adminId: number;
  signedInAt: Date | null;
  lastSeenAt: Date | null;
  signinIp: string | null;
  lastSeenIp: string | null;
  userAgent: string | null;
}

const recordOf = (row: SessionEntity): SessionRecord => ({
  publicId: row.publicId,
  adminId: row.adminId!,
  signedInAt: row.signedInAt,
  lastSeenAt: row.lastSeenAt,
  signinIp: row.signinIp,
  lastSeenIp: row.lastSeenIp,
  userAgent: row.userAgent,
});

/**
 * The signed-in sessions, as staff see and end them (docs/product.md §4.2c). Only live ones: a
 * member's (or any member's), not expired, with a sign-in time (the store refuses a session
 * without one). The session store keeps serving requests; this only reads and removes rows.
 */
@Injectable()
export class SessionDirectory {
  constructor(private readonly dataSource: DataSource) {}

  private live(adminId?: number): FindOptionsWhere<SessionEntity> {
    return {
      adminId: adminId ?? Not(IsNull()),
      expiresAt: MoreThan(new Date()),
      signedInAt: Not(IsNull()),
    };
  }

  /** One member's live sessions, or every member's; the most recently seen first. */
  async list(adminId: number | undefined, limit: number): Promise<SessionRecord[]> {
    const rows = await this.dataSource.getRepository(SessionEntity).find({
      where: this.live(adminId),
      order: { lastSeenAt: { direction: 'DESC', nulls: 'LAST' }, signedInAt: 'DESC' },
      take: limit,
    });
    return rows.map(recordOf);
  }

  /**
   * Removes one live session by its public id, in the caller's transaction: one of `adminId`'s
   * only, when given. Null when there is none (unknown, ended, or another member's): the row is
   * locked first, so of two requests ending it, one finds it.
   */
  async remove(
    manager: EntityManager,
    publicId: string,
    adminId?: number,
  ): Promise<SessionRecord | null> {
    const sessions = manager.getRepository(SessionEntity);
    const row = await sessions.findOne({
      where: { ...this.live(adminId), publicId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) return null;
    await sessions.delete({ sid: row.sid });
    return recordOf(row);
  }

  /**
   * Removes every session of `adminId` but `keepSid`, in the caller's transaction; answers the
   * live ones it ended (expired ones go too, unreported).
   */
  async removeOthers(
    manager: EntityManager,
    adminId: number,
    keepSid: string,
  ): Promise<SessionRecord[]> {
    const sessions = manager.getRepository(SessionEntity);
    const rows = await sessions.find({
      where: { ...this.live(adminId), sid: Not(keepSid) },
      order: { signedInAt: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
    await sessions.delete({ adminId, sid: Not(keepSid) });
    return rows.map(recordOf);
  }
}
