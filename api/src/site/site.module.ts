import { Module } from '@nestjs/common';
import { ParcelsModule } from '../parcels/parcels.module.js';
import { PagesModule } from '../pages/pages.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { SiteContentVersion } from './site-content-version.js';
import { SitePages } from './site-pages.js';
import { SiteController } from './site.controller.js';
import { SiteService } from './site.service.js';
import { SiteRepository } from './site.repository.js';

@Module({
  imports: [SettingsModule, PagesModule, ReviewsModule, ParcelsModule],
  controllers: [SiteController],
  providers: [SiteService, SiteRepository, SiteContentVersion, SitePages],
})
export class SiteModule {}
