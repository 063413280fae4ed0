/**
 * How many times each rate rule refused a request since the process started, for /metrics.
 * Process-wide on purpose: a count of what happened, never used to decide anything. Rule names are
 * fixed in the code (rate-rules.ts, tracking-limits.ts), so the labels are few.
 */
class RateRefusals {
  private readonly counts = new Map<string, number>();

  count(rule: string): void {
    this.counts.set(rule, (this.counts.get(rule) ?? 0) + 1);
  }

  entries(): Array<[string, number]> {
    return [...this.counts];
  }
}

export const rateRefusals = new RateRefusals();
