import { Controller, Get, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Graph } from '@waybill/shared';
import type { Request } from 'express';
import type { AdminIdentity } from '../auth/auth.service.js';
import { Public } from '../core/http/public.decorator.js';
import { SiteService } from './site.service.js';

@ApiTags('site')
@Controller()
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @Public()
  @Get('graph')
  @ApiOperation({ summary: 'What every screen needs at start: pages, admin, reviews, settings.' })
  graph(@Req() request: Request): Promise<Graph> {
    return this.site.graph(request.user as AdminIdentity | undefined);
  }

  @Public()
  @Get('health')
  @ApiOperation({ summary: 'Liveness with a database check.' })
  health() {
    return this.site.health();
  }

  /** Issue 15: for a container's or a supervisor's liveness probe; never asks the database. */
  @Public()
  @Get('health/live')
  @ApiOperation({ summary: 'Liveness: the process answers (no database check).' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Issue 15: for load balancers; 503 while starting, during an outage and while stopping. */
  @Public()
  @Get('health/ready')
  @ApiOperation({
    summary:
      'Readiness: the database answers and migrations are done; 503 while starting, during a database outage and while shutting down.',
  })
  ready() {
    return this.site.ready();
  }
}
