import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
// Audit trail.
import { AuditModule } from './audit/audit.module.js';
import { ApiKeysModule } from './api-keys/api-keys.module.js';
import { ActivitiesModule } from './activities/activities.module.js';
import { AuthModule } from './auth/auth.module.js';
// Backups of a running server on the embedded database.
import { BackupModule } from './backup/backup.module.js';
import type { AppConfig } from './core/config/config.js';
import { ConfigModule } from './core/config/config.module.js';
import { CoreModule } from './core/core.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { dataSourceOptions } from './core/database/data-source.js';
import { AdminGuard } from './core/http/admin.guard.js';
import { EnvelopeInterceptor } from './core/http/envelope.interceptor.js';
import { IdempotencyInterceptor } from './core/http/idempotency.interceptor.js';
import { EnvelopeExceptionFilter } from './core/http/exception.filter.js';
import { JobsModule } from './core/jobs/jobs.module.js';
import { loggerOptions } from './core/logging.js';
import { JOB_HANDLERS } from './job-handlers.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import { LabelsModule } from './labels/labels.module.js';
import { MailModule } from './mail/mail.module.js';
import { MessagesModule } from './messages/messages.module.js';
import { SetupModule } from './setup/setup.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { PagesModule } from './pages/pages.module.js';
// Places by name.
import { PlacesModule } from './places/places.module.js';
import { ParcelStoreModule } from './parcels/parcel-store.module.js';
import { ParcelsModule } from './parcels/parcels.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { SiteModule } from './site/site.module.js';
// Roles and staff accounts.
import { StaffModule } from './staff/staff.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
// Couriers on the road.
import { CouriersModule } from './couriers/couriers.module.js';
import { ImportsModule } from './imports/imports.module.js';
import { SavedViewsModule } from './saved-views/saved-views.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerOptions(config)),
        TypeOrmModule.forRoot(dataSourceOptions(config)),
        CoreModule,
        // The one durable job queue and every job's handler.
        JobsModule.forRoot(JOB_HANDLERS),
        // Audit trail.
        AuditModule,
        MailModule,
        AuthModule,
        SettingsModule,
        SiteModule,
        ParcelStoreModule,
        ParcelsModule,
        ActivitiesModule,
        NotificationsModule,
        PagesModule,
        ReviewsModule,
        MessagesModule,
        SetupModule,
        InvoicesModule,
        LabelsModule,
        DashboardModule,
        // Roles and staff accounts.
        StaffModule,
        WebhooksModule,
        SavedViewsModule,
        // Places by name.
        PlacesModule,
        // Backups.
        BackupModule,
        // Shops' API keys (docs/api.md).
        ApiKeysModule,
        // Couriers on the road: runs, the phone's sync, proofs of delivery.
        CouriersModule,
        // Parcels from and to spreadsheets.
        ImportsModule,
        // Personal data: data requests and the retention (Settings' personal_data_days).
        PrivacyModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AdminGuard },
        // First: a replayed answer is sent as it was, before the envelope wraps anything.
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_FILTER, useClass: EnvelopeExceptionFilter },
      ],
    };
  }
}
