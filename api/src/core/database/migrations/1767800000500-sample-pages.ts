import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEED_PAGES } from './seed-pages.js';

/**
 * Starter pages a company can keep: the misspelled slug goes (`warehosung`, the "Warehouses"
 * page, becomes `warehouses` unless that is taken; the footer's Warehousing link goes to
 * `warehousing`), and each starter page not yet edited is marked a sample to edit or delete.
 */
export class SamplePages1767800000500 implements MigrationInterface {
  name = 'SamplePages1767800000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE pages ADD COLUMN sample boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `UPDATE pages SET slug = 'warehouses'
       WHERE slug = 'warehosung' AND NOT EXISTS (SELECT 1 FROM pages WHERE slug = 'warehouses')`,
    );
    // A starter page whose text is still the seed's is a sample; one a company rewrote is its own.
    for (const page of SEED_PAGES) {
      await queryRunner.query(
        `UPDATE pages SET sample = true WHERE slug = $1 AND title = $2 AND content = $3`,
        [page.slug, page.title, page.content],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE pages DROP COLUMN sample`);
  }
}
