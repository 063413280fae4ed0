import { countInbox } from '@waybill/shared';
import { useEndpointQuery } from '../app/queries';
import { useCan } from '../staff/access';

/** How often the side menu asks again: visitors write while the panel is open. */
const COUNT_REFRESH_MS = 60_000;

/** How many contact messages are new, for the side menu (0 for a member who may not read them). */
export function useInboxCount(): number {
  const mayRead = useCan(countInbox.access);
  const count = useEndpointQuery(
    countInbox,
    {},
    { enabled: mayRead, refetchInterval: COUNT_REFRESH_MS },
  );
  return mayRead ? (count.data?.new ?? 0) : 0;
}
