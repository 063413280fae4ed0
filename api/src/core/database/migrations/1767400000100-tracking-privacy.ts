import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tracking privacy (docs/product.md §2.3): what the tracking code alone shows a visitor. Every
 * choice starts off: names, the parcel's photo and the exact map need the recipient's e-mail or the
 * last 4 digits of their phone number, until staff choose otherwise.
 */
export class TrackingPrivacy1767400000100 implements MigrationInterface {
  name = 'TrackingPrivacy1767400000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE settings
         ADD COLUMN tracking_shows_names boolean NOT NULL DEFAULT false,
         ADD COLUMN tracking_shows_photo boolean NOT NULL DEFAULT false,
         ADD COLUMN tracking_shows_exact_map boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE settings
         DROP COLUMN tracking_shows_names,
         DROP COLUMN tracking_shows_photo,
         DROP COLUMN tracking_shows_exact_map`,
    );
  }
}
