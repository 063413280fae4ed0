import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Many parcels at once (docs/product.md §4.17). `bulk_actions` (parcels): one action on a
 * selection resolved when it was asked (`parcel_ids`), its change (`spec`), and its state while a
 * background job applies it, all or none. `saved_views` (saved-views): a member's filter, sort and
 * columns of a list under a name, shared with the team or not; they go with their member.
 */
export class BulkActionsSavedViews1768000300000 implements MigrationInterface {
  name = 'BulkActionsSavedViews1768000300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE bulk_actions (
        id serial PRIMARY KEY,
        action varchar(16) NOT NULL CHECK (action IN ('update', 'fields', 'delete')),
        spec jsonb NOT NULL DEFAULT '{}',
        parcel_ids integer[] NOT NULL,
        state varchar(16) NOT NULL DEFAULT 'queued'
          CHECK (state IN ('queued', 'running', 'done', 'failed')),
        error_code varchar(64),
        error_params jsonb,
        created_by integer REFERENCES admins (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE saved_views (
        id serial PRIMARY KEY,
        admin_id integer NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
        screen varchar(32) NOT NULL,
        name varchar(300) NOT NULL,
        state jsonb NOT NULL,
        shared boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT saved_views_name UNIQUE (admin_id, screen, name)
      )`);
    await queryRunner.query(
      `CREATE INDEX saved_views_shared ON saved_views (screen, name) WHERE shared`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE saved_views`);
    await queryRunner.query(`DROP TABLE bulk_actions`);
  }
}
