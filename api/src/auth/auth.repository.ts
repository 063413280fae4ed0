import { Injectable } from '@nestjs/common';
import type { Role } from '@waybill/shared';
import { DataSource } from 'typeorm';

/** A live member as a session sees it, with whether a required second factor is missing. */
export interface SessionIdentityRow {
  id: number;
  email: string;
  name: string;
  role: Role;
  missing: boolean;
}

/** The SQL of the `admins` and `password_resets` tables that goes beyond their entities. */
@Injectable()
export class AuthRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Deletes the PINs that expired more than a day ago. */
  async deleteOldPins(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM password_resets WHERE expires_at < now() - interval '1 day'`,
    );
  }

  /**
   * The live member `id` and, in the same statement, whether the owner requires a second factor
   * that the account has none of (no TOTP on, no passkey); undefined when disabled or gone.
   */
  async sessionIdentity(id: number): Promise<SessionIdentityRow | undefined> {
    const rows: SessionIdentityRow[] = await this.dataSource.query(
      `SELECT a.id, a.email, a.name, a.role,
              COALESCE((SELECT p.required FROM two_factor_policy p WHERE p.id = 1), false)
                AND NOT EXISTS (SELECT 1 FROM two_factor_secrets s
                                WHERE s.admin_id = a.id AND s.enabled_at IS NOT NULL)
                AND NOT EXISTS (SELECT 1 FROM passkeys k WHERE k.admin_id = a.id) AS missing
       FROM admins a WHERE a.id = $1 AND a.disabled_at IS NULL`,
      [id],
    );
    return rows[0];
  }
}
