import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { ActivitiesController } from './activities.controller.js';
import { ActivitiesService } from './activities.service.js';
import { ActivityClock } from './activity-view.js';

@Module({
  imports: [NotificationsModule],
  controllers: [ActivitiesController],
  providers: [
    ActivitiesService,
    {
      provide: ActivityClock,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new ActivityClock(config.timeZone),
    },
  ],
  exports: [ActivitiesService],
})
export class ActivitiesModule {}
