import { Inject, Injectable } from '@nestjs/common';
import type { Graph } from '@waybill/shared';
import { DataSource } from 'typeorm';
import { type AdminIdentity, publicAdmin } from '../auth/auth.service.js';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { DatabaseUnreachableError } from '../core/database/errors.js';
import { PagesService } from '../pages/pages.service.js';
import { ReviewsService } from '../reviews/reviews.service.js';
import { SettingsService } from '../settings/settings.service.js';

/** What both apps load at start, and the health check. */
@Injectable()
export class SiteService {
  constructor(
    private readonly settings: SettingsService,
    private readonly pages: PagesService,
    private readonly reviews: ReviewsService,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Pages, the signed-in admin (or false), reviews, settings and the site's display options. */
  async graph(admin: AdminIdentity | undefined): Promise<Graph> {
    return {
      pages: await this.pages.summaries(),
      admin: admin ? publicAdmin(admin) : false,
      reviews: await this.reviews.newest(),
      settings: [await this.settings.forEveryone()],
      site: {
        map_tile_url: this.config.mapTileUrl,
        map_tile_attribution: this.config.mapTileAttribution,
        time_zone: this.config.timeZone,
      },
    };
  }

  /** Answers when the database does; throws DatabaseUnreachableError otherwise. */
  async health(): Promise<{ status: 'ok'; database: 'ok' }> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new DatabaseUnreachableError();
    }
    return { status: 'ok', database: 'ok' };
  }
}
