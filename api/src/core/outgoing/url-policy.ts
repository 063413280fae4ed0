import { isIP } from 'node:net';
import { isLoopbackHost } from '../security/loopback.js';
import { refusedClass, type AddressClass, type OutgoingPolicy } from './address-policy.js';

/** Why a webhook address is refused (each a coded error of shared/src/errors.ts). */
export type UrlProblem =
  | { code: 'webhook.url_invalid' }
  | { code: 'webhook.url_https' }
  | { code: 'webhook.url_credentials' }
  | { code: 'webhook.url_address'; kind: AddressClass };

/**
 * Checks a webhook's address as written (when saved, and again before each call): an absolute
 * https:// URL without a user name or password; http:// only to this machine in WEBHOOK_DEV_MODE;
 * an IP literal must be one the policy allows. Names are checked after DNS, when connecting
 * (safe-post.ts), and by `resolvedProblem` when saved.
 */
export function urlProblem(text: string, policy: OutgoingPolicy): UrlProblem | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { code: 'webhook.url_invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { code: 'webhook.url_invalid' };
  if (!url.hostname) return { code: 'webhook.url_invalid' };
  if (url.username || url.password) return { code: 'webhook.url_credentials' };
  if (url.protocol === 'http:' && !(policy.devMode && isLoopbackHost(url.hostname))) {
    return { code: 'webhook.url_https' };
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    const kind = refusedClass(host, policy);
    if (kind) return { code: 'webhook.url_address', kind };
  } else if (isLoopbackHost(host) && !policy.devMode) {
    // localhost is loopback by definition (RFC 6761), whatever a resolver says.
    return { code: 'webhook.url_address', kind: 'loopback' };
  }
  return null;
}
