import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Visitors' ratings of a delivery (docs/product.md §5.4): a review may carry stars and the parcel
 * it rates, and waits as `pending` until staff approve it. Existing and staff reviews are
 * `approved`. One rating per parcel (a partial unique index: staff reviews have no parcel);
 * deleting the parcel keeps the review without it.
 */
export class ReviewRatings1767300000000 implements MigrationInterface {
  name = 'ReviewRatings1767300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE reviews
         ADD COLUMN rating smallint CHECK (rating BETWEEN 1 AND 5),
         ADD COLUMN status varchar(16) NOT NULL DEFAULT 'approved'
           CHECK (status IN ('approved', 'pending')),
         ADD COLUMN parcel_id integer REFERENCES parcels (id) ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX reviews_one_rating_per_parcel ON reviews (parcel_id)
       WHERE parcel_id IS NOT NULL`,
    );
    // The home page reads the newest approved reviews.
    await queryRunner.query(`CREATE INDEX reviews_status_id ON reviews (status, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX reviews_status_id`);
    await queryRunner.query(`DROP INDEX reviews_one_rating_per_parcel`);
    await queryRunner.query(
      `ALTER TABLE reviews DROP COLUMN parcel_id, DROP COLUMN status, DROP COLUMN rating`,
    );
  }
}
