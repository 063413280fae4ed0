import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Predicted delivery (docs/product.md §2.3e, docs/architecture.md §4.9):
 * - `parcel_stage_changes`: when each parcel entered each stage. The database writes it (a trigger
 *   after every insert and every change of the stored `current_stage`), so no write path, the
 *   mapping's rewrite included, can leave a stage out. It holds no personal data: erasing a
 *   parcel's people keeps the history the statistics need.
 * - `delivery_stats`: the spread of past durations from a stage to delivered per group of similar
 *   parcels, rebuilt by the scheduled `predictions.refresh` job; `''` and 0 mean "any" in a
 *   coarser group's key.
 * - `parcel_predictions`: each open parcel's predicted delivery, written by the same job and read
 *   by the tracking statement with one lookup by key; `late_notified_for` remembers the promised
 *   date whose late e-mail went out, so it goes once.
 */
export class DeliveryPredictions1768000500000 implements MigrationInterface {
  name = 'DeliveryPredictions1768000500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE parcel_stage_changes (
         id bigserial PRIMARY KEY,
         parcel_id integer NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
         stage varchar(32) NOT NULL,
         entered_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await queryRunner.query(
      `CREATE INDEX parcel_stage_changes_parcel ON parcel_stage_changes (parcel_id, entered_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX parcel_stage_changes_delivered ON parcel_stage_changes (entered_at)
       WHERE stage = 'delivered'`,
    );
    await queryRunner.query(
      `CREATE FUNCTION parcels_record_stage() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         -- An update dated by staff (a scan entered late) says when, for its transaction.
         INSERT INTO parcel_stage_changes (parcel_id, stage, entered_at)
         VALUES (NEW.id, NEW.current_stage, coalesce(
           nullif(current_setting('waybill.stage_entered_at', true), '')::timestamptz, now()));
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER parcels_stage_inserted AFTER INSERT ON parcels FOR EACH ROW
       WHEN (NEW.current_stage IS NOT NULL) EXECUTE FUNCTION parcels_record_stage()`,
    );
    // Not "UPDATE OF current_stage": the stage trigger sets it, which that form does not see.
    await queryRunner.query(
      `CREATE TRIGGER parcels_stage_changed AFTER UPDATE ON parcels FOR EACH ROW
       WHEN (NEW.current_stage IS NOT NULL AND NEW.current_stage IS DISTINCT FROM OLD.current_stage)
       EXECUTE FUNCTION parcels_record_stage()`,
    );
    // What is known of the parcels there already: their stage since their last change.
    await queryRunner.query(
      `INSERT INTO parcel_stage_changes (parcel_id, stage, entered_at)
       SELECT id, current_stage, updated_at FROM parcels WHERE current_stage IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE delivery_stats (
         level smallint NOT NULL,
         origin text NOT NULL,
         destination text NOT NULL,
         service text NOT NULL,
         stage varchar(32) NOT NULL,
         weekday smallint NOT NULL,
         samples integer NOT NULL,
         median_hours double precision NOT NULL,
         p80_hours double precision NOT NULL,
         refreshed_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (level, origin, destination, service, stage, weekday)
       )`,
    );
    await queryRunner.query(
      `CREATE TABLE parcel_predictions (
         parcel_id integer PRIMARY KEY REFERENCES parcels (id) ON DELETE CASCADE,
         stage varchar(32) NOT NULL,
         basis varchar(16) NOT NULL,
         samples integer NOT NULL,
         expected_at timestamptz NOT NULL,
         latest_at timestamptz NOT NULL,
         previous_expected_at timestamptz,
         change_reason varchar(16),
         at_risk boolean NOT NULL DEFAULT false,
         promised_on date,
         late_notified_for date,
         computed_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await queryRunner.query(
      `CREATE INDEX parcel_predictions_at_risk ON parcel_predictions (parcel_id) WHERE at_risk`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE parcel_predictions`);
    await queryRunner.query(`DROP TABLE delivery_stats`);
    await queryRunner.query(`DROP TRIGGER parcels_stage_changed ON parcels`);
    await queryRunner.query(`DROP TRIGGER parcels_stage_inserted ON parcels`);
    await queryRunner.query(`DROP FUNCTION parcels_record_stage()`);
    await queryRunner.query(`DROP TABLE parcel_stage_changes`);
  }
}
