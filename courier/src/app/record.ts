import { enqueue } from '../queue/queue';
import type { NewAction, QueuedAction } from '../queue/types';
import { currentPosition } from './position';
import { sendNow } from './sync';

/**
 * Records what the courier did: the time now, the phone's position when allowed, into the queue
 * on the phone; then tries to send it. The screen goes on at once: nothing waits for the network.
 */
export async function record(action: NewAction): Promise<QueuedAction> {
  const at = new Date();
  const position = await currentPosition();
  const queued = await enqueue(action, { at, position });
  // Online, at once (a backoff from an earlier outage does not hold a new action back).
  sendNow(navigator.onLine);
  return queued;
}
