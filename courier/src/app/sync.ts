import { startScheduler, type Scheduler } from '../queue/scheduler';
import { server } from './api';

/** The page's sender of the queue, started once the courier is known. */
let scheduler: Scheduler | null = null;

export function startSync(): void {
  scheduler ??= startScheduler(server);
}

/** Sends what waits now (after an action, "Send now", a new sign-in). */
export function sendNow(force = true): void {
  if (scheduler) void scheduler.kick(force);
  else startSync();
}

export function stopSync(): void {
  scheduler?.stop();
  scheduler = null;
}
