import * as contract from '@waybill/shared';
import type { Endpoint } from '@waybill/shared';

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Endpoint).route === 'string' &&
    typeof (value as Endpoint).method === 'string' &&
    typeof (value as Endpoint).path === 'function'
  );
}

/** Every endpoint of the contract (shared/src/endpoints/), for what the server derives from them. */
export const CONTRACT_ENDPOINTS: readonly Endpoint[] = Object.values(
  contract as Record<string, unknown>,
).filter(isEndpoint);
