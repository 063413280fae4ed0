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
}
