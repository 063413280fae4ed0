import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DEFAULT_MAX_ATTEMPTS } from './backoff.js';
import type { JobClass, JobHandler } from './job-handler.js';
import { parseSchedule } from './schedule.js';

export const JOB_CLASSES = Symbol('JOB_CLASSES');

/** A registered job: its declaration and this instance's handler. */
export interface RegisteredJob {
  name: string;
  declaration: JobClass;
  handler: JobHandler<unknown>;
  maxAttempts: number;
}

/**
 * The job names and their handlers, from the application's list (api/src/job-handlers.ts).
 * Handlers are providers of their own modules, found once the application is built.
 */
@Injectable()
export class JobRegistry {
  private readonly byName = new Map<string, JobClass>();
  private readonly handlers = new Map<string, JobHandler<unknown>>();

  constructor(
    classes: readonly JobClass[],
    private readonly moduleRef?: ModuleRef,
  ) {
    for (const declaration of classes) {
      if (this.byName.has(declaration.jobName)) {
        throw new Error(`Two handlers for the job "${declaration.jobName}"`);
      }
      // A wrong expression stops the start, not the first run an hour later.
      if (declaration.schedule) parseSchedule(declaration.schedule);
      this.byName.set(declaration.jobName, declaration);
    }
  }

  declaration(name: string): JobClass {
    const declaration = this.byName.get(name);
    if (!declaration) throw new Error(`No handler is registered for the job "${name}"`);
    return declaration;
  }

  maxAttempts(name: string): number {
    return this.declaration(name).maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  }

  get(name: string): RegisteredJob {
    const declaration = this.declaration(name);
    let handler = this.handlers.get(name);
    if (!handler) {
      if (!this.moduleRef) throw new Error(`No handler instance for the job "${name}"`);
      handler = this.moduleRef.get<JobHandler<unknown>>(declaration, { strict: false });
      this.handlers.set(name, handler);
    }
    return { name, declaration, handler, maxAttempts: this.maxAttempts(name) };
  }

  /** Uses this instance as the job's handler (tests, and handlers made outside Nest). */
  provide(name: string, handler: JobHandler<unknown>): void {
    this.declaration(name);
    this.handlers.set(name, handler);
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  /** The jobs this instance can run now (a handler's `ready()`, e.g. mail only with MAIL_URL). */
  readyNames(): string[] {
    return this.names().filter((name) => this.get(name).handler.ready?.() ?? true);
  }

  schedules(): Array<{ name: string; cron: string }> {
    return [...this.byName.values()].flatMap((declaration) =>
      declaration.schedule ? [{ name: declaration.jobName, cron: declaration.schedule }] : [],
    );
  }
}
