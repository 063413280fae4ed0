import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal data lifecycle (docs/product.md §4.18, docs/architecture.md §4.10):
 * `personal_data_erasures` remembers which parcels' people were erased, when and why
 * (`retention`: PERSONAL_DATA_DAYS after delivery or return; `request`: a person's erasure), so
 * the retention pass picks each parcel once (a person's erasure takes one side: the retention
 * still takes the rest later). It holds no personal data; rows go with their parcel.
 */
export class PersonalData1768000600000 implements MigrationInterface {
  name = 'PersonalData1768000600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE personal_data_erasures (
         parcel_id integer PRIMARY KEY REFERENCES parcels (id) ON DELETE CASCADE,
         reason varchar(16) NOT NULL CHECK (reason IN ('retention', 'request')),
         erased_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    // The retention pass looks for parcels that entered a final stage long ago.
    await queryRunner.query(
      `CREATE INDEX parcel_stage_changes_final ON parcel_stage_changes (entered_at, parcel_id)
         WHERE stage IN ('delivered', 'returned')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX parcel_stage_changes_final`);
    await queryRunner.query(`DROP TABLE personal_data_erasures`);
  }
}
