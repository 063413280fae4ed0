import type { Request, RequestHandler } from 'express';
import type session from 'express-session';
import { type RequestOrigin, clientOrigin } from '../http/request-context.js';

/** Where a session's current request comes from. */
export type SessionClient = Pick<RequestOrigin, 'ip' | 'userAgent'>;

/**
 * express-session hands the store only the session object (set and touch run as the answer
 * ends), so the request's client is noted on that object here, and the store reads it back to
 * record where a session signed in and was last seen. Weak: it goes with the request.
 */
const clients = new WeakMap<object, SessionClient>();

/** Notes the client of the request on its session object (a new one after sign-in too). */
export function noteSessionClient(request: Request): void {
  if (request.session) clients.set(request.session, clientOrigin(request));
}

/** The client noted for this session object, if any. */
export function sessionClientOf(data: session.SessionData): SessionClient | null {
  return clients.get(data) ?? null;
}

/** Express middleware, after the session's: every signed-in request's client is noted. */
export const rememberSessionClient: RequestHandler = (request, _response, next) => {
  noteSessionClient(request);
  next();
};
