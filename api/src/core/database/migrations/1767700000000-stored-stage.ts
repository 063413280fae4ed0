import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Not delivered, on the stored stage: the predicate of parcels_late (parcels.repository.ts's). */
export const NOT_DELIVERED = "current_stage IS DISTINCT FROM 'delivered'";

/**
 * A parcel's current stage is stored (`parcels.current_stage`), so that "delivered" has one
 * definition that the tracking answer, staff's answers, the late filter, the dashboard and the
 * rating all read: the stage staff chose; else the stage Settings' mapping gives its status key;
 * else Delivered for a status starting with "delivered" ("Delivered to a neighbour"); else none.
 * The database keeps it: a trigger writes it with every stage or status key, and a change to the
 * mapping (or a restored settings row) rewrites the parcels without a chosen stage in the same
 * transaction.
 */
export class StoredStage1767700000000 implements MigrationInterface {
  name = 'StoredStage1767700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE parcels ADD COLUMN current_stage varchar(32)`);
    await queryRunner.query(
      `CREATE FUNCTION parcel_current_stage(stage text, status_key text) RETURNS text
       LANGUAGE sql STABLE AS $$
         SELECT COALESCE(stage,
           (SELECT s.status_stage_index ->> status_key FROM settings s ORDER BY s.id LIMIT 1),
           CASE WHEN status_key LIKE 'delivered%' THEN 'delivered' END)
       $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION parcels_store_stage() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         NEW.current_stage := parcel_current_stage(NEW.stage, NEW.status_key);
         RETURN NEW;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER parcels_current_stage BEFORE INSERT OR UPDATE OF stage, status_key
       ON parcels FOR EACH ROW EXECUTE FUNCTION parcels_store_stage()`,
    );
    await queryRunner.query(
      `CREATE FUNCTION settings_restage_parcels() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         UPDATE parcels SET current_stage = parcel_current_stage(stage, status_key)
         WHERE stage IS NULL
           AND current_stage IS DISTINCT FROM parcel_current_stage(stage, status_key);
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER settings_restage_parcels
       AFTER INSERT OR UPDATE OF status_stage_index ON settings
       FOR EACH STATEMENT EXECUTE FUNCTION settings_restage_parcels()`,
    );
    await queryRunner.query(
      `UPDATE parcels SET current_stage = parcel_current_stage(stage, status_key)`,
    );
    await queryRunner.query(`DROP INDEX IF EXISTS parcels_late`);
    await queryRunner.query(
      `CREATE INDEX parcels_late ON parcels (max_expected_delivery_date) WHERE ${NOT_DELIVERED}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS parcels_late`);
    await queryRunner.query(
      `CREATE INDEX parcels_late ON parcels (max_expected_delivery_date)
       WHERE NOT (coalesce(stage, '') = 'delivered' OR (stage IS NULL AND coalesce(status_key, '') LIKE 'delivered%'))`,
    );
    await queryRunner.query(`DROP TRIGGER settings_restage_parcels ON settings`);
    await queryRunner.query(`DROP FUNCTION settings_restage_parcels()`);
    await queryRunner.query(`DROP TRIGGER parcels_current_stage ON parcels`);
    await queryRunner.query(`DROP FUNCTION parcels_store_stage()`);
    await queryRunner.query(`DROP FUNCTION parcel_current_stage(text, text)`);
    await queryRunner.query(`ALTER TABLE parcels DROP COLUMN current_stage`);
  }
}
