import { Logger } from '@nestjs/common';
import session from 'express-session';
import { type DataSource, Not } from 'typeorm';
import { SessionEntity } from './session.entity.js';
import { type SessionLifetime, pastMaxLifetime, sessionEnd } from './session-lifetime.js';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** The largest step by which touch lets a stored expiry lag behind (see expiryRead). */
const TOUCH_STEP_MAX_MS = 60_000;
/** Expiries remembered between a request's get and its touch, at most (one per request). */
const MAX_EXPIRIES_READ = 10_000;

/**
 * Sessions kept in the database, so any instance can serve any request. The server decides when
 * one ends, whatever the cookie says: `idleMs` after its last request, `maxMs` after sign-in.
 */
export class TypeormSessionStore extends session.Store {
  private readonly logger = new Logger('Sessions');
  /**
   * The expiry each session had when this instance read it for the request now being answered:
   * touch skips the write when it would move the expiry by less than a tenth of the idle timeout
   * (at most a minute), so a busy staff member's requests do not each write their session.
   */
  private readonly expiryRead = new Map<string, number>();

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
        if (this.expiryRead.size >= MAX_EXPIRIES_READ) this.expiryRead.clear();
        this.expiryRead.set(sid, row.expiresAt.getTime());
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
    const expiresAt = sessionEnd(data, this.lifetime);
    const read = this.expiryRead.get(sid);
    this.expiryRead.delete(sid);
    const step = Math.min(TOUCH_STEP_MAX_MS, this.lifetime.idleMs / 10);
    // A later end by less than a step waits; an earlier one (the lifetime's cap) is always written.
    const moved = read === undefined ? Infinity : expiresAt.getTime() - read;
    if (moved >= 0 && moved < step) return callback?.();
    this.sessions
      .update({ sid }, { expiresAt })
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
