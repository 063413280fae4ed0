import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** A pending sign-in's row: its id and account. */
export interface PendingSigninRow {
  id: number;
  admin_id: number;
}

/** The SQL of the `pending_signins` table (PendingSignins'). */
@Injectable()
export class PendingSigninsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async deleteExpired(): Promise<void> {
    await this.dataSource.query(`DELETE FROM pending_signins WHERE expires_at < now()`);
  }

  async insert(tokenHash: string, adminId: number, purpose: string, minutes: number) {
    await this.dataSource.query(
      `INSERT INTO pending_signins (token_hash, admin_id, purpose, expires_at)
       VALUES ($1, $2, $3, now() + $4 * interval '1 minute')`,
      [tokenHash, adminId, purpose, minutes],
    );
  }

  /** The live one with this token hash and purpose that has tries left. */
  async findLive(
    tokenHash: string,
    purpose: string,
    maxFailures: number,
  ): Promise<PendingSigninRow | undefined> {
    const rows: PendingSigninRow[] = await this.dataSource.query(
      `SELECT id, admin_id FROM pending_signins
       WHERE token_hash = $1 AND purpose = $2 AND expires_at > now() AND failed_attempts < $3`,
      [tokenHash, purpose, maxFailures],
    );
    return rows[0];
  }

  /** As findLive, counting a wrong try in the same statement. */
  async claimTry(
    tokenHash: string,
    purpose: string,
    maxFailures: number,
  ): Promise<PendingSigninRow | undefined> {
    const [rows] = (await this.dataSource.query(
      `UPDATE pending_signins SET failed_attempts = failed_attempts + 1
       WHERE token_hash = $1 AND purpose = $2 AND expires_at > now() AND failed_attempts < $3
       RETURNING id, admin_id`,
      [tokenHash, purpose, maxFailures],
    )) as [PendingSigninRow[], number];
    return rows[0];
  }

  /** Deletes one; false when it was already gone. */
  async delete(id: number): Promise<boolean> {
    const [, count] = (await this.dataSource.query(`DELETE FROM pending_signins WHERE id = $1`, [
      id,
    ])) as [unknown, number];
    return count === 1;
  }

  async deleteFor(adminId: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM pending_signins WHERE admin_id = $1`, [adminId]);
  }
}
