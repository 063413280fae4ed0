import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Parcels and their tracking history (activities). */
export class Parcels1763800000000 implements MigrationInterface {
  name = 'Parcels1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE parcels (
        id serial PRIMARY KEY,
        tracking_code varchar(300) NOT NULL,
        recipient_name varchar(300) NOT NULL,
        recipient_email varchar(300),
        recipient_phone_number varchar(300),
        destination varchar(300) NOT NULL,
        current_location varchar(300),
        status varchar(300),
        weight varchar(300),
        shipped_via varchar(300),
        sender_name varchar(300),
        sender_email varchar(300),
        pickup_location varchar(300),
        parcel_content varchar(300),
        declared_value varchar(300),
        min_expected_delivery_date date,
        max_expected_delivery_date date,
        image varchar(300),
        show_map varchar(3) NOT NULL DEFAULT 'no' CHECK (show_map IN ('no', 'yes')),
        map_zoom integer NOT NULL DEFAULT 10 CHECK (map_zoom BETWEEN 1 AND 19),
        map_current_latitude double precision CHECK (map_current_latitude BETWEEN -90 AND 90),
        map_current_longitude double precision CHECK (map_current_longitude BETWEEN -180 AND 180),
        map_pickup_latitude double precision CHECK (map_pickup_latitude BETWEEN -90 AND 90),
        map_pickup_longitude double precision CHECK (map_pickup_longitude BETWEEN -180 AND 180),
        map_destination_latitude double precision CHECK (map_destination_latitude BETWEEN -90 AND 90),
        map_destination_longitude double precision CHECK (map_destination_longitude BETWEEN -180 AND 180),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Visitors type codes in any case: one code, whatever its letter case.
    await queryRunner.query(
      `CREATE UNIQUE INDEX parcels_tracking_code ON parcels (upper(tracking_code))`,
    );
    await queryRunner.query(`CREATE INDEX parcels_newest ON parcels (created_at DESC, id DESC)`);
    await queryRunner.query(`
      CREATE TABLE activities (
        id serial PRIMARY KEY,
        parcel_id integer NOT NULL REFERENCES parcels(id) ON DELETE CASCADE,
        title varchar(300) NOT NULL,
        description text NOT NULL,
        icon varchar(64) NOT NULL,
        color varchar(16) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX activities_history ON activities (parcel_id, created_at DESC, id DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS activities`);
    await queryRunner.query(`DROP TABLE IF EXISTS parcels`);
  }
}
