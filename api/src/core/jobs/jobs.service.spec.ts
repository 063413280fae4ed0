import { jest } from '@jest/globals';
import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import { z } from 'zod';
import { withRequestContext } from '../http/request-context.js';
import type { JobRegistry } from './job-registry.js';
import type { JobsRepository } from './jobs.repository.js';
import { Jobs } from './jobs.service.js';

/** Jobs with a repository that stores nothing and a registry of any name. */
function jobsWithWakes() {
  const dataSource = { subscribers: [] } as unknown as DataSource;
  const repository = { insert: async () => undefined } as unknown as JobsRepository;
  const registry = {
    declaration: () => ({ payload: z.object({}) }),
    maxAttempts: () => 3,
  } as unknown as JobRegistry;
  const jobs = new Jobs(dataSource, repository, registry);
  let wakes = 0;
  jobs.onEnqueued(() => (wakes += 1));
  // Outside a transaction: the row is visible at once, so the worker may be woken.
  const manager = { queryRunner: undefined } as unknown as EntityManager;
  const enqueue = () => jobs.enqueueUnchecked(manager, 'test.job', {});
  return { enqueue, wakes: () => wakes };
}

/** A turn of the event loop after setImmediate's (the wake is sent in one). */
const nextTurn = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

/** A request under way: its answer not yet sent. */
function requestUnderWay() {
  const response = Object.assign(new EventEmitter(), {
    writableFinished: false,
    destroyed: false,
  });
  const request = { res: response, headers: {} } as unknown as Request;
  const within = (work: () => Promise<void>) =>
    new Promise<void>((resolve, reject) =>
      withRequestContext(request, response as unknown as Response, () => {
        work().then(resolve, reject);
      }),
    );
  return { response, within };
}

describe('waking the worker', () => {
  it('wakes it at once for a job enqueued outside a request', async () => {
    const { enqueue, wakes } = jobsWithWakes();
    await enqueue();
    await nextTurn();
    expect(wakes()).toBe(1);
  });

  it("wakes it once a request's answer is sent, not before, once for all its jobs", async () => {
    const { enqueue, wakes } = jobsWithWakes();
    const { response, within } = requestUnderWay();
    await within(async () => {
      await enqueue();
      await enqueue();
    });
    await nextTurn();
    expect(wakes()).toBe(0);
    response.writableFinished = true;
    response.emit('finish');
    await nextTurn();
    expect(wakes()).toBe(1);
  });

  it('wakes it when the client leaves before its answer', async () => {
    const { enqueue, wakes } = jobsWithWakes();
    const { response, within } = requestUnderWay();
    await within(enqueue);
    response.emit('close');
    await nextTurn();
    expect(wakes()).toBe(1);
  });

  it('wakes it after a second at most, for an answer that goes on (a stream)', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    try {
      const { enqueue, wakes } = jobsWithWakes();
      const { within } = requestUnderWay();
      await within(enqueue);
      jest.advanceTimersByTime(999);
      await nextTurn();
      expect(wakes()).toBe(0);
      jest.advanceTimersByTime(1);
      await nextTurn();
      expect(wakes()).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
