import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** The SQL of `two_factor_secrets`, `recovery_codes` and `two_factor_policy` (TwoFactorService's). */
@Injectable()
export class TwoFactorRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Whether TOTP is on for the account, and how many recovery codes are left unused. */
  async status(adminId: number): Promise<{ totp: boolean; left: number }> {
    const [row]: Array<{ totp: boolean; left: number }> = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM two_factor_secrets WHERE admin_id = $1 AND enabled_at IS NOT NULL) AS totp,
              (SELECT count(*)::int FROM recovery_codes WHERE admin_id = $1 AND used_at IS NULL) AS left`,
      [adminId],
    );
    return row;
  }

  /** Whether the owner requires a second factor; with `manager`, locked for a change. */
  async isRequired(manager?: EntityManager): Promise<boolean> {
    const rows: Array<{ required: boolean }> = await (manager ?? this.dataSource).query(
      `SELECT required FROM two_factor_policy WHERE id = 1${manager ? ' FOR UPDATE' : ''}`,
    );
    return rows[0]?.required ?? false;
  }

  async setRequired(manager: EntityManager, required: boolean): Promise<void> {
    await manager.query(
      `INSERT INTO two_factor_policy (id, required, updated_at) VALUES (1, $1, now())
       ON CONFLICT (id) DO UPDATE SET required = EXCLUDED.required, updated_at = now()`,
      [required],
    );
  }

  /** A new secret to set up, replacing one not yet confirmed (never one that is on). */
  async startEnrolment(adminId: number, secret: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO two_factor_secrets (admin_id, secret) VALUES ($1, $2)
       ON CONFLICT (admin_id) DO UPDATE SET secret = EXCLUDED.secret, enabled_at = NULL,
         last_used_step = NULL, created_at = now()
       WHERE two_factor_secrets.enabled_at IS NULL`,
      [adminId, secret],
    );
  }

  /** The account's secret while TOTP is on, with the last step used. */
  async enabledSecret(
    adminId: number,
  ): Promise<{ secret: string; last_used_step: string | null } | undefined> {
    const rows: Array<{ secret: string; last_used_step: string | null }> =
      await this.dataSource.query(
        `SELECT secret, last_used_step FROM two_factor_secrets
         WHERE admin_id = $1 AND enabled_at IS NOT NULL`,
        [adminId],
      );
    return rows[0];
  }

  /** Remembers `step` as used when it is newer than the last one; false when it was not. */
  async useStep(adminId: number, step: number): Promise<boolean> {
    const [, affected] = (await this.dataSource.query(
      `UPDATE two_factor_secrets SET last_used_step = $2
       WHERE admin_id = $1 AND enabled_at IS NOT NULL
         AND (last_used_step IS NULL OR last_used_step < $2)`,
      [adminId, step],
    )) as [unknown, number];
    return affected === 1;
  }

  /** Marks one unused recovery code with this digest used; false when there is none. */
  async useRecoveryCode(adminId: number, digest: string): Promise<boolean> {
    const [, affected] = (await this.dataSource.query(
      `UPDATE recovery_codes SET used_at = now()
       WHERE id = (SELECT id FROM recovery_codes
                   WHERE admin_id = $1 AND code_hash = $2 AND used_at IS NULL LIMIT 1)
         AND used_at IS NULL`,
      [adminId, digest],
    )) as [unknown, number];
    return affected === 1;
  }

  /** Deletes the account's secret and codes; whether the secret was on (confirmed). */
  async deleteFactor(manager: EntityManager, adminId: number): Promise<boolean> {
    await manager.query(`DELETE FROM recovery_codes WHERE admin_id = $1`, [adminId]);
    const [removed] = (await manager.query(
      `DELETE FROM two_factor_secrets WHERE admin_id = $1 RETURNING enabled_at`,
      [adminId],
    )) as [Array<{ enabled_at: Date | null }>, number];
    return removed.some((secret) => secret.enabled_at !== null);
  }
}
