/**
 * The typed test client (api-client.ts) over Node's fetch, for tests that talk to real server
 * processes (several instances, a proxy in front): the session cookie lives in a `CookieJar` the
 * test may share between origins, as one browser would behind one address.
 */
import { testApi, type TestApi, type Transport } from './api-client.js';

/** The session cookie one client holds ("name=value"), empty when signed out. */
export class CookieJar {
  cookie = '';

  /** Keeps the session cookie an answer sets (an expired one clears it). */
  take(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';')[0];
      if (!pair.startsWith('waybill.sid=')) continue;
      this.cookie = /expires=Thu, 01 Jan 1970/i.test(header) ? '' : pair;
    }
  }
}

export function fetchTransport(origin: string, jar: CookieJar = new CookieJar()): Transport {
  return {
    request: async ({ method, path, json, form }) => {
      const headers: Record<string, string> = {};
      if (jar.cookie) headers.Cookie = jar.cookie;
      let body: string | FormData | undefined;
      if (form) {
        const data = new FormData();
        for (const [name, value] of Object.entries(form)) {
          if (typeof value === 'object')
            data.append(
              name,
              new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }),
              value.name,
            );
          else data.append(name, String(value));
        }
        body = data;
      } else if (json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(json);
      }
      const response = await fetch(`${origin}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(30_000),
      });
      jar.take(response);
      const text = await response.text();
      const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
      return {
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: isJson ? (JSON.parse(text) as unknown) : text,
      };
    },
  };
}

/** A typed client of the server at `origin`, holding its session in `jar`. */
export function fetchClient(origin: string, jar?: CookieJar): TestApi {
  return testApi(fetchTransport(origin, jar));
}
