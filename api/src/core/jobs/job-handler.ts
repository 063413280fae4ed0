import type { EntityManager } from 'typeorm';
import type { z } from 'zod';

/** What a handler learns about the run: which job, and which try this is (1 for the first). */
export interface RunningJob {
  id: number;
  attempt: number;
  /**
   * Marks the job done inside the handler's own transaction, so its work and its end commit
   * together (a delivery recorded and its job finished: nothing left to run twice, one commit
   * instead of two). Without it, the worker marks the job done once `run` returns. Jobs that
   * one transaction completes in the same turn (`Promise.all` over their `complete`) are marked
   * in one statement.
   */
  complete?(manager: EntityManager): Promise<void>;
}

/** A try that threw: its error, and when the next try is due (null: no try left, the job is dead). */
export interface JobFailure {
  error: string;
  attempts: number;
  retryAt: Date | null;
}

/** The instance side of a job: a Nest provider of its own module. */
export interface JobHandler<Payload> {
  /** Does the work; throwing counts as a failed try (retried with backoff, dead after the last). */
  run(payload: Payload, job: RunningJob): Promise<void>;
  /** Whether this instance can run the job now; when false its jobs wait, no try spent. */
  ready?(): boolean;
  /** Told after a failed try is recorded, e.g. to show it on the job's own record. */
  failed?(payload: Payload, failure: JobFailure): Promise<void>;
  /**
   * The owner's "Run again" of a dead job of this kind (the jobs screen), in `manager`'s
   * transaction, for a job whose work is tracked on a record of its own: it does what that
   * record's own retry does (a delivery's message queued again), audit included, so the two
   * buttons never differ. Without it the dead job itself is queued again.
   */
  retry?(manager: EntityManager, payload: Payload): Promise<void>;
}

/**
 * A job's declaration, on its handler's class: `static readonly jobName`, the zod schema of its
 * payload, and optionally a cron schedule (standard five fields, UTC) and how many tries it gets.
 */
export interface JobClass<Name extends string = string, Schema extends z.ZodType = z.ZodType> {
  new (...args: never[]): JobHandler<z.output<Schema>>;
  readonly jobName: Name;
  readonly payload: Schema;
  readonly schedule?: string;
  readonly maxAttempts?: number;
  /**
   * Seconds before the try after `attempts` failed ones, for a job whose schedule is not the
   * queue's (backoff.ts): webhooks retry over three days, with jitter.
   */
  readonly retryDelaySeconds?: (attempts: number) => number;
  /**
   * How many of its jobs an instance runs at once (default 1: one after another, in the order
   * they were enqueued). More for jobs that mostly wait on another server and that keep their
   * own order where they need one (a webhook delivery: its parcel's chain).
   */
  readonly concurrency?: number;
}

/**
 * Filled in once, by the application's list of handlers (api/src/job-handlers.ts):
 * `interface RegisteredJobs { handlers: typeof JOB_HANDLERS }`. Job names and payload types come
 * from it, so enqueuing a name with no registered handler, or a payload of the wrong shape, fails
 * the type check.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RegisteredJobs {}

type Registered = RegisteredJobs extends { handlers: readonly (infer Handler)[] }
  ? Handler extends JobClass
    ? Handler
    : never
  : never;

export type JobName = Registered['jobName'];

/** What enqueue takes for a job: its schema's input. */
export type JobPayload<Name extends JobName> = z.input<
  Extract<Registered, { jobName: Name }>['payload']
>;
