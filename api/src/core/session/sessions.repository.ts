import type { DataSource } from 'typeorm';

/** A session as the store writes it. */
export interface SessionRowWrite {
  sid: string;
  data: string;
  adminId: number | null;
  expiresAt: Date;
  publicId: string;
  signedInAt: Date | null;
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/** The SQL of the `sessions` table beyond its entity (TypeormSessionStore's). */
export class SessionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Writes the session: the first write to know where it signed in from records that address
   * and user agent, later ones keep them; the last seen address is kept when none is known.
   */
  async upsert(row: SessionRowWrite): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO sessions (sid, data, admin_id, expires_at, public_id, signed_in_at,
         last_seen_at, signin_ip, last_seen_ip, user_agent)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)
       ON CONFLICT (sid) DO UPDATE
       SET data = EXCLUDED.data, admin_id = EXCLUDED.admin_id, expires_at = EXCLUDED.expires_at,
         signed_in_at = EXCLUDED.signed_in_at, last_seen_at = EXCLUDED.last_seen_at,
         last_seen_ip = coalesce(EXCLUDED.last_seen_ip, sessions.last_seen_ip),
         signin_ip = coalesce(sessions.signin_ip, EXCLUDED.signin_ip),
         user_agent = coalesce(sessions.user_agent, EXCLUDED.user_agent)`,
      [
        row.sid,
        row.data,
        row.adminId,
        row.expiresAt,
        row.publicId,
        row.signedInAt,
        row.lastSeenAt,
        row.ip,
        row.userAgent,
      ],
    );
  }

  async deleteExpired(): Promise<void> {
    await this.dataSource.query(`DELETE FROM sessions WHERE expires_at < now()`);
  }
}
