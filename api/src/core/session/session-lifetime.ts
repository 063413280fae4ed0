import type { Request } from 'express';
import type session from 'express-session';
import { noteSessionClient } from './session-client.js';

declare module 'express-session' {
  interface SessionData {
    /** When the admin signed in (ms since the epoch): the session's absolute lifetime runs from it. */
    signedInAt?: number;
  }
}

/** How long a staff session lasts (SESSION_IDLE_MINUTES and SESSION_MAX_HOURS). */
export interface SessionLifetime {
  /** Ends after this long without a request. */
  idleMs: number;
  /** Ends this long after sign-in, however active. */
  maxMs: number;
}

/**
 * Starts the absolute lifetime of the session just created by a sign-in, notes where it signs in
 * from (the store records it with the new session, session-client.ts), and saves it before the
 * answer starts. Left to the answer's end, express-session would save it only after sending the
 * headers (and all but the last byte): a client acting on the Set-Cookie header at once could
 * send its next request while the stored session still had no sign-in time, and be refused as
 * signed out.
 */
export async function markSignedIn(request: Request): Promise<void> {
  request.session.signedInAt = Date.now();
  noteSessionClient(request);
  await new Promise<void>((resolve, reject) =>
    request.session.save((error: unknown) => (error ? reject(error) : resolve())),
  );
}

/**
 * When a session ends if no other request comes: `idleMs` from now, but never past `maxMs` after
 * sign-in. A session that never signed in (or was stored before lifetimes existed) ends now.
 */
export function sessionEnd(data: session.SessionData, lifetime: SessionLifetime, now = Date.now()) {
  const signedInAt = data.signedInAt ?? now;
  return new Date(Math.min(now + lifetime.idleMs, signedInAt + lifetime.maxMs));
}

/** Whether the absolute lifetime of a stored session is over. */
export function pastMaxLifetime(
  data: session.SessionData,
  lifetime: SessionLifetime,
  now = Date.now(),
): boolean {
  return data.signedInAt === undefined || now >= data.signedInAt + lifetime.maxMs;
}
