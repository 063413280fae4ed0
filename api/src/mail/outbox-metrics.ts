import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { Metrics } from '../core/metrics/metrics.js';
import { OutboxService } from './outbox.service.js';

/**
 * The outbox's figures on /metrics, read from OutboxService, the table's owner, at each scrape:
 * messages by status and the age of the oldest queued one. During a database outage a scrape still
 * answers, without these figures (and the pool's show why).
 */
@Injectable()
export class OutboxMetrics implements OnModuleInit {
  private readonly logger = new Logger('OutboxMetrics');

  constructor(
    private readonly metrics: Metrics,
    private readonly outbox: OutboxService,
  ) {}

  onModuleInit(): void {
    if (!this.metrics.enabled) return;
    const registers = [this.metrics.registry];
    // One read serves both gauges of a scrape.
    let reading: ReturnType<OutboxService['depth']> | undefined;
    const read = () => {
      reading ??= this.outbox.depth().finally(() => setImmediate(() => (reading = undefined)));
      return reading.catch((error: unknown) => {
        this.logger.warn({ err: error }, 'Could not read the outbox for /metrics');
        return undefined;
      });
    };
    new Gauge({
      name: 'waybill_outbox_messages',
      help: 'Outbox messages not yet sent, by status (queued, sending, failed)',
      labelNames: ['status'],
      registers,
      async collect() {
        this.reset();
        const depth = await read();
        if (!depth) return;
        for (const [status, count] of Object.entries(depth.byStatus)) this.set({ status }, count);
      },
    });
    new Gauge({
      name: 'waybill_outbox_oldest_queued_seconds',
      help: 'Age of the oldest queued outbox message in seconds (0 when none waits)',
      registers,
      async collect() {
        this.reset();
        const depth = await read();
        if (depth) this.set(depth.oldestQueuedSeconds);
      },
    });
  }
}
