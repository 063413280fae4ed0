/**
 * When a failed webhook delivery is tried again (docs/webhooks.md, "Retries"): ten tries over
 * about three days and three hours, each wait lengthened by up to a fifth at random (jitter), so
 * the tries of many deliveries that failed together do not all come back at once.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [
  5,
  5 * 60,
  30 * 60,
  2 * 3600,
  5 * 3600,
  10 * 3600,
  14 * 3600,
  20 * 3600,
  24 * 3600,
] as const;

/** The first try and one after each wait. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;

/** Seconds before the try after `attempts` failed ones (1 for the first). */
export function webhookRetryDelaySeconds(attempts: number, random = Math.random): number {
  const index = Math.min(Math.max(attempts, 1), WEBHOOK_RETRY_DELAYS_SECONDS.length) - 1;
  return Math.round(WEBHOOK_RETRY_DELAYS_SECONDS[index] * (1 + 0.2 * random()));
}
