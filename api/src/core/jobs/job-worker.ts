import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { outsideRequest } from '../http/request-context.js';
import { nextTry } from './backoff.js';
import { JobRegistry } from './job-registry.js';
import { Jobs } from './jobs.service.js';
import { type ClaimedJob, JobsRepository } from './jobs.repository.js';
import { nextRunAfter } from './schedule.js';

const POLL_MS = 5_000;
/** Jobs of one kind claimed in one statement. */
const BATCH_PER_KIND = 64;
/** How long a shutdown waits for the job under way before handing back the others. */
const STOP_WAIT_MS = 5_000;

/**
 * Runs due jobs (docs/architecture.md §4.7): every 5 s, when a job is enqueued, and at start.
 * Jobs are claimed in batches with FOR UPDATE SKIP LOCKED and a lease, so two instances never run
 * the same job at once; a failed try is retried with backoff until its last, then it is dead
 * (`failed`). Each schedule's due run is enqueued once across instances. On shutdown the worker
 * stops and hands back the claims it has not started.
 *
 * A batch claims each kind's oldest due jobs apart, and runs each kind in its own lane beside the
 * others: one after another in enqueued order, or as many at once as its declaration allows
 * (`concurrency`: webhook deliveries). So a burst of one kind (an import's 500 predictions)
 * delays no other kind (the next import, a sign-in mail) by more than one job's run. A handler
 * may end its job in its own transaction (`RunningJob.complete`).
 */
