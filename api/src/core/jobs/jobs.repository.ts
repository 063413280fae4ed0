import { Injectable } from '@nestjs/common';
import type { JobState } from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { isoSql } from '../database/sql-format.repository.js';

export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

export interface NewJob {
  name: string;
  payload: unknown;
  key: string | null;
  /** Null: now, by the database's clock. */
  runAt: Date | null;
  maxAttempts: number;
}

/** A job as the owner's list shows it (times as ISO 8601 text). */
export interface JobRow {
  id: number;
  name: string;
  state: JobState;
  attempts: number;
  max_attempts: number;
  run_at: string;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface JobFilter {
  state?: JobState;
  name?: string;
}

const JOB_COLUMNS = `id::int AS id, name, state, attempts, max_attempts,
  ${isoSql('run_at')} AS run_at, last_error, ${isoSql('created_at')} AS created_at,
  ${isoSql('finished_at')} AS finished_at`;

/** The filter's conditions, $1 the state and $2 the name (null: any). */
const FILTERED = `($1::text IS NULL OR state = $1::text) AND ($2::text IS NULL OR name = $2::text)`;

/** Every statement on `jobs` and `job_schedules` (core/jobs owns both tables). */
@Injectable()
export class JobsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Inserts a job through the caller's manager (its transaction). A job with a key that is
   * already waiting is brought forward to the earlier run time instead; one running is left be.
   */
  async insert(manager: EntityManager, job: NewJob): Promise<void> {
    await manager.query(
      `INSERT INTO jobs (name, payload, key, run_at, max_attempts)
       VALUES ($1, $2::jsonb, $3, COALESCE($4::timestamptz, now()), $5)
       ON CONFLICT (name, key) WHERE state IN ('queued', 'running') AND key IS NOT NULL
       DO UPDATE SET run_at = LEAST(jobs.run_at, EXCLUDED.run_at), updated_at = now()
       WHERE jobs.state = 'queued'`,
      [job.name, JSON.stringify(job.payload), job.key, job.runAt, job.maxAttempts],
    );
  }

  /**
   * insert for several jobs, in one statement; their keys must differ (a key twice in one
   * statement could not be brought forward twice).
   */
  async insertMany(manager: EntityManager, jobs: readonly NewJob[]): Promise<void> {
    if (jobs.length === 0) return;
    await manager.query(
      `INSERT INTO jobs (name, payload, key, run_at, max_attempts)
       SELECT name, payload::jsonb, key, COALESCE(run_at, now()), max_attempts
       FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::int[])
            WITH ORDINALITY AS given (name, payload, key, run_at, max_attempts, n)
       ORDER BY n
       ON CONFLICT (name, key) WHERE state IN ('queued', 'running') AND key IS NOT NULL
       DO UPDATE SET run_at = LEAST(jobs.run_at, EXCLUDED.run_at), updated_at = now()
       WHERE jobs.state = 'queued'`,
      [
        jobs.map((job) => job.name),
        jobs.map((job) => JSON.stringify(job.payload)),
        jobs.map((job) => job.key),
        jobs.map((job) => job.runAt),
        jobs.map((job) => job.maxAttempts),
      ],
    );
  }

