import { Controller, Get, Inject, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Graph } from '@waybill/shared';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import type { AdminIdentity } from '../auth/auth.service.js';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { DatabaseUnreachableError } from '../core/database/errors.js';
import { Public } from '../core/http/public.decorator.js';
import { PagesService } from '../pages/pages.service.js';
import { ReviewsService } from '../reviews/reviews.service.js';
import { SettingsService } from '../settings/settings.service.js';

@ApiTags('site')
@Controller()
export class SiteController {
  constructor(
    private readonly settings: SettingsService,
    private readonly pages: PagesService,
    private readonly reviews: ReviewsService,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('graph')
  @ApiOperation({ summary: 'What every screen needs at start: pages, admin, reviews, settings.' })
  async graph(@Req() request: Request): Promise<Graph> {
    const admin = request.user as AdminIdentity | undefined;
    return {
      pages: await this.pages.summaries(),
      admin: admin ? { email: admin.email } : false,
      reviews: await this.reviews.newest(),
      settings: [await this.settings.current()],
      site: {
        map_tile_url: this.config.mapTileUrl,
        map_tile_attribution: this.config.mapTileAttribution,
        time_zone: this.config.timeZone,
      },
    };
  }

  @Public()
  @Get('health')
  @ApiOperation({ summary: 'Liveness with a database check.' })
  async health() {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new DatabaseUnreachableError();
    }
    return { status: 'ok', database: 'ok' };
  }
}
