import type { ForwardFetch } from './forwarding.js';
import { NO_REDIRECTS, isCancelledRedirect, isRedirect, redirectTarget } from './redirects.js';

export type ServerCheck = { ok: true } | { ok: false; reachable: boolean; error: string };

/** How long the first-run and offline screens wait for an answer before saying so. */
export const CHECK_TIMEOUT_MS = 15_000;

/**
 * Asks the server GET /api/health, the API's liveness check: the answer must be the API's
 * envelope with `data.status` "ok", so an address of some other web site is caught at first run.
 */
export async function checkServer(
  serverOrigin: string,
  fetchImpl: ForwardFetch,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<ServerCheck> {
  let response: Response;
  try {
    response = await fetchImpl(`${serverOrigin}/api/health`, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      redirect: NO_REDIRECTS,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (isCancelledRedirect(error)) return redirected(serverOrigin, null);
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return {
      ok: false,
      reachable: false,
      error: timedOut
        ? `${serverOrigin} did not answer in time. Check the address and the network connection.`
        : `Cannot reach ${serverOrigin}. Check the address and the network connection.`,
    };
  }

  if (isRedirect(response)) {
    await response.body?.cancel();
    return redirected(serverOrigin, redirectTarget(response, serverOrigin));
  }

  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: not the Waybill API
  }
  if (isHealthy(body)) return { ok: true };
  if (response.status === 503 && isEnvelope(body)) {
    return {
      ok: false,
      reachable: true,
      error: `The Waybill server at ${serverOrigin} is not working right now: ${body.errors.join(' ')}`,
    };
  }
  return {
    ok: false,
    reachable: true,
    error: `${serverOrigin} answered, but not as a Waybill server (HTTP ${response.status}). Check the address.`,
  };
}

/**
 * An address that redirects (http:// to https://, say) would work now and fail at every call,
 * whose redirects the app refuses: the first-run screen asks for the address it leads to.
 */
function redirected(serverOrigin: string, target: string | null): ServerCheck {
  const where = target ? new URL(target).origin : null;
  return {
    ok: false,
    reachable: true,
    error: where
      ? `${serverOrigin} redirects to ${where}: enter that address instead.`
      : `${serverOrigin} redirects to another address: enter the address the server answers at (with https:// if it uses it).`,
  };
}

interface Envelope {
  errors: string[];
  data: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    'errors' in body &&
    Array.isArray(body.errors) &&
    body.errors.every((error) => typeof error === 'string') &&
    'data' in body
  );
}

function isHealthy(body: unknown): boolean {
  if (!isEnvelope(body)) return false;
  const data = body.data;
  return typeof data === 'object' && data !== null && 'status' in data && data.status === 'ok';
}
