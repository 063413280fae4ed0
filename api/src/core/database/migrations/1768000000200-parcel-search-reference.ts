import type { MigrationInterface, QueryRunner } from 'typeorm';
import { searchFold } from './1767800000000-parcel-search-text.js';
import { SEARCHED_FIELDS_1767800000100 } from './1767800000100-parcel-addresses.js';

/** The searched fields as of this migration (parcel-search.ts's SEARCHED_FIELDS). */
export const SEARCHED_FIELDS_1768000000200 = [...SEARCHED_FIELDS_1767800000100, 'reference'];

const BATCH = 10_000;

/**
 * Staff find a parcel by the shop's order reference (docs/product.md §4.4), so the reference is
 * searched too. It is the last searched field, so a parcel's stored text gains it at its end, as
 * a save would write it; only parcels that have one (those a shop's key made) are written.
 */
export class ParcelSearchReference1768000000200 implements MigrationInterface {
  name = 'ParcelSearchReference1768000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (let after = 0; ;) {
      const rows: Array<{ id: number; reference: string }> = await queryRunner.query(
        `SELECT id, reference FROM parcels WHERE id > $1 AND reference IS NOT NULL
         ORDER BY id LIMIT $2`,
        [after, BATCH],
      );
      if (rows.length === 0) break;
      await queryRunner.query(
        `UPDATE parcels SET search_text =
           CASE WHEN given.folded = '' THEN search_text
                WHEN search_text = '' THEN given.folded
                ELSE search_text || ' ' || given.folded END
         FROM unnest($1::int[], $2::text[]) AS given (id, folded)
         WHERE parcels.id = given.id`,
        [rows.map((row) => row.id), rows.map((row) => searchFold(row.reference))],
      );
      after = rows[rows.length - 1].id;
    }
  }

  async down(): Promise<void> {
    // The extra word does no harm to an older version's search; nothing to undo.
  }
}
