import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import { apiKeyOf } from './api-key-caller.js';

/** Who is signed in on a request (the session's account, see auth/session.serializer.ts). */
export interface RequestAccount {
  id: number;
  email: string;
  /** Its role when the request was made (shared/src/roles.ts). */
  role: string;
}

/** Where a request came from and who made it, as the audit trail records it. */
export interface RequestOrigin {
  account: RequestAccount | null;
  /** The API key that made the request, when a shop's system made it (docs/api.md). */
  apiKey: { id: number; name: string } | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

const requests = new AsyncLocalStorage<Request>();

/**
 * Express middleware: the rest of the request runs with it as its context, so code far from the
 * controller (an entity subscriber) can tell who made a change and from where. Work started
 * outside a request (housekeeping, mail delivery) has no context.
 */
export function withRequestContext(request: Request, _response: Response, next: NextFunction) {
  requests.run(request, next);
}

/** The request this code runs for, or undefined outside one (a job, housekeeping). */
export function currentRequest(): Request | undefined {
  return requests.getStore();
}

/**
 * Runs `work` as work of no request: what a request merely set going (the job queue's pass it
 * woke) is not that request's, for the audit trail nor for its Idempotency-Key.
 */
export function outsideRequest<T>(work: () => T): T {
  return requests.exit(work);
}

/**
 * The current request's origin, or null outside a request. Read when asked, not when the request
 * arrived: the account is known only once the session has been read (or sign-in has succeeded).
 */
export function currentOrigin(): RequestOrigin | null {
  const request = requests.getStore();
  if (!request) return null;
  const key = apiKeyOf(request);
  const user = request.user as Partial<RequestAccount> | undefined;
  // A key's request is the key's, even if a session cookie came with it.
  const account =
    !key && user && typeof user.id === 'number'
      ? { id: user.id, email: String(user.email), role: String(user.role) }
      : null;
  const requestId = (request as { id?: unknown }).id;
  return {
    account,
    apiKey: key ? { id: key.id, name: key.name } : null,
    ...clientOrigin(request),
    requestId: requestId === undefined || requestId === null ? null : String(requestId),
  };
}

/**
 * The client's address (as Express reads it, TRUST_PROXY included) and user agent, cut to what
 * the audit trail and the sessions table keep.
 */
export function clientOrigin(request: Request): Pick<RequestOrigin, 'ip' | 'userAgent'> {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip?.slice(0, 64) ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
  };
}