  /**
   * Claims up to `limitPerKind` due jobs of each of these names for `leaseSeconds`: queued ones
   * whose time has come, and running ones whose lease ran out (their instance died). Each kind is
   * claimed on its own, oldest first, so a long line of one kind (a 500-row import's predictions)
   * never holds up another (the next import). SKIP LOCKED keeps two instances off the same rows;
   * the try is counted at the claim, and is the claim's token.
   */
  async claim(names: string[], limitPerKind: number, leaseSeconds: number): Promise<ClaimedJob[]> {
    const [rows] = (await this.dataSource.query(
      `UPDATE jobs SET state = 'running', attempts = attempts + 1,
              locked_until = now() + $3 * interval '1 second', updated_at = now()
       WHERE id IN (
         SELECT due.id FROM unnest($1::text[]) AS kind (name)
         CROSS JOIN LATERAL (
           SELECT id FROM jobs
           WHERE name = kind.name
             AND ((state = 'queued' AND run_at <= now())
               OR (state = 'running' AND locked_until < now()))
           ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED) AS due)
       RETURNING id::int AS id, name, payload, attempts, max_attempts`,
      [names, limitPerKind, leaseSeconds],
    )) as [ClaimedJob[], number];
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Extends a claim this instance still holds; false when it was lost (its lease ran out). */
  async renewLease(job: ClaimedJob, leaseSeconds: number): Promise<boolean> {
    const [, count] = (await this.dataSource.query(
      `UPDATE jobs SET locked_until = now() + $3 * interval '1 second'
       WHERE id = $1 AND state = 'running' AND attempts = $2`,
      [job.id, job.attempts, leaseSeconds],
    )) as [unknown[], number];
    return count === 1;
  }

  async done(job: ClaimedJob): Promise<void> {
    await this.dataSource.query(
      `UPDATE jobs SET state = 'done', locked_until = NULL, last_error = NULL,
              finished_at = now(), updated_at = now()
       WHERE id = $1 AND state = 'running' AND attempts = $2`,
      [job.id, job.attempts],
    );
  }

  /**
   * `done` for each job still under its claim, in the caller's transaction (a handler's own,
   * RunningJob.complete): one statement however many.
   */
  async doneIn(manager: EntityManager, jobs: readonly ClaimedJob[]): Promise<void> {
    if (jobs.length === 0) return;
    await manager.query(
      `UPDATE jobs SET state = 'done', locked_until = NULL, last_error = NULL,
              finished_at = now(), updated_at = now()
       FROM unnest($1::bigint[], $2::int[]) AS claim (id, attempts)
       WHERE jobs.id = claim.id AND jobs.attempts = claim.attempts AND jobs.state = 'running'`,
      [jobs.map((job) => job.id), jobs.map((job) => job.attempts)],
    );
  }

  /** A failed try: queued again at `retryAt`, or dead (`failed`) when it is null. */
  async failed(job: ClaimedJob, error: string, retryAt: Date | null): Promise<boolean> {
    const [, count] = (await this.dataSource.query(
      `UPDATE jobs SET state = $3, last_error = $4, locked_until = NULL,
              run_at = COALESCE($5, run_at), updated_at = now(),
              finished_at = CASE WHEN $5::timestamptz IS NULL THEN now() END
       WHERE id = $1 AND state = 'running' AND attempts = $2`,
      [job.id, job.attempts, retryAt ? 'queued' : 'failed', error, retryAt],
    )) as [unknown[], number];
    return count === 1;
  }

  /**
   * Gives claims back (queued, the try not counted, due now), each only if its claim is still
   * this one's (the attempts it was claimed with), so a claim gone to another instance stays.
   */
  async handBack(jobs: ClaimedJob[]): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `UPDATE jobs SET state = 'queued', locked_until = NULL, attempts = attempts - 1,
              run_at = now(), updated_at = now()
       WHERE state = 'running'
         AND (id, attempts) IN (SELECT * FROM unnest($1::bigint[], $2::int[]))`,
      [jobs.map((job) => job.id), jobs.map((job) => job.attempts)],
    )) as [unknown[], number];
    return count;
  }

  /** Adds each schedule not yet known; a changed expression starts again from its next run. */
  async upsertSchedule(name: string, cron: string, nextRunAt: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO job_schedules (name, cron, next_run_at) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE SET cron = EXCLUDED.cron, next_run_at = EXCLUDED.next_run_at
       WHERE job_schedules.cron <> EXCLUDED.cron`,
      [name, cron, nextRunAt],
    );
  }

  /**
   * Runs `enqueueDue` for each schedule whose time has come, in one transaction that holds its
   * row (SKIP LOCKED: another instance doing the same skips it), and moves it to its next run.
   */
  async takeDueSchedules(
    next: (name: string, cron: string) => Date,
    enqueue: (manager: EntityManager, name: string) => Promise<void>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const due: Array<{ name: string; cron: string }> = await manager.query(
        `SELECT name, cron FROM job_schedules WHERE next_run_at <= now()
         ORDER BY name FOR UPDATE SKIP LOCKED`,
      );
      for (const schedule of due) {
        await enqueue(manager, schedule.name);
        await manager.query(`UPDATE job_schedules SET next_run_at = $2 WHERE name = $1`, [
          schedule.name,
          next(schedule.name, schedule.cron),
        ]);
      }
    });
  }

  /** Finished jobs are kept a while for the panel: done ones a day, dead ones `failedDays`. */
  async purgeFinished(failedDays: number): Promise<number> {
    const [, deleted] = (await this.dataSource.query(
      `DELETE FROM jobs
       WHERE (state = 'done' AND finished_at < now() - interval '1 day')
          OR (state = 'failed' AND finished_at < now() - $1 * interval '1 day')`,
      [failedDays],
    )) as [unknown, number];
    return deleted;
  }

  /** A page of the jobs the filter selects, newest first, and how many it selects. */
  async list(
    filter: JobFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: JobRow[]; total: number }> {
    const parameters = [filter.state ?? null, filter.name ?? null];
    const rows: JobRow[] = await this.dataSource.query(
      `SELECT ${JOB_COLUMNS} FROM jobs WHERE ${FILTERED} ORDER BY id DESC LIMIT $3 OFFSET $4`,
      [...parameters, limit, offset],
    );
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM jobs WHERE ${FILTERED}`,
      parameters,
    )) as { total: number }[];
    return { rows, total };
  }

  /** One job, or null. */
  async find(manager: EntityManager, id: number): Promise<JobRow | null> {
    const [row] = (await manager.query(`SELECT ${JOB_COLUMNS} FROM jobs WHERE id = $1`, [
      id,
    ])) as JobRow[];
    return row ?? null;
  }

  /** A job's payload as stored (null: no such job). */
  async payload(manager: EntityManager, id: number): Promise<unknown> {
    const [row] = (await manager.query(`SELECT payload FROM jobs WHERE id = $1`, [id])) as Array<{
      payload: unknown;
    }>;
    return row?.payload ?? null;
  }

  /**
   * A dead job waiting again, due now, with its tries counted afresh; false when it is not dead,
   * or when a job of its name and key already waits or runs (the key keeps one of them).
   */
  async retry(manager: EntityManager, id: number): Promise<boolean> {
    const [, count] = (await manager.query(
      `UPDATE jobs SET state = 'queued', attempts = 0, run_at = now(), locked_until = NULL,
              finished_at = NULL, updated_at = now()
       WHERE id = $1 AND state = 'failed'
         AND (key IS NULL OR NOT EXISTS (
           SELECT 1 FROM jobs other
           WHERE other.name = jobs.name AND other.key = jobs.key
             AND other.state IN ('queued', 'running')))`,
      [id],
    )) as [unknown, number];
    return count === 1;
  }

  /** Every schedule and its next run, by name. */
  schedules(): Promise<Array<{ name: string; cron: string; next_run_at: string }>> {
    return this.dataSource.query(
      `SELECT name, cron, ${isoSql('next_run_at')} AS next_run_at FROM job_schedules ORDER BY name`,
    );
  }
}
