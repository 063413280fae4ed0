import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type JobRetryPayload,
  type JobsQuery,
  getJobQueue,
  listJobs,
  retryJob,
} from '@waybill/shared';
import { reply } from '../http/api-error.js';
import { Route } from '../http/route.decorator.js';
import { JobList } from './job-list.service.js';

/** The owner's view of the job queue (docs/architecture.md §4.7). */
@ApiTags('jobs')
@Controller()
export class JobsController {
  constructor(private readonly jobs: JobList) {}

  @Route(listJobs)
  list(@Query() query: JobsQuery) {
    return this.jobs.list(query);
  }

  @Route(getJobQueue)
  queue() {
    return this.jobs.queue();
  }

  @Route(retryJob)
  async retry(@Body() payload: JobRetryPayload) {
    return reply(await this.jobs.retry(payload.id), 'Queued again');
  }
}
