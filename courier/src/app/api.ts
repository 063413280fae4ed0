import { createClient } from '@waybill/shared';
import { courierServer } from '../queue/server';

/** The app's one client and the queue's server over it. */
export const api = createClient();
export const server = courierServer(api);

/** The phone's own date (YYYY-MM-DD): a run is the courier's day where they are. */
export function today(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
