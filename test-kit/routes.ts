/**
 * Whether a URL a browser asked for is a call of a contract endpoint, for request listeners and
 * `page.route` predicates: tests name the endpoint instead of writing its address.
 */
import type { Endpoint, RouteParamsOf } from '@waybill/shared';

const patterns = new Map<string, RegExp>();

/** The route as a pattern over a URL's path: each `:name` stands for one encoded segment. */
function patternOf(route: string): RegExp {
  let pattern = patterns.get(route);
  if (!pattern) {
    const source = route
      .split(/(:\w+)/)
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    pattern = new RegExp(`^${source}$`);
    patterns.set(route, pattern);
  }
  return pattern;
}

/**
 * True when `url`'s path is the endpoint's route (any values in its `:name` parts); with
 * `params`, only the address those values make. The method is not checked: a browser's request
 * listener can compare `request.method()` itself.
 */
export function isCallOf<E extends Endpoint>(
  endpoint: E,
  url: URL | string,
  params?: RouteParamsOf<E>,
): boolean {
  const { pathname } = typeof url === 'string' ? new URL(url) : url;
  if (params) return pathname === endpoint.path(params as never);
  return patternOf(endpoint.route).test(pathname);
}
