import { Inject, Injectable } from '@nestjs/common';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { registerPoolMetrics } from './pool-metrics.js';
import { registerRateMetrics } from './rate-metrics.js';

/**
 * The app's Prometheus registry, served by GET /metrics (metrics.route.ts). One per app, not
 * prom-client's global one, so tests that start several apps in one process each count their own.
 * Modules add their own figures to `registry` (metric constructors' `registers`), read when
 * scraped. Nothing is collected unless METRICS_TOKEN is set.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly enabled: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig, dataSource: DataSource) {
    this.enabled = config.metricsToken !== undefined;
    if (!this.enabled) return;
    collectDefaultMetrics({ register: this.registry });
    registerPoolMetrics(this.registry, dataSource);
    registerRateMetrics(this.registry);
  }
}
