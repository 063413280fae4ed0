import { type DynamicModule, Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Housekeeping } from '../housekeeping.service.js';
import type { JobClass } from './job-handler.js';
import { JOB_CLASSES, JobRegistry } from './job-registry.js';
import { JobList } from './job-list.service.js';
import { JobWorker } from './job-worker.js';
import { JobsController } from './jobs.controller.js';
import { Jobs } from './jobs.service.js';
import { JobsRepository } from './jobs.repository.js';

/**
 * The one durable job queue, for every module (docs/architecture.md §4.7). `forRoot` takes the
 * application's list of handler classes (api/src/job-handlers.ts); each handler stays a provider
 * of its own module.
 */
@Global()
@Module({})
export class JobsModule implements OnModuleInit {
  static forRoot(classes: readonly JobClass[]): DynamicModule {
    return {
      module: JobsModule,
      controllers: [JobsController],
      providers: [
        { provide: JOB_CLASSES, useValue: classes },
        {
          provide: JobRegistry,
          inject: [JOB_CLASSES, ModuleRef],
          useFactory: (list: readonly JobClass[], moduleRef: ModuleRef) =>
            new JobRegistry(list, moduleRef),
        },
        JobsRepository,
        Jobs,
        JobWorker,
        JobList,
      ],
      exports: [Jobs, JobWorker, JobRegistry, JobsRepository],
    };
  }

  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly repository: JobsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Finished jobs go with the rest of what has expired. */
  onModuleInit(): void {
    this.housekeeping.register(async () => {
      await this.repository.purgeFinished(this.config.retentionDays);
    });
  }
}
