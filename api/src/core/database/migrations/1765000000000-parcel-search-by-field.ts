import type { MigrationInterface, QueryRunner } from 'typeorm';
import { PARCEL_SEARCH_TEXT } from './1763900000000-parcel-search.js';

/**
 * The text fields staff search parcels by ("contains", any case) — the tracking code is searched
 * by its start instead, through a btree. Trigrams of codes such as WB000123456 repeat across
 * millions of parcels ("000", "wb0"), which made one combined trigram index read most of itself
 * for a code search (0.3 s at 1M parcels); names, places and statuses have selective trigrams.
 */
export const PARCEL_TEXT_SEARCH =
  "(recipient_name || ' ' || coalesce(sender_name, '') || ' ' || destination || ' ' || coalesce(status, ''))";

export class ParcelSearchByField1765000000000 implements MigrationInterface {
  name = 'ParcelSearchByField1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS parcels_search`);
    await queryRunner.query(
      `CREATE INDEX parcels_code_prefix ON parcels (upper(tracking_code) text_pattern_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX parcels_text_search ON parcels USING gin (${PARCEL_TEXT_SEARCH} gin_trgm_ops)`,
    );
    // Statistics of the new index's expression let the planner tell a common term (walk the
    // newest parcels) from a rare one (use the index); autovacuum would not gather them soon.
    await queryRunner.query(`ANALYZE parcels`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS parcels_text_search`);
    await queryRunner.query(`DROP INDEX IF EXISTS parcels_code_prefix`);
    await queryRunner.query(
      `CREATE INDEX parcels_search ON parcels USING gin (${PARCEL_SEARCH_TEXT} gin_trgm_ops)`,
    );
  }
}
