import { Cron } from 'croner';

/** Checks a cron expression (five fields, UTC); throws with croner's sentence when it is wrong. */
export function parseSchedule(expression: string): Cron {
  return new Cron(expression, { timezone: 'UTC', paused: true });
}

/** The schedule's first run strictly after `after`. */
export function nextRunAfter(expression: string, after: Date): Date {
  const next = parseSchedule(expression).nextRun(after);
  if (!next) throw new Error(`The schedule "${expression}" never runs again`);
  return next;
}
