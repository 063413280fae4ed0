import { BlockList, isIP } from 'node:net';

/**
 * Which addresses an outgoing call (a webhook) may connect to (docs/webhooks.md, "Safe outgoing
 * calls"). Checked on the address actually connected to, after DNS, so a name that resolves to
 * an inside address is refused like the address itself.
 */
export interface OutgoingPolicy {
  /** WEBHOOK_ALLOW_PRIVATE: the private networks (10/8, 172.16/12, 192.168/16, fc00::/7, 100.64/10). */
  allowPrivate: boolean;
  /** WEBHOOK_DEV_MODE: this machine's loopback addresses (and http:// to them). */
  devMode: boolean;
}

/** Why an address is refused; `private` and `loopback` may be opened, the others never. */
export type AddressClass = 'loopback' | 'private' | 'link_local' | 'reserved';

type Range = [address: string, prefix: number];

const RANGES: Record<AddressClass, { v4: Range[]; v6: Range[] }> = {
  loopback: { v4: [['127.0.0.0', 8]], v6: [['::1', 128]] },
  private: {
    v4: [
      ['10.0.0.0', 8],
      ['172.16.0.0', 12],
      ['192.168.0.0', 16],
      // Carrier-grade NAT, also where some clouds put their metadata (100.100.100.200).
      ['100.64.0.0', 10],
    ],
    v6: [['fc00::', 7]],
  },
  // 169.254.169.254 (the cloud metadata service) is here: never opened.
  link_local: { v4: [['169.254.0.0', 16]], v6: [['fe80::', 10]] },
  reserved: {
    v4: [
      ['0.0.0.0', 8],
      ['192.0.0.0', 24],
      ['192.0.2.0', 24],
      ['198.18.0.0', 15],
      ['198.51.100.0', 24],
      ['203.0.113.0', 24],
      ['224.0.0.0', 4],
      ['240.0.0.0', 4],
    ],
    v6: [
      ['::', 128],
      ['2001:db8::', 32],
      ['fec0::', 10],
      ['ff00::', 8],
      // Deprecated 6to4 relays and Teredo can tunnel to anything: refused.
      ['2002::', 16],
      ['2001::', 32],
    ],
  },
};

const LISTS = Object.fromEntries(
  Object.entries(RANGES).map(([name, { v4, v6 }]) => {
    const list = new BlockList();
    for (const [address, prefix] of v4) list.addSubnet(address, prefix, 'ipv4');
    for (const [address, prefix] of v6) list.addSubnet(address, prefix, 'ipv6');
    return [name, list];
  }),
) as Record<AddressClass, BlockList>;

/** The class of an inside address, or null for a public one (or not an IP at all). */
export function addressClass(ip: string): AddressClass | null {
  const address = ip.replace(/^\[|\]$/g, '').toLowerCase();
  const family = isIP(address);
  if (family === 0) return null;
  // IPv4 written inside IPv6 (::ffff:10.0.0.1, NAT64 64:ff9b::a00:1) is checked as that IPv4.
  const embedded = family === 6 ? embeddedIPv4(address) : null;
  if (embedded) return addressClass(embedded);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const name of Object.keys(LISTS) as AddressClass[]) {
    if (LISTS[name].check(address, type)) return name;
  }
  return null;
}

/** Whether the policy refuses a connection to `ip`: the class refused, or null when allowed. */
export function refusedClass(ip: string, policy: OutgoingPolicy): AddressClass | null {
  const found = addressClass(ip);
  if (found === 'private' && policy.allowPrivate) return null;
  if (found === 'loopback' && policy.devMode) return null;
  return found;
}

function embeddedIPv4(address: string): string | null {
  const mapped = /^(?:::ffff:|64:ff9b::)(?:0:)?([0-9.]+|[0-9a-f]{1,4}:[0-9a-f]{1,4})$/.exec(
    address,
  );
  if (!mapped) return null;
  const tail = mapped[1];
  if (tail.includes('.')) return tail;
  const [high, low] = tail.split(':').map((part) => parseInt(part, 16));
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}
