import type { Request } from 'express';

/**
 * Who passkeys are made for (WebAuthn's relying party) and which pages may use them. Same trust
 * as the rest of the app (request-guards.middleware.ts, documents/tracking-url.ts): PUBLIC_URL
 * when it is set, else the address the request was sent to (its Host, and with TRUST_PROXY the
 * protocol the proxy reports). The browser signs the page's origin and the RP ID's hash, so an
 * answer made for another site, or on another site, never passes. docs/product.md §4.2.
 */
export interface RelyingParty {
  /** The RP ID: a host name, which the page's host must be or end with. */
  id: string;
  /** The origins whose pages may run the ceremonies. */
  origins: string[];
}

export function relyingPartyOf(publicUrl: string | undefined, request: Request): RelyingParty {
  const origin = publicUrl
    ? new URL(publicUrl).origin
    : `${request.protocol}://${request.get('host') ?? 'localhost'}`;
  let hostname: string;
  try {
    hostname = new URL(origin).hostname;
  } catch {
    // A Host header that makes no address: nothing will match it.
    return { id: 'invalid.invalid', origins: [] };
  }
  return { id: hostname.replace(/^\[|\]$/g, ''), origins: [origin] };
}
