import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks (api/src/webhooks, docs/webhooks.md). `webhook_endpoints`: each address, the events it
 * takes, its signing secret sealed (AES-256-GCM, as the mail password), whether it is on and why
 * not, and its run of failed tries. `webhook_deliveries`: one row per event per endpoint, written
 * in the transaction of the parcel's change, with its `webhook.deliver` job; `parcel_id` has no
 * foreign key (a deleted parcel's last events are still delivered). The index `(endpoint_id,
 * parcel_id, id)` is the per-parcel chain (in order per parcel).
 */
export class Webhooks1767900000300 implements MigrationInterface {
  name = 'Webhooks1767900000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE webhook_endpoints (
        id serial PRIMARY KEY,
        url varchar(2000) NOT NULL,
        description varchar(300) NOT NULL DEFAULT '',
        events text[] NOT NULL,
        secret_sealed text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        disabled_reason varchar(16) CHECK (disabled_reason IN ('manual', 'failing')),
        failure_count integer NOT NULL DEFAULT 0,
        failing_since timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE webhook_deliveries (
        id bigserial PRIMARY KEY,
        endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        event_id varchar(64) NOT NULL,
        event_type varchar(64) NOT NULL,
        parcel_id integer,
        payload text NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('waiting', 'pending', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        response_status integer,
        response_body text,
        last_error text,
        next_attempt_at timestamptz,
        last_attempt_at timestamptz,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX webhook_deliveries_chain ON webhook_deliveries (endpoint_id, parcel_id, id)
       WHERE status IN ('waiting', 'pending')`,
    );
    await queryRunner.query(
      `CREATE INDEX webhook_deliveries_log ON webhook_deliveries (endpoint_id, id DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE webhook_deliveries`);
    await queryRunner.query(`DROP TABLE webhook_endpoints`);
  }
}
