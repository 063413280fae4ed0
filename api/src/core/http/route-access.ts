import * as contract from '@waybill/shared';
import type { Access, Endpoint } from '@waybill/shared';

/** `GET /api/parcels/:code`: a route as Express registered it and the contract writes it. */
export const routeKey = (method: string, route: string) => `${method.toUpperCase()} ${route}`;

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Endpoint).route === 'string' &&
    typeof (value as Endpoint).method === 'string' &&
    typeof (value as Endpoint).path === 'function'
  );
}

/** Every endpoint of the contract by its route: the one table of who may call what. */
export const ROUTE_ACCESS: ReadonlyMap<string, Access> = new Map(
  Object.values(contract as Record<string, unknown>)
    .filter(isEndpoint)
    .map((endpoint) => [routeKey(endpoint.method, endpoint.route), endpoint.access]),
);

/** What a registered route needs; undefined for a route the contract does not describe. */
export function accessOf(method: string, route: string): Access | undefined {
  return ROUTE_ACCESS.get(routeKey(method, route));
}
