import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The parcels not delivered (a copy of parcel-conditions.ts's NOT_DELIVERED, as of this migration). */
export const NOT_DELIVERED = "NOT (lower(coalesce(status, '')) LIKE 'delivered%')";

/**
 * The staff's list filters and sorts and the dashboard's figures, at a million parcels:
 * - parcels_status: one status newest first (its first column also serves the dashboard's
 *   count by status, an index-only scan);
 * - parcels_updated: the list by last change, either way;
 * - parcels_late: parcels not delivered by their due day, a small part of the table once most
 *   are delivered, for the late figure and filter;
 * - outbox_status: the dashboard's failed and queued messages among the many sent.
 */
export class ParcelListFilters1767000000000 implements MigrationInterface {
  name = 'ParcelListFilters1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX parcels_status ON parcels (status, created_at DESC, id DESC)`,
    );
    await queryRunner.query(`CREATE INDEX parcels_updated ON parcels (updated_at DESC, id DESC)`);
    await queryRunner.query(
      `CREATE INDEX parcels_late ON parcels (max_expected_delivery_date) WHERE ${NOT_DELIVERED}`,
    );
    await queryRunner.query(`CREATE INDEX outbox_status ON outbox_messages (status)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS outbox_status`);
    await queryRunner.query(`DROP INDEX IF EXISTS parcels_late`);
    await queryRunner.query(`DROP INDEX IF EXISTS parcels_updated`);
    await queryRunner.query(`DROP INDEX IF EXISTS parcels_status`);
  }
}
