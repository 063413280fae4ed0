import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { JobHandler } from './job-handler.js';
import { JobRegistry } from './job-registry.js';
import type { Jobs } from './jobs.service.js';

class Greeting implements JobHandler<{ to: string }> {
  static readonly jobName = 'test.greet';
  static readonly payload = z.object({ to: z.string() });
  constructor(private readonly up = true) {}
  ready() {
    return this.up;
  }
  async run() {}
}

class Sweep implements JobHandler<Record<string, never>> {
  static readonly jobName = 'test.sweep';
  static readonly payload = z.object({});
  static readonly schedule = '*/5 * * * *';
  static readonly maxAttempts = 1;
  async run() {}
}

describe('JobRegistry', () => {
  it('knows each job by name, with its tries and schedule', () => {
    const registry = new JobRegistry([Greeting, Sweep]);
    expect(registry.names()).toEqual(['test.greet', 'test.sweep']);
    expect(registry.maxAttempts('test.greet')).toBe(8);
    expect(registry.maxAttempts('test.sweep')).toBe(1);
    expect(registry.schedules()).toEqual([{ name: 'test.sweep', cron: '*/5 * * * *' }]);
  });

  it('refuses two handlers for one name', () => {
    expect(() => new JobRegistry([Greeting, Greeting])).toThrow(/Two handlers for the job/);
  });

  it('refuses a schedule that is not cron when the application starts', () => {
    class Broken implements JobHandler<Record<string, never>> {
      static readonly jobName = 'test.broken';
      static readonly payload = z.object({});
      static readonly schedule = 'hourly';
      async run() {}
    }
    expect(() => new JobRegistry([Broken])).toThrow();
  });

  it('refuses a name nobody handles', () => {
    expect(() => new JobRegistry([Greeting]).declaration('test.nobody')).toThrow(
      /No handler is registered for the job "test.nobody"/,
    );
  });

  it('claims only the jobs this instance can run now', () => {
    const registry = new JobRegistry([Greeting, Sweep]);
    registry.provide('test.greet', new Greeting(false));
    registry.provide('test.sweep', new Sweep());
    expect(registry.readyNames()).toEqual(['test.sweep']);
  });
});

describe('Jobs.enqueue types', () => {
  // Checked by tsc (npm run typecheck): each @ts-expect-error fails the check if the error goes.
  const enqueue: Jobs['enqueue'] = async () => undefined;
  const manager = {} as EntityManager;

  it('takes a registered job with its payload, and nothing else', async () => {
    await enqueue(manager, 'mail.deliver', { outboxId: 1 });
    await enqueue(manager, 'housekeeping.sweep', {});
    // @ts-expect-error: no handler is registered under this name (api/src/job-handlers.ts)
    await enqueue(manager, 'mail.send', { outboxId: 1 });
    // @ts-expect-error: the payload is not the job's schema
    await enqueue(manager, 'mail.deliver', { id: 1 });
    expect(true).toBe(true);
  });
});
