import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The text staff search parcels by: one trigram index serves "contains" at any size. */
export const PARCEL_SEARCH_TEXT =
  "(tracking_code || ' ' || recipient_name || ' ' || coalesce(sender_name, '') || ' ' || destination || ' ' || coalesce(status, ''))";

export class ParcelSearch1763900000000 implements MigrationInterface {
  name = 'ParcelSearch1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX parcels_search ON parcels USING gin (${PARCEL_SEARCH_TEXT} gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS parcels_search`);
  }
}
