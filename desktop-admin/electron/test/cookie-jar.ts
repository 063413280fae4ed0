import type { ForwardFetch, ForwardInit } from '../forwarding.js';

/**
 * A small cookie jar for tests, standing in for Chromium's (the window session's): cookies are
 * kept per origin, sent with requests made with `credentials: 'include'`, and stored from their
 * answers. Path and domain are not modelled; Max-Age=0 or a past Expires deletes.
 */
export class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, string>>();

  header(url: string): string | null {
    const cookies = this.byOrigin.get(new URL(url).origin);
    if (!cookies || cookies.size === 0) return null;
    return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(url: string, setCookies: readonly string[]): void {
    const origin = new URL(url).origin;
    const cookies = this.byOrigin.get(origin) ?? new Map<string, string>();
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals).trim();
      const expired = attributes.some(isExpiry);
      if (expired) cookies.delete(name);
      else cookies.set(name, pair.slice(equals + 1).trim());
    }
    this.byOrigin.set(origin, cookies);
  }

  get(origin: string, name: string): string | undefined {
    return this.byOrigin.get(origin)?.get(name);
  }

  clear(): void {
    this.byOrigin.clear();
  }
}

/** `fetch` with the jar: what `session.fetch` does with the session's cookies. */
export function cookieJarFetch(jar: CookieJar, base: typeof fetch = fetch): ForwardFetch {
  return async (url: string, init: ForwardInit) => {
    const include = init.credentials === 'include';
    const headers = new Headers(init.headers);
    const cookie = include ? jar.header(url) : null;
    if (cookie !== null) headers.set('Cookie', cookie);
    const response = await base(url, { ...init, headers });
    if (include) jar.store(url, response.headers.getSetCookie());
    return response;
  };
}

function isExpiry(attribute: string): boolean {
  const [name = '', value = ''] = attribute.split('=').map((part) => part.trim());
  if (/^max-age$/i.test(name)) return Number(value) <= 0;
  if (/^expires$/i.test(name)) return Date.parse(value) <= Date.now();
  return false;
}
