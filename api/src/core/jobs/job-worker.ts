import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { nextTry } from './backoff.js';
import { JobRegistry } from './job-registry.js';
import { Jobs } from './jobs.service.js';
import { type ClaimedJob, JobsRepository } from './jobs.repository.js';
import { nextRunAfter } from './schedule.js';

const POLL_MS = 5_000;
const BATCH = 10;
const LEASE_SECONDS = 120;
/** How long a shutdown waits for the job under way before handing back the others. */
const STOP_WAIT_MS = 5_000;

/**
 * Runs due jobs (docs/architecture.md §4.7): every 5 s, when a job is enqueued, and at start.
 * Jobs are claimed in batches with FOR UPDATE SKIP LOCKED and a lease, so two instances never run
 * the same job at once; a failed try is retried with backoff until its last, then it is dead
 * (`failed`). Each schedule's due run is enqueued once across instances. On shutdown the worker
 * stops and hands back the claims it has not started.
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
  /** The job under way: never handed back (its work may be half done). */
  private current: number | undefined;

  constructor(
    private readonly repository: JobsRepository,
    private readonly registry: JobRegistry,
    private readonly jobs: Jobs,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const { name, cron } of this.registry.schedules()) {
      await this.repository.upsertSchedule(name, cron, nextRunAfter(cron, new Date()));
    }
    this.unsubscribe = this.jobs.onEnqueued(() => void this.runDue());
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
    const handBack = [...this.held.values()].filter((job) => job.id !== this.current);
    this.held.clear();
    if (handBack.length === 0) return;
    try {
      const released = await this.repository.handBack(handBack);
      this.logger.log({ released }, 'Job claims handed back at shutdown');
    } catch (error) {
      // Their lease runs out instead (LEASE_SECONDS) and another instance claims them then.
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
          while (!this.stopped && (await this.runBatch()) === BATCH);
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

  private async runBatch(): Promise<number> {
    const names = this.registry.readyNames();
    if (names.length === 0) return 0;
    const claimed = await this.repository.claim(names, BATCH, LEASE_SECONDS);
    for (const job of claimed) this.held.set(job.id, job);
    for (const job of claimed) {
      // A shutdown hands back what this pass has not started (stop()).
      if (this.stopped) break;
      // The batch shares one lease: renew it per job, and skip a job whose lease ran out and
      // was claimed again elsewhere (slow earlier jobs), so it does not run twice at once.
      this.current = job.id;
      try {
        if (await this.repository.renewLease(job, LEASE_SECONDS)) await this.run(job);
        else this.logger.warn({ jobId: job.id, job: job.name }, 'Job claim lost: skipped');
      } finally {
        this.current = undefined;
        this.held.delete(job.id);
      }
    }
    return claimed.length;
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
    try {
      await handler.run(parsed.data, { id: job.id, attempt: job.attempts });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = nextTry(job.attempts, job.max_attempts);
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
    await this.repository.done(job);
  }
}
