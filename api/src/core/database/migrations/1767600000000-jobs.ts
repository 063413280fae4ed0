import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The one durable job queue (api/src/core/jobs, docs/architecture.md §4.7). `jobs` holds every
 * job: its name and payload, its state (`queued`, `running`, `done`, `failed` once its tries are
 * spent), when it is due, its tries, and a lease while an instance runs it. A `key` makes a job
 * unique among the unfinished ones of its name. `job_schedules` holds each cron schedule's next
 * run, claimed by one instance at a time. Messages already waiting in the outbox get their
 * delivery job here, so nothing queued before this version is left behind.
 */
export class Jobs1767600000000 implements MigrationInterface {
  name = 'Jobs1767600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE jobs (
        id bigserial PRIMARY KEY,
        name varchar(100) NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}',
        key varchar(200),
        state varchar(16) NOT NULL DEFAULT 'queued'
          CHECK (state IN ('queued', 'running', 'done', 'failed')),
        run_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        max_attempts integer NOT NULL DEFAULT 8,
        locked_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    // What a claim reads: due jobs and running ones whose lease ran out.
    await queryRunner.query(
      `CREATE INDEX jobs_claimable ON jobs (run_at) WHERE state IN ('queued', 'running')`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX jobs_unfinished_key ON jobs (name, key)
       WHERE state IN ('queued', 'running') AND key IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX jobs_state ON jobs (state, id)`);
    await queryRunner.query(`
      CREATE TABLE job_schedules (
        name varchar(100) PRIMARY KEY,
        cron varchar(100) NOT NULL,
        next_run_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      INSERT INTO jobs (name, payload, key, run_at, max_attempts)
      SELECT 'mail.deliver', jsonb_build_object('outboxId', id), 'outbox:' || id,
             CASE WHEN status = 'queued' THEN next_attempt_at ELSE now() END, 8
      FROM outbox_messages WHERE status IN ('queued', 'sending') ORDER BY id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE job_schedules`);
    await queryRunner.query(`DROP TABLE jobs`);
  }
}
