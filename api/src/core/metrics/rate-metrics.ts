import { Counter, type Registry } from 'prom-client';
import { rateRefusals } from '../security/rate-refusals.js';

/** Requests refused by a rate rule (a 429), by rule name, since the process started. */
export function registerRateMetrics(registry: Registry): void {
  new Counter({
    name: 'waybill_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by rule',
    labelNames: ['rule'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [rule, count] of rateRefusals.entries()) this.inc({ rule }, count);
    },
  });
}
