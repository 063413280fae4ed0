import { firstAdminSignupUrl } from './auth/first-admin.js';
import type { AppConfig } from './core/config/config.js';

/**
 * The line `npm start` prints once the server listens, the first a person sees at the default
 * log level: where Waybill is and, on a new install (no admin yet), the one-time link that
 * creates the first admin (`setupToken`, null once an admin exists).
 */
export function runningLine(
  listeningUrl: string,
  config: AppConfig,
  setupToken: string | null,
): string {
  const url = listeningUrl.replace('[::1]', 'localhost').replace('0.0.0.0', 'localhost');
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded in ${config.dataDir}`;
  const line = `Waybill is running at ${url} (API /api, docs /api/docs, admin /control; database: ${database})`;
  return setupToken === null
    ? line
    : `${line}. No admin yet: create the first one at ${firstAdminSignupUrl(url, setupToken)}`;
}
