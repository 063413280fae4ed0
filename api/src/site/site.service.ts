import { Inject, Injectable } from '@nestjs/common';
import type { Graph } from '@waybill/shared';
import { DataSource } from 'typeorm';
import { type AdminIdentity, publicAdmin } from '../auth/auth.service.js';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { DatabaseUnreachableError } from '../core/database/errors.js';
import { Readiness, notReady } from '../core/lifecycle/readiness.js';
import { PagesService } from '../pages/pages.service.js';
import { ReviewsService } from '../reviews/reviews.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { SiteRepository } from './site.repository.js';

/** What both apps load at start, and the health checks. */
@Injectable()
export class SiteService {
  constructor(
    private readonly settings: SettingsService,
    private readonly pages: PagesService,
    private readonly reviews: ReviewsService,
    private readonly dataSource: DataSource,
    private readonly rows: SiteRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly readiness: Readiness,
  ) {}

  /** Set once every migration this code knows is recorded as run: they are never undone. */
  private migrationsDone = false;

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
      await this.rows.ping();
    } catch {
      throw new DatabaseUnreachableError();
    }
    return { status: 'ok', database: 'ok' };
  }

  /**
   * Readiness: this instance is serving (not starting, not stopping), the database answers and
   * every migration this code knows has run. Otherwise the 503 envelope.
   */
  async ready(): Promise<{ status: 'ready'; database: 'ok'; migrations: 'done' }> {
    this.readiness.assertServing();
    try {
      await this.rows.ping();
      if (!this.migrationsDone) this.migrationsDone = await this.allMigrationsRun();
    } catch {
      throw new DatabaseUnreachableError();
    }
    // Another instance may still be migrating a shared database: not ready yet.
    if (!this.migrationsDone) throw notReady('starting');
    return { status: 'ready', database: 'ok', migrations: 'done' };
  }

  private async allMigrationsRun(): Promise<boolean> {
    const run = await this.rows.migrationsRun();
    return this.dataSource.migrations.every((migration) =>
      run.has(migration.name ?? migration.constructor.name),
    );
  }
}
