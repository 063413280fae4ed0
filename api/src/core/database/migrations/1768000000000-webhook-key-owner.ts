import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A webhook endpoint made with an API key belongs to that key (docs/webhooks.md, "Endpoints of
 * an API key"): it is told only of the parcels the key made, and only the key (and staff) see
 * it. Null: made by staff, told of every parcel. Deleting a key deletes its endpoints.
 */
export class WebhookKeyOwner1768000000000 implements MigrationInterface {
  name = 'WebhookKeyOwner1768000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE webhook_endpoints
         ADD COLUMN api_key_id integer REFERENCES api_keys (id) ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `CREATE INDEX webhook_endpoints_key ON webhook_endpoints (api_key_id)
         WHERE api_key_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE webhook_endpoints DROP COLUMN api_key_id`);
  }
}
