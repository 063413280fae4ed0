import type { ServerResponse } from 'node:http';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { DataSource, type EntityManager, type EntitySubscriberInterface } from 'typeorm';
import type { QueryRunner } from 'typeorm';
import type { JobName, JobPayload } from './job-handler.js';
import { JobRegistry } from './job-registry.js';
import { JobsRepository } from './jobs.repository.js';
import { currentRequest } from '../http/request-context.js';

/** The longest a job a request enqueued waits for its answer before the worker is woken. */
const WAKE_AFTER_ANSWER_MAX_MS = 1_000;

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /**
   * At most one unfinished job of this name with this key: enqueuing it again while it waits
   * only brings it forward.
   */
  key?: string;
}

/**
 * Enqueues jobs (docs/architecture.md §4.7). A job is written through the caller's manager, so
 * it commits or rolls back with the change that caused it; the worker is woken once it commits.
 */
@Injectable()
export class Jobs implements OnModuleDestroy {
  private readonly listeners = new Set<() => void>();
  /** Answers whose end wakes the worker (notify): one wake each. */
  private readonly wakingAfterAnswer = new WeakSet<ServerResponse>();
  /** Transactions that enqueued a job: the worker is woken when they commit. */
  private readonly awaitingCommit = new WeakSet<QueryRunner>();
  private readonly transactionSubscriber: EntitySubscriberInterface = {
    afterTransactionCommit: ({ queryRunner }) => {
      if (queryRunner.isTransactionActive || !this.awaitingCommit.delete(queryRunner)) return;
      this.notify();
    },
    afterTransactionRollback: ({ queryRunner }) => {
      // A rolled-back transaction enqueued nothing (a savepoint rollback waits for the outer end).
      if (!queryRunner.isTransactionActive) this.awaitingCommit.delete(queryRunner);
    },
  };

  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: JobsRepository,
    private readonly registry: JobRegistry,
  ) {
    dataSource.subscribers.push(this.transactionSubscriber);
  }

  onModuleDestroy(): void {
    const index = this.dataSource.subscribers.indexOf(this.transactionSubscriber);
    if (index >= 0) this.dataSource.subscribers.splice(index, 1);
  }

  /** Enqueues `name` with its payload (checked by the job's schema) in `manager`'s transaction. */
  async enqueue<Name extends JobName>(
    manager: EntityManager,
    name: Name,
    payload: JobPayload<Name>,
    options: EnqueueOptions = {},
  ): Promise<void> {
    await this.enqueueUnchecked(manager, name, payload, options);
  }

  /**
   * Enqueues several jobs of one kind in one statement (each payload checked, each with its own
   * key), in `manager`'s transaction: a change that makes many at once pays one round trip.
   */
  async enqueueMany<Name extends JobName>(
    manager: EntityManager,
    name: Name,
    jobs: ReadonlyArray<{ payload: JobPayload<Name>; key?: string }>,
  ): Promise<void> {
    if (jobs.length === 0) return;
    const declaration = this.registry.declaration(name);
    const maxAttempts = this.registry.maxAttempts(name);
    await this.repository.insertMany(
      manager,
      jobs.map((job) => ({
        name,
        payload: declaration.payload.parse(job.payload),
        key: job.key ?? null,
        runAt: null,
        maxAttempts,
      })),
    );
    this.wakeAfter(manager);
  }

  /** For the scheduler, which reads names from the database. */
  async enqueueUnchecked(
    manager: EntityManager,
    name: string,
    payload: unknown,
    options: EnqueueOptions = {},
  ): Promise<void> {
    const declaration = this.registry.declaration(name);
    await this.repository.insert(manager, {
      name,
      payload: declaration.payload.parse(payload),
      key: options.key ?? null,
      runAt: options.runAt ?? null,
      maxAttempts: this.registry.maxAttempts(name),
    });
    this.wakeAfter(manager);
  }

  /**
   * Wakes the worker once the row is visible: after the caller's transaction has committed
   * (before that, another connection would not see it and the job would wait for a poll).
   */
  private wakeAfter(manager: EntityManager): void {
    const queryRunner = manager.queryRunner;
    if (queryRunner?.isTransactionActive) this.awaitingCommit.add(queryRunner);
    else this.notify();
  }

  /**
   * Runs a dead job again (the owner's Retry), in `manager`'s transaction, waking the worker once
   * it commits; false when it was not dead or another job of its key is already waiting.
   */
  async retry(manager: EntityManager, id: number): Promise<boolean> {
    const retried = await this.repository.retry(manager, id);
    if (retried) this.wakeAfter(manager);
    return retried;
  }

  /** Called (in a later turn) whenever an enqueued job became visible. */
  onEnqueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Wakes the worker. A job a request enqueued waits for that request's answer to be sent (or
   * its client to leave), at most WAKE_AFTER_ANSWER_MAX_MS: the worker shares the event loop and
   * the database with the request, and the work it queued (a parcel's webhook deliveries) is not
   * to slow the answer that caused it.
   */
  private notify(): void {
    const response = currentRequest()?.res;
    if (!response || response.writableFinished || response.destroyed) return this.wake();
    if (this.wakingAfterAnswer.has(response)) return;
    this.wakingAfterAnswer.add(response);
    let woken = false;
    const wakeOnce = () => {
      if (woken) return;
      woken = true;
      clearTimeout(timer);
      this.wake();
    };
    const timer = setTimeout(wakeOnce, WAKE_AFTER_ANSWER_MAX_MS);
    timer.unref();
    response.once('finish', wakeOnce);
    response.once('close', wakeOnce);
  }

  private wake(): void {
    setImmediate(() => this.listeners.forEach((listener) => listener()));
  }
}
