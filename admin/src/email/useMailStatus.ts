import { getMailServer, getMailStatus } from '@waybill/shared';
import { useEndpointQuery } from '../app/queries';

/** How often the banner asks again: the outbox fills and empties while the panel is open. */
const STATUS_REFRESH_MS = 60_000;

/**
 * Whether mail goes out, and how many messages wait: for the banner, and for the screens that
 * queue mail, which say "saved" rather than "sent" while no mail server is set.
 */
export function useMailStatus() {
  return useEndpointQuery(getMailStatus, {}, { refetchInterval: STATUS_REFRESH_MS });
}

/** The queries to refresh once the mail server changes. */
export const MAIL_SERVER_QUERIES = [getMailStatus, getMailServer];