@Injectable()
export class JobWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private unsubscribe: (() => void) | undefined;
  private stopped = false;
  /** Claimed by this instance and not yet finished with: what a shutdown hands back. */
  private readonly held = new Map<number, ClaimedJob>();
  /** The jobs under way: never handed back (their work may be half done). */
  private readonly current = new Set<number>();
  /** Jobs a transaction is marking done in this turn (doneTogether). */
  private readonly doneBatches = new WeakMap<
    EntityManager,
    { jobs: ClaimedJob[]; written: Promise<void> }
  >();

  constructor(
    private readonly repository: JobsRepository,
    private readonly registry: JobRegistry,
    private readonly jobs: Jobs,
    @Optional() @Inject(APP_CONFIG) private readonly config?: AppConfig,
  ) {}

  /** How long a claim is held (JOB_LEASE_SECONDS, 2 minutes unless set). */
  private get leaseSeconds(): number {
    return this.config?.jobLeaseSeconds ?? 120;
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const { name, cron } of this.registry.schedules()) {
      await this.repository.upsertSchedule(name, cron, nextRunAfter(cron, new Date()));
    }
    // A pass woken by a request's enqueue is not that request's work (request-context.ts).
    this.unsubscribe = this.jobs.onEnqueued(() => void outsideRequest(() => this.runDue()));
    this.timer = setInterval(() => void this.runDue(), POLL_MS);
    this.timer.unref();
    void this.runDue();
  }

  /** Before the database closes (TypeORM closes it in onApplicationShutdown). */
  beforeApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /**
   * Stops the worker: no new claim, no new run. Waits a bounded time for the job under way,
   * then hands back every other job it claimed (queued again, the try not counted, due at once),
   * so another instance runs them now rather than when the lease ends.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.unsubscribe?.();
    if (this.running) {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)));
      await Promise.race([this.running, waited]);
      clearTimeout(timer);
    }
    const handBack = [...this.held.values()].filter((job) => !this.current.has(job.id));
    this.held.clear();
    if (handBack.length === 0) return;
    try {
      const released = await this.repository.handBack(handBack);
      this.logger.log({ released }, 'Job claims handed back at shutdown');
    } catch (error) {
      // Their lease runs out instead (JOB_LEASE_SECONDS) and another instance claims them then.
      this.logger.warn({ err: error }, 'Could not hand back job claims at shutdown');
    }
  }

  /** Enqueues due schedules and runs every due job; concurrent calls fold into one more pass. */
  runDue(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.enqueueSchedules();
          while (!this.stopped && (await this.runBatch()));
        } while (this.again && !this.stopped);
      } catch (error) {
        this.logger.error({ err: error }, 'Job pass failed');
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  private async enqueueSchedules(): Promise<void> {
    if (this.registry.schedules().length === 0) return;
    await this.repository.takeDueSchedules(
      (_name, cron) => nextRunAfter(cron, new Date()),
      (manager, name) => this.jobs.enqueueUnchecked(manager, name, {}),
    );
  }

  /** Claims and runs one batch; true when a kind filled its share (more may be due). */
  private async runBatch(): Promise<boolean> {
    const names = this.registry.readyNames();
    if (names.length === 0) return false;
    const claimedAt = performance.now();
    const claimed = await this.repository.claim(names, BATCH_PER_KIND, this.leaseSeconds);
    for (const job of claimed) this.held.set(job.id, job);
    const runOne = async (job: ClaimedJob) => {
      // A shutdown hands back what this pass has not started (stop()).
      if (this.stopped) return;
      this.current.add(job.id);
      try {
        // The batch shares one lease. Past half of it, renew it before each job, and skip a job
        // whose lease ran out and was claimed again elsewhere (slow earlier jobs), so it does not
        // run twice at once; before that the claim cannot have run out, and the statement is
        // saved (elapsed time here is at least the database's since its claim).
        const fresh = performance.now() - claimedAt < (this.leaseSeconds * 1000) / 2;
        if (fresh || (await this.repository.renewLease(job, this.leaseSeconds))) {
          await this.run(job);
        } else {
          this.logger.warn({ jobId: job.id, job: job.name }, 'Job claim lost: skipped');
        }
      } finally {
        this.current.delete(job.id);
        this.held.delete(job.id);
      }
    };
    // One lane per kind: its jobs in order, or a bounded pool of them at once.
    const lanes = new Map<string, ClaimedJob[]>();
    for (const job of claimed) {
      const lane = lanes.get(job.name);
      if (lane) lane.push(job);
      else lanes.set(job.name, [job]);
    }
    await Promise.all(
      [...lanes].map(([name, jobs]) => pooled(jobs, this.concurrencyOf(name), runOne)),
    );
    return [...lanes.values()].some((jobs) => jobs.length === BATCH_PER_KIND);
  }

  private concurrencyOf(name: string): number {
    return Math.max(1, Math.floor(this.registry.declaration(name).concurrency ?? 1));
  }

  /**
   * Marks `job` done in `manager`'s transaction together with the other jobs that transaction
   * completes in the same turn (a handler ending several jobs at once: one statement, not one
   * each).
   */
  private doneTogether(manager: EntityManager, job: ClaimedJob): Promise<void> {
    let batch = this.doneBatches.get(manager);
    if (!batch) {
      const jobs: ClaimedJob[] = [];
      const written = Promise.resolve().then(() => {
        this.doneBatches.delete(manager);
        return this.repository.doneIn(manager, jobs);
      });
      batch = { jobs, written };
      this.doneBatches.set(manager, batch);
    }
    batch.jobs.push(job);
    return batch.written;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const { declaration, handler } = this.registry.get(job.name);
    const parsed = declaration.payload.safeParse(job.payload);
    if (!parsed.success) {
      // No try can fix a payload its schema refuses: dead at once.
      await this.repository.failed(job, `Payload refused: ${parsed.error.message}`, null);
      this.logger.error({ jobId: job.id, job: job.name }, 'Job payload refused');
      return;
    }
    let completed = false;
    const complete = async (manager: EntityManager) => {
      await this.doneTogether(manager, job);
      completed = true;
    };
    try {
      await handler.run(parsed.data, { id: job.id, attempt: job.attempts, complete });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = nextTry(
        job.attempts,
        job.max_attempts,
        new Date(),
        declaration.retryDelaySeconds,
      );
      // Conditional on the claim, so a run whose lease ran out never overwrites a newer one.
      if (await this.repository.failed(job, reason, retryAt)) {
        await handler.failed?.(parsed.data, { error: reason, attempts: job.attempts, retryAt });
      }
      this.logger.warn(
        { jobId: job.id, job: job.name, attempts: job.attempts, reason, dead: !retryAt },
        'Job failed',
      );
      return;
    }
    // Its handler ended it in its own transaction, which committed (run returned).
    if (!completed) await this.repository.done(job);
  }
}

/** Runs `each` over the jobs, at most `limit` at once, in their order of start. */
async function pooled(
  jobs: readonly ClaimedJob[],
  limit: number,
  each: (job: ClaimedJob) => Promise<void>,
): Promise<void> {
  let next = 0;
  const runner = async () => {
    while (next < jobs.length) await each(jobs[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, runner));
}
