import { Logger } from '@nestjs/common';
import session from 'express-session';
import { type DataSource, Not } from 'typeorm';
import { publicSessionId } from './public-session-id.js';
import { sessionClientOf } from './session-client.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionEntity } from './session.entity.js';
import { type SessionLifetime, pastMaxLifetime, sessionEnd } from './session-lifetime.js';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** The largest step by which touch lets a stored expiry or last sight lag behind (see rowsRead). */
const TOUCH_STEP_MAX_MS = 60_000;
/** Rows remembered between a request's get and its touch, at most (one per request). */
const MAX_ROWS_READ = 10_000;

/** What get read of a session's row, for the same request's touch (times in ms). */
interface RowRead {
  expiresAt: number;
  lastSeenAt: number | null;
  lastSeenIp: string | null;
}

/**
 * Sessions kept in the database, so any instance can serve any request. The server decides when
 * one ends, whatever the cookie says: `idleMs` after its last request, `maxMs` after sign-in.
 */
export class TypeormSessionStore extends session.Store {
  private readonly logger = new Logger('Sessions');
  /**
   * The expiry, last sight and address each session had when this instance read it for the
   * request now being answered: touch skips the write when it would move the expiry and the last
   * sight by less than a tenth of the idle timeout (at most a minute) and the address is the same,
   * so a busy staff member's requests do not each write their session.
   */
  private readonly rowsRead = new Map<string, RowRead>();

  private readonly rows: SessionsRepository;

  constructor(
    private readonly dataSource: DataSource,
    private readonly lifetime: SessionLifetime,
  ) {
    super();
    this.rows = new SessionsRepository(dataSource);
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
        if (this.rowsRead.size >= MAX_ROWS_READ) this.rowsRead.clear();
        this.rowsRead.set(sid, {
          expiresAt: row.expiresAt.getTime(),
          lastSeenAt: row.lastSeenAt?.getTime() ?? null,
          lastSeenIp: row.lastSeenIp,
        });
        callback(undefined, data);
      })
      .catch(callback);
  }

  /**
   * Saves a session. Its public id is derived from the sid; its sign-in time comes from its data,
   * where lifetimes read it. Passport saves a sign-in's new session before markSignedIn notes its
   * client and sign-in time and saves it again: the first save to know where it signed in from
   * records it, later ones keep it.
   */
  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    this.rowsRead.delete(sid);
    const client = sessionClientOf(data);
    const now = Date.now();
    this.rows
      .upsert({
        sid,
        data: JSON.stringify(data),
        adminId: adminIdOf(data),
        expiresAt: sessionEnd(data, this.lifetime, now),
        publicId: publicSessionId(sid),
        signedInAt: data.signedInAt === undefined ? null : new Date(data.signedInAt),
        lastSeenAt: new Date(now),
        ip: client?.ip ?? null,
        userAgent: client?.userAgent ?? null,
      })
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  /**
   * Extends the session's expiry after an answer (by the idle timeout, within the lifetime) and
   * records it as last seen, from the request's address. express-session calls it once the answer's
   * headers are out, so a failure (the database just went away) could no longer change the
   * answer: passed on, it would reach Express's last-resort handler, which cuts the connection
   * mid-answer. It is logged instead; the session keeps its old expiry.
   */
  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    const now = Date.now();
    const expiresAt = sessionEnd(data, this.lifetime, now);
    const ip = sessionClientOf(data)?.ip ?? null;
    const read = this.rowsRead.get(sid);
    this.rowsRead.delete(sid);
    if (read && !this.worthWriting(read, expiresAt.getTime(), now, ip)) return callback?.();
    this.sessions
      .update({ sid }, { expiresAt, lastSeenAt: new Date(now), ...(ip ? { lastSeenIp: ip } : {}) })
      .then(() => callback?.())
      .catch((error: unknown) => {
        this.logger.warn({ err: { message: (error as Error).message } }, 'Session not touched');
        callback?.();
      });
  }

  /**
   * Whether touch writes: an end later by a step or more, or earlier (the lifetime's cap), or a
   * last sight a step old (while the cap holds the end still), or another address. Otherwise the
   * stored row is close enough, and the request costs no write.
   */
  private worthWriting(read: RowRead, expiresAt: number, now: number, ip: string | null): boolean {
    const step = Math.min(TOUCH_STEP_MAX_MS, this.lifetime.idleMs / 10);
    const moved = expiresAt - read.expiresAt;
    if (moved < 0 || moved >= step) return true;
    if (read.lastSeenAt === null || now - read.lastSeenAt >= step) return true;
    return ip !== null && ip !== read.lastSeenIp;
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
  sweep(): Promise<void> {
    return this.rows.deleteExpired();
  }
}

function adminIdOf(data: session.SessionData): number | null {
  const user = (data as { passport?: { user?: unknown } }).passport?.user;
  return typeof user === 'number' ? user : null;
}
