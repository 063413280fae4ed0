import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The company's name, e-mail notifications to recipients (a site-wide switch, a per-parcel
 * unsubscribe) and visitors who asked for updates on a parcel.
 */
export class Notifications1764200000000 implements MigrationInterface {
  name = 'Notifications1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE settings ADD COLUMN company_name varchar(300) NOT NULL DEFAULT 'Waybill',
                            ADD COLUMN notify_recipients boolean NOT NULL DEFAULT true`,
    );
    await queryRunner.query(
      `ALTER TABLE parcels ADD COLUMN notifications_off boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`
      CREATE TABLE parcel_subscribers (
        id serial PRIMARY KEY,
        parcel_id integer NOT NULL REFERENCES parcels(id) ON DELETE CASCADE,
        email varchar(300) NOT NULL,
        confirmed_at timestamptz,
        unsubscribed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (parcel_id, email)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS parcel_subscribers`);
    await queryRunner.query(`ALTER TABLE parcels DROP COLUMN notifications_off`);
    await queryRunner.query(
      `ALTER TABLE settings DROP COLUMN notify_recipients, DROP COLUMN company_name`,
    );
  }
}
