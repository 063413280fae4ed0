/** When a failed try is tried again: 15 s, 30 s, 1 min … doubling, capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 15 * 2 ** Math.max(0, attempts - 1));
}

/** How many tries a job gets unless its class says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 8;

/** After a failed try: when the next is due, or null when that was the last one. */
export function nextTry(
  attempts: number,
  maxAttempts: number,
  now = new Date(),
  delaySeconds: (attempts: number) => number = retryDelaySeconds,
): Date | null {
  if (attempts >= maxAttempts) return null;
  return new Date(now.getTime() + delaySeconds(attempts) * 1000);
}
