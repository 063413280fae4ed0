import type { Request } from 'express';
import { API_PREFIX } from '@waybill/shared';

/** Prefixes of the non-API paths, each one label: what is under them is content, not a route. */
const STATIC_AREAS = ['/assets', '/uploads', '/control', '/cp'] as const;

/**
 * The route label of a request: the template it matched (`/api/parcels/:code`), never the
 * address itself, so tracking codes, ids and made-up paths cannot grow the metrics without
 * bound. Unmatched API paths share one label, as do the static sites' areas.
 */
export function routeLabel(request: Request): string {
  const route = (request as Request & { route?: { path?: unknown } }).route;
  // A catch-all (`/api*path`, the framework's not-found) is no template: classed like no match.
  if (route && typeof route.path === 'string' && !route.path.includes('*')) {
    return `${request.baseUrl}${route.path}`;
  }
  const path = request.originalUrl.split('?')[0] ?? '';
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) return `${API_PREFIX}/(unmatched)`;
  for (const area of STATIC_AREAS) {
    if (path === area || path.startsWith(`${area}/`)) return `${area}/*`;
  }
  return '(site)';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The method, or OTHER for the rarer ones Node accepts (PROPFIND, MKCOL, …). */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'OTHER';
}
