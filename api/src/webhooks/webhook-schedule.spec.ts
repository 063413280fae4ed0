import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  webhookRetryDelaySeconds,
} from './webhook-schedule.js';

describe('the webhook retry schedule', () => {
  it('spreads ten tries over more than three days, even with no jitter', () => {
    const total = WEBHOOK_RETRY_DELAYS_SECONDS.reduce((sum, each) => sum + each, 0);
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(10);
    expect(total).toBeGreaterThan(3 * 24 * 3600);
    expect(total).toBeLessThan(4 * 24 * 3600);
  });

  it('waits longer after each failure, lengthened by up to a fifth at random', () => {
    expect(webhookRetryDelaySeconds(1, () => 0)).toBe(5);
    expect(webhookRetryDelaySeconds(2, () => 0)).toBe(300);
    expect(webhookRetryDelaySeconds(2, () => 0.999)).toBe(360);
    expect(webhookRetryDelaySeconds(9, () => 0)).toBe(24 * 3600);
    expect(webhookRetryDelaySeconds(50, () => 0)).toBe(24 * 3600);
  });
});
