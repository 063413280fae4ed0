import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from './config/config.js';
import { Housekeeping } from './housekeeping.service.js';
import { IdempotencyRepository } from './http/idempotency.repository.js';
import { LinkBase } from './http/link-base.js';
import { Readiness } from './lifecycle/readiness.js';
import { Metrics } from './metrics/metrics.js';
import { RateLimiter } from './security/rate-limiter.service.js';
import { RateLimitsRepository } from './security/rate-limits.repository.js';
import { SESSION_STORE } from './session/session.constants.js';
import { SessionDirectory } from './session/session-directory.js';
import { TypeormSessionStore } from './session/typeorm-session.store.js';

/** Cross-cutting services every domain may inject. */
@Global()
@Module({
  providers: [
    // Answers kept for an Idempotency-Key (http/idempotency.interceptor.ts).
    IdempotencyRepository,
    RateLimiter,
    RateLimitsRepository,
    Housekeeping,
    // Whether this instance may take traffic (GET /api/health/ready).
    Readiness,
    // The Prometheus registry behind GET /metrics.
    Metrics,
    // Staff sessions: what the sessions screens list and end.
    SessionDirectory,
    // The public base URL of links in e-mail.
    LinkBase,
    {
      provide: SESSION_STORE,
      inject: [DataSource, APP_CONFIG],
      useFactory: (dataSource: DataSource, config: AppConfig) =>
        new TypeormSessionStore(dataSource, {
          idleMs: config.sessionIdleMs,
          maxMs: config.sessionMaxMs,
        }),
    },
  ],
  exports: [
    IdempotencyRepository,
    RateLimiter,
    SESSION_STORE,
    Housekeeping,
    SessionDirectory,
    Readiness,
    Metrics,
    LinkBase,
  ],
})
export class CoreModule {}
