import type { ForwardFetch, ForwardInit } from '../main/forwarding.js';

/**
 * A small cookie jar for tests, standing in for Chromium's (the window session's): cookies are
 * kept per host (as browsers do: not per port or scheme, so 127.0.0.1:A's cookie also goes to
 * 127.0.0.1:B), sent with requests made with `credentials: 'include'`, and stored from their
 * answers. Path and domain are not modelled; Max-Age=0 or a past Expires deletes.
 */
export class CookieJar {
  private readonly byHost = new Map<string, Map<string, string>>();

  header(url: string): string | null {
    const cookies = this.byHost.get(new URL(url).hostname);
    if (!cookies || cookies.size === 0) return null;
    return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(url: string, setCookies: readonly string[]): void {
    const host = new URL(url).hostname;
    const cookies = this.byHost.get(host) ?? new Map<string, string>();
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals).trim();
      const expired = attributes.some(isExpiry);
      if (expired) cookies.delete(name);
      else cookies.set(name, pair.slice(equals + 1).trim());
    }
    this.byHost.set(host, cookies);
  }

  get(origin: string, name: string): string | undefined {
    return this.byHost.get(new URL(origin).hostname)?.get(name);
  }

  clear(): void {
    this.byHost.clear();
  }
}

const MAX_REDIRECTS = 20;

/**
 * `fetch` with the jar: what `session.fetch` does with the session's cookies. Redirects go as
 * in Electron's net.fetch: 'follow' (the default) follows them as Chromium does, with the jar's
 * cookies for each new address, the request's own headers, and on 307 and 308 the same body
 * (net.fetch reads the whole body before sending it, so it can send it again); 'manual' and
 * 'error' reject: Electron's net.fetch never hands a redirect back to the caller.
 */
export function cookieJarFetch(jar: CookieJar, base: typeof fetch = fetch): ForwardFetch {
  return async (url: string, init: ForwardInit) => {
    const include = init.credentials === 'include';
    const mode = init.redirect ?? 'follow';
    let hop = { url, init };
    for (let redirects = 0; ; redirects++) {
      const [body, spare] = copies(hop.init.body);
      const headers = new Headers(hop.init.headers);
      const cookie = include ? jar.header(hop.url) : null;
      if (cookie !== null) headers.set('Cookie', cookie);
      const response = await base(hop.url, { ...hop.init, body, headers, redirect: 'manual' });
      if (include) jar.store(hop.url, response.headers.getSetCookie());
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || location === null) {
        await spare?.cancel();
        return response;
      }
      await response.body?.cancel();
      if (mode === 'manual') throw new Error('Redirect was cancelled');
      if (mode === 'error') {
        throw new Error("Attempted to redirect, but redirect policy was 'error'");
      }
      if (redirects === MAX_REDIRECTS) throw new TypeError('net::ERR_TOO_MANY_REDIRECTS');
      const next = new URL(location, hop.url).href;
      const again = { ...hop.init, body: spare ?? hop.init.body };
      hop = { url: next, init: redirected(again, response.status) };
    }
  };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A streamed body twice (one to send, one kept for a 307 or 308); other bodies can be reused. */
function copies(
  body: ForwardInit['body'],
): [ForwardInit['body'], ReadableStream<Uint8Array> | undefined] {
  if (!(body instanceof ReadableStream)) return [body, undefined];
  const [send, spare] = (body as ReadableStream<Uint8Array>).tee();
  return [send, spare];
}

/** The next request of a redirect: 307 and 308 repeat method and body, the others turn to GET. */
function redirected(init: ForwardInit, status: number): ForwardInit {
  const method = (init.method ?? 'GET').toUpperCase();
  const toGet = status === 303 ? method !== 'HEAD' : status <= 302 && method === 'POST';
  if (!toGet) return init;
  const headers = new Headers(init.headers);
  headers.delete('content-type');
  return { ...init, method: 'GET', headers, body: null, duplex: undefined };
}

function isExpiry(attribute: string): boolean {
  const [name = '', value = ''] = attribute.split('=').map((part) => part.trim());
  if (/^max-age$/i.test(name)) return Number(value) <= 0;
  if (/^expires$/i.test(name)) return Date.parse(value) <= Date.now();
  return false;
}
