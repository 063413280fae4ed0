import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Couriers on the road (api/src/couriers, docs/product.md §4.12).
 *
 * - The role `courier` for members and invitations.
 * - `parcels.handover_code_required`: the recipient's code is asked at the door; `proof_*`: what
 *   the tracking page shows of the delivery's proof (initials, name and photo by privacy tier).
 * - `run_stops`: a parcel on a courier's run of a day, in the dispatcher's order; a parcel is on
 *   one run a day (unique day and parcel).
 * - `courier_actions`: every action a phone synced, by its client-made id (the idempotency key),
 *   with what it was (its hash), when and where the courier did it, and what the server answered.
 * - `proof_uploads`: a courier's photo or signature, usable once by a delivered action of theirs.
 * - `delivery_proofs`: a delivery's proof (received-by name, pictures, position, time, courier).
 * - `handover_codes`: a parcel's code (its keyed hash only), its wrong tries and lock.
 */
export class Couriers1768000100000 implements MigrationInterface {
  name = 'Couriers1768000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE admins DROP CONSTRAINT IF EXISTS admins_role_check`);
    await queryRunner.query(
      `ALTER TABLE admins ADD CONSTRAINT admins_role_check
         CHECK (role IN ('owner', 'admin', 'dispatcher', 'viewer', 'courier'))`,
    );
    await queryRunner.query(
      `ALTER TABLE staff_invitations DROP CONSTRAINT IF EXISTS staff_invitations_role_check`,
    );
    await queryRunner.query(
      `ALTER TABLE staff_invitations ADD CONSTRAINT staff_invitations_role_check
         CHECK (role IN ('admin', 'dispatcher', 'viewer', 'courier'))`,
    );
    await queryRunner.query(
      `ALTER TABLE parcels ADD COLUMN handover_code_required boolean NOT NULL DEFAULT false`,
    );
    // What the tracking page shows of a courier's proof, kept with the parcel so the tracking
    // statement reads one row (the whole proof is the couriers' delivery_proofs).
    await queryRunner.query(`
      ALTER TABLE parcels
        ADD COLUMN proof_received_by varchar(200),
        ADD COLUMN proof_initials varchar(60),
        ADD COLUMN proof_photo varchar(100),
        ADD COLUMN proof_delivered_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE run_stops (
        id serial PRIMARY KEY,
        courier_id integer NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
        run_date date NOT NULL,
        parcel_id integer NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
        position integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX run_stops_one_run ON run_stops (run_date, parcel_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX run_stops_run ON run_stops (courier_id, run_date, position)`,
    );
    await queryRunner.query(`
      CREATE TABLE courier_actions (
        id uuid PRIMARY KEY,
        courier_id integer NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
        parcel_id integer REFERENCES parcels (id) ON DELETE SET NULL,
        tracking_code varchar(300) NOT NULL,
        action varchar(32) NOT NULL,
        request_hash varchar(64) NOT NULL,
        done_at timestamptz NOT NULL,
        sequence integer NOT NULL,
        latitude double precision,
        longitude double precision,
        accuracy double precision,
        outcome varchar(16) NOT NULL CHECK (outcome IN ('applied', 'refused')),
        error_code varchar(64),
        error_params jsonb,
        stage varchar(32),
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX courier_actions_parcel ON courier_actions (parcel_id, done_at)`,
    );
    await queryRunner.query(`
      CREATE TABLE proof_uploads (
        id uuid PRIMARY KEY,
        courier_id integer NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
        kind varchar(16) NOT NULL CHECK (kind IN ('photo', 'signature')),
        image varchar(100) NOT NULL,
        used_by uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE delivery_proofs (
        id serial PRIMARY KEY,
        parcel_id integer NOT NULL REFERENCES parcels (id) ON DELETE CASCADE,
        action_id uuid NOT NULL UNIQUE,
        courier_id integer REFERENCES admins (id) ON DELETE SET NULL,
        courier_name varchar(300) NOT NULL,
        received_by varchar(200) NOT NULL,
        photo varchar(100),
        signature varchar(100),
        latitude double precision,
        longitude double precision,
        accuracy double precision,
        handover_code_checked boolean NOT NULL DEFAULT false,
        delivered_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX delivery_proofs_parcel ON delivery_proofs (parcel_id, delivered_at DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE handover_codes (
        parcel_id integer PRIMARY KEY REFERENCES parcels (id) ON DELETE CASCADE,
        code_hash varchar(64) NOT NULL,
        wrong_tries integer NOT NULL DEFAULT 0,
        locked_at timestamptz,
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE handover_codes`);
    await queryRunner.query(`DROP TABLE delivery_proofs`);
    await queryRunner.query(`DROP TABLE proof_uploads`);
    await queryRunner.query(`DROP TABLE courier_actions`);
    await queryRunner.query(`DROP TABLE run_stops`);
    await queryRunner.query(
      `ALTER TABLE parcels DROP COLUMN handover_code_required, DROP COLUMN proof_received_by,
         DROP COLUMN proof_initials, DROP COLUMN proof_photo, DROP COLUMN proof_delivered_at`,
    );
  }
}
