import { isIPv6 } from 'node:net';
import type { Request } from 'express';

/**
 * Who a request is counted against in rate limits: an IPv4 address, or the /64 network of an
 * IPv6 address (one household or server gets a whole /64, so counting single IPv6 addresses
 * would let one client rotate through 2^64 of them). With TRUST_PROXY the address is the one
 * the proxy reports (Express's request.ip).
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The client key of a request (see clientKey). */
export const clientOf = (request: Pick<Request, 'ip'>): string => clientKey(request.ip);

/** The eight 16-bit groups of an IPv6 address, written in full lower-case hex. */
function expandIPv6(address: string): string[] {
  const withoutZone = address.split('%')[0].toLowerCase();
  const [head, tail = ''] = withoutZone.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = withoutZone.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return groups.map((group) => group.padStart(4, '0'));
}
