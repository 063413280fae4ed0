import { Injectable } from '@nestjs/common';
import type { Role } from '@waybill/shared';
import { DataSource, type EntityManager, In } from 'typeorm';
import { AdminEntity } from './admin.entity.js';

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

/** The display names of the members with these ids that still exist (the audit trail's names). */
export async function memberNamesByIds(
  manager: EntityManager,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await manager
    .getRepository(AdminEntity)
    .find({ select: { id: true, name: true }, where: { id: In([...ids]) } });
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The owner's e-mail address (webhooks tell the owner of an endpoint turned off), or null. */
export async function ownerEmail(manager: EntityManager): Promise<string | null> {
  const owner = await manager
    .getRepository(AdminEntity)
    .findOne({ select: { id: true, email: true }, where: { role: 'owner' } });
  return owner?.email ?? null;
}
