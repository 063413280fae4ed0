import { Logger } from '@nestjs/common';
import session from 'express-session';
import { type DataSource, Not } from 'typeorm';
import { SessionEntity } from './session.entity.js';
import { type SessionLifetime, pastMaxLifetime, sessionEnd } from './session-lifetime.js';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/**
 * Sessions kept in the database, so any instance can serve any request. The server decides when
 * one ends, whatever the cookie says: `idleMs` after its last request, `maxMs` after sign-in.
 */
export class TypeormSessionStore extends session.Store {
  private readonly logger = new Logger('Sessions');

  constructor(
    private readonly dataSource: DataSource,
    private readonly lifetime: SessionLifetime,
  ) {
    super();
  }

  private get sessions() {
    return this.dataSource.getRepository(SessionEntity);
  }

  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    this.sessions
      .findOneBy({ sid })
      .then((row) => {
        const data = row?.data as unknown as session.SessionData | undefined;
        if (!row || !data || row.expiresAt.getTime() <= Date.now())
          return callback(undefined, null);
        if (pastMaxLifetime(data, this.lifetime)) return callback(undefined, null);
        callback(undefined, data);
      })
      .catch(callback);
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    this.dataSource
      .query(
        `INSERT INTO sessions (sid, data, admin_id, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (sid) DO UPDATE
         SET data = EXCLUDED.data, admin_id = EXCLUDED.admin_id, expires_at = EXCLUDED.expires_at`,
        [sid, JSON.stringify(data), adminIdOf(data), sessionEnd(data, this.lifetime)],
      )
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  /**
   * Extends the session's expiry after an answer (by the idle timeout, within the lifetime). express-session calls it once the answer's
   * headers are out, so a failure (the database just went away) could no longer change the
   * answer: passed on, it would reach Express's last-resort handler, which cuts the connection
   * mid-answer. It is logged instead; the session keeps its old expiry.
   */
  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    this.sessions
      .update({ sid }, { expiresAt: sessionEnd(data, this.lifetime) })
      .then(() => callback?.())
      .catch((error: unknown) => {
        this.logger.warn({ err: { message: (error as Error).message } }, 'Session not touched');
        callback?.();
      });
  }

  override destroy(sid: string, callback?: Callback): void {
    this.sessions
      .delete({ sid })
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  /** Ends every session of an admin, except `keepSid` (the one asking) when given. */
  async destroyAdminSessions(adminId: number, keepSid?: string): Promise<number> {
    const result = await this.sessions.delete(
      keepSid ? { adminId, sid: Not(keepSid) } : { adminId },
    );
    return result.affected ?? 0;
  }

  /** Deletes the sessions that have expired (run by Housekeeping). */
  async sweep(): Promise<void> {
    await this.dataSource.query(`DELETE FROM sessions WHERE expires_at < now()`);
  }
}

function adminIdOf(data: session.SessionData): number | null {
  const user = (data as { passport?: { user?: unknown } }).passport?.user;
  return typeof user === 'number' ? user : null;
}
