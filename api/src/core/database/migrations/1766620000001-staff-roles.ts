import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts with roles (docs/product.md, "Roles and staff"): the admins table holds every
 * member, each with a name, a role and whether it is disabled. The one-row rule becomes "exactly
 * one owner": the first existing admin becomes the owner, any others admins. Invitations are
 * stored with the digest of their token, never the token.
 */
export class StaffRoles1766620000001 implements MigrationInterface {
  name = 'StaffRoles1766620000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS admins_only_one`);
    await queryRunner.query(`
      ALTER TABLE admins
        ADD COLUMN name varchar(300) NOT NULL DEFAULT '',
        ADD COLUMN role varchar(20) NOT NULL DEFAULT 'viewer'
          CHECK (role IN ('owner', 'admin', 'dispatcher', 'viewer')),
        ADD COLUMN disabled_at timestamptz
    `);
    await queryRunner.query(`UPDATE admins SET name = split_part(email, '@', 1), role = 'admin'`);
    await queryRunner.query(
      `UPDATE admins SET role = 'owner' WHERE id = (SELECT min(id) FROM admins)`,
    );
    // Two owners can never be written, even by a race between two hand-overs or sign-ups.
    await queryRunner.query(
      `CREATE UNIQUE INDEX admins_one_owner ON admins ((true)) WHERE role = 'owner'`,
    );
    await queryRunner.query(`
      CREATE TABLE staff_invitations (
        id serial PRIMARY KEY,
        email varchar(300) NOT NULL,
        role varchar(20) NOT NULL CHECK (role IN ('admin', 'dispatcher', 'viewer')),
        token_hash varchar(64) NOT NULL UNIQUE,
        invited_by integer REFERENCES admins(id) ON DELETE SET NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    // One open invitation per address: a second one while the first is open is refused.
    await queryRunner.query(
      `CREATE UNIQUE INDEX staff_invitations_open_email ON staff_invitations (email)
       WHERE accepted_at IS NULL AND revoked_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE staff_invitations`);
    await queryRunner.query(`DROP INDEX admins_one_owner`);
    await queryRunner.query(`DELETE FROM admins WHERE id <> (SELECT min(id) FROM admins)`);
    await queryRunner.query(
      `ALTER TABLE admins DROP COLUMN name, DROP COLUMN role, DROP COLUMN disabled_at`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX admins_only_one ON admins ((true))`);
  }
}
