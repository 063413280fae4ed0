import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The map's zoom becomes the staff's choice: empty, the tracking map fits every marker. Parcels
 * already saved keep the zoom they have, so their maps look as before.
 */
export class MapZoomOptional1767100000000 implements MigrationInterface {
  name = 'MapZoomOptional1767100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE parcels ALTER COLUMN map_zoom DROP NOT NULL, ALTER COLUMN map_zoom DROP DEFAULT`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE parcels SET map_zoom = 10 WHERE map_zoom IS NULL`);
    await queryRunner.query(
      `ALTER TABLE parcels ALTER COLUMN map_zoom SET DEFAULT 10, ALTER COLUMN map_zoom SET NOT NULL`,
    );
  }
}
