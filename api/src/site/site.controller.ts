import { Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type Graph, getGraph, getHealth, getHealthLive, getHealthReady } from '@waybill/shared';
import type { Request } from 'express';
import type { AdminIdentity } from '../auth/auth.service.js';
import { Route } from '../core/http/route.decorator.js';
import { SiteService } from './site.service.js';

@ApiTags('site')
@Controller()
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @Route(getGraph)
  graph(@Req() request: Request): Promise<Graph> {
    return this.site.graph(request.user as AdminIdentity | undefined);
  }

  @Route(getHealth)
  health() {
    return this.site.health();
  }

  /** For a container's or a supervisor's liveness probe; never asks the database. */
  @Route(getHealthLive)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** For load balancers; 503 while starting, during an outage and while stopping. */
  @Route(getHealthReady)
  ready() {
    return this.site.ready();
  }
}
