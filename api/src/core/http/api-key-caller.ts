import type { Endpoint, KeyScope } from '@waybill/shared';
import type { Request, Response } from 'express';
import type { EntityManager } from 'typeorm';

/** The API key a request was made with, once the guard has admitted it (docs/api.md). */
export interface ApiKeyCaller {
  id: number;
  name: string;
  scopes: readonly KeyScope[];
}

/**
 * The port the guard (admin.guard.ts) admits a key through: api-keys provides it (ApiKeysModule),
 * so core does not depend on the module that owns the keys' table.
 */
export interface KeyAuthenticator {
  /** Admits the request's key for the endpoint (401, 403 or 429 otherwise) and returns it. */
  admit(
    bearer: string,
    endpoint: Endpoint,
    request: Request,
    response: Response,
  ): Promise<ApiKeyCaller>;
}
export const KEY_AUTHENTICATOR = Symbol('KeyAuthenticator');

/**
 * What goes with a key when it is revoked (a module that keeps things of a key: webhooks),
 * run in the revocation's transaction. api-keys provides it, so no module depends on that one.
 */
export interface KeyRevocations {
  onRevoked(listener: (manager: EntityManager, keyId: number) => Promise<void>): void;
}
export const KEY_REVOCATIONS = Symbol('KeyRevocations');

const CALLERS = new WeakMap<Request, ApiKeyCaller>();

/** The bearer credential of `Authorization: Bearer …`, or undefined without one. */
export function bearerOf(request: Pick<Request, 'headers'>): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  // "Bearer" alone (its empty token trimmed away on the way) is a key that is not valid.
  const match = /^Bearer(?:\s+(\S*))?\s*$/i.exec(header);
  return match ? (match[1] ?? '') : undefined;
}

export function rememberKey(request: Request, caller: ApiKeyCaller): void {
  CALLERS.set(request, caller);
}

/** The key that made the request, or undefined for a session or a visitor. */
export function apiKeyOf(request: Request): ApiKeyCaller | undefined {
  return CALLERS.get(request);
}
