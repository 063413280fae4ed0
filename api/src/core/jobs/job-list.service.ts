import { Injectable } from '@nestjs/common';
import {
  type Job,
  type JobQueue,
  type JobsQuery,
  type Paged,
  listJobs,
  problem,
} from '@waybill/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditWriter } from '../../audit/audit-writer.js';
import { ApiError } from '../http/api-error.js';
import { toPage } from '../http/pagination.js';
import { JobRegistry } from './job-registry.js';
import { Jobs } from './jobs.service.js';
import { JobsRepository } from './jobs.repository.js';

export const JOBS_PAGE_SIZE = 20;

/**
 * The queue as the owner sees it on "Background jobs" (docs/product.md §4.14): the jobs, the
 * schedules, and a dead job run again.
 */
@Injectable()
export class JobList {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: JobsRepository,
    private readonly jobs: Jobs,
    private readonly registry: JobRegistry,
    private readonly audit: AuditWriter,
  ) {}

  /** Newest first, optionally one state and one name. */
  async list({ page, state, name }: JobsQuery): Promise<Paged<Job>> {
    const { rows, total } = await this.repository.list(
      { state, name },
      (page - 1) * JOBS_PAGE_SIZE,
      JOBS_PAGE_SIZE,
    );
    const link = (next: number) => listJobs.path({}, { page: next, state, name });
    return toPage(rows, total, page, JOBS_PAGE_SIZE, link);
  }

  /** The names of the jobs this server runs (every handler's), and the schedules. */
  async queue(): Promise<JobQueue> {
    return { names: this.registry.names().sort(), schedules: await this.repository.schedules() };
  }

  /**
   * A dead job run again: 404 for an unknown id, 409 for a job that has not failed. A kind whose
   * handler declares its own retry (a mail delivery: the outbox's Retry of its message) gets
   * that, in this transaction, with that retry's answers and audit; any other is queued again,
   * due now, with all its tries (409 when its key another job already holds), and written to the
   * audit trail. Answers the job as it now is.
   */
  async retry(id: number): Promise<Job> {
    await this.dataSource.transaction(async (manager) => {
      const job = await this.repository.find(manager, id);
      if (!job) throw ApiError.notFound(problem('job.not_found'));
      if (job.state !== 'failed') throw ApiError.conflict(problem('job.not_failed'));
      const ownRetry = this.ownRetry(job.name);
      if (ownRetry) {
        await ownRetry(manager, await this.repository.payload(manager, id));
        return;
      }
      if (!(await this.jobs.retry(manager, id))) {
        throw ApiError.conflict(problem('job.already_waiting'));
      }
      // An update in SQL, which the entity subscriber cannot see.
      await this.audit.record(manager, {
        entity: 'job',
        entityId: id,
        action: 'update',
        changes: {
          state: { before: 'failed', after: 'queued' },
          attempts: { before: job.attempts, after: 0 },
        },
      });
    });
    const job = await this.repository.find(this.dataSource.manager, id);
    if (!job) throw ApiError.notFound(problem('job.not_found'));
    return job;
  }

  /** The retry a job's handler declares, taking the stored payload (a job no handler runs: none). */
  private ownRetry(
    name: string,
  ): ((manager: EntityManager, payload: unknown) => Promise<void>) | null {
    if (!this.registry.names().includes(name)) return null;
    const { declaration, handler } = this.registry.get(name);
    const retry = handler.retry?.bind(handler);
    if (!retry) return null;
    return (manager, payload) => retry(manager, declaration.payload.parse(payload));
  }
}
