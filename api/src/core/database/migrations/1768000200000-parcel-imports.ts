import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Parcels from a spreadsheet (api/src/imports, docs/product.md §4.4c). `parcel_imports`: one
 * uploaded file (kept as bytes, read again by each step, at most 20 MB), its member, its columns,
 * the mapping, the state and the progress the panel's bar shows after a reload.
 * `parcel_import_problems`: the dry run's problems, one row per problem of a file's row, in row
 * order (the panel's table and the report). `import_mappings`: the mapping last used for a set of
 * headers, by the SHA-256 of the headers as read.
 */
export class ParcelImports1768000200000 implements MigrationInterface {
  name = 'ParcelImports1768000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE parcel_imports (
        id serial PRIMARY KEY,
        admin_id integer NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
        -- Who the finished import's audit row names (the job runs outside the member's request).
        admin_email varchar(300) NOT NULL,
        admin_role varchar(32),
        file_name varchar(300) NOT NULL,
        format varchar(8) NOT NULL CHECK (format IN ('csv', 'xlsx')),
        file bytea NOT NULL,
        file_sha256 char(64) NOT NULL,
        headers jsonb NOT NULL,
        mapping jsonb NOT NULL DEFAULT '{}',
        mode varchar(16) CHECK (mode IN ('good_rows', 'all_or_nothing')),
        state varchar(16) NOT NULL DEFAULT 'uploaded'
          CHECK (state IN ('uploaded', 'checking', 'checked', 'importing', 'done', 'failed')),
        rows_total integer NOT NULL DEFAULT 0,
        rows_done integer NOT NULL DEFAULT 0,
        rows_good integer NOT NULL DEFAULT 0,
        rows_bad integer NOT NULL DEFAULT 0,
        created integer NOT NULL DEFAULT 0,
        skipped integer NOT NULL DEFAULT 0,
        error text,
        -- The dry run's claim: a run that another took over (its job's lease ran out) stops.
        run_token varchar(64),
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX parcel_imports_admin ON parcel_imports (admin_id, id)`);
    await queryRunner.query(`
      CREATE TABLE parcel_import_problems (
        import_id integer NOT NULL REFERENCES parcel_imports (id) ON DELETE CASCADE,
        row_number integer NOT NULL,
        column_name varchar(300),
        field varchar(64),
        code varchar(64) NOT NULL,
        params jsonb NOT NULL DEFAULT '{}',
        message text NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX parcel_import_problems_row ON parcel_import_problems (import_id, row_number)`,
    );
    await queryRunner.query(`
      CREATE TABLE import_mappings (
        headers_sha256 char(64) PRIMARY KEY,
        mapping jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE import_mappings`);
    await queryRunner.query(`DROP TABLE parcel_import_problems`);
    await queryRunner.query(`DROP TABLE parcel_imports`);
  }
}
