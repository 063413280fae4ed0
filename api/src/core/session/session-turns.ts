import { problem } from '@waybill/shared';
import type { NextFunction, Request, Response } from 'express';
import { errorEnvelope } from '../http/envelope.js';
import { SESSION_COOKIE } from './session.constants.js';

/** Reads are left alone: a screen asks several at once, and a slow one must not hold the rest. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SessionTurnLimits {
  /** Changes of one session served at once. */
  running: number;
  /** Changes of one session waiting for their turn; past it they get 429 at once. */
  waiting: number;
}

/** Plenty for the control panel (it saves one form at a time), little for a script. */
export const SESSION_TURNS: SessionTurnLimits = { running: 4, waiting: 64 };

interface Turns {
  running: number;
  waiting: Array<() => boolean>;
}

/**
 * Serves each session's changes (POST, PUT, PATCH, DELETE: the calls that check a password, hash
 * or write) a few at a time; the rest wait, in order, before anything is read for them (the
 * session, the database). One session sending hundreds at once (a script with a stolen or its own
 * cookie) then holds only its few turns of the database and the event loop, and everyone else's
 * requests go between them. Keyed by the session cookie as
 * sent, before it is checked: a forged value has no session to load, so it costs nothing either.
 */
export function sessionTurns(limits: SessionTurnLimits = SESSION_TURNS) {
  const bySession = new Map<string, Turns>();
  return (request: Request, response: Response, next: NextFunction) => {
    const key = READS.has(request.method) ? undefined : sessionCookieOf(request.headers.cookie);
    if (key === undefined) return next();
    const turns = bySession.get(key) ?? { running: 0, waiting: [] };
    bySession.set(key, turns);

    const finished = () => {
      turns.running -= 1;
      // A waiting request whose client left meanwhile is skipped.
      let nextTurn = turns.waiting.shift();
      while (nextTurn && !nextTurn()) nextTurn = turns.waiting.shift();
      if (turns.running === 0 && turns.waiting.length === 0) bySession.delete(key);
    };
    /** Serves the request; false when its client has already gone. */
    const serve = (): boolean => {
      if (request.destroyed) return false;
      turns.running += 1;
      let done = false;
      const end = () => {
        if (done) return;
        done = true;
        finished();
      };
      response.once('finish', end);
      response.once('close', end);
      next();
      return true;
    };

    if (turns.running < limits.running) {
      serve();
      return;
    }
    if (turns.waiting.length >= limits.waiting) {
      response.setHeader('Retry-After', '1');
      response.status(429).json(errorEnvelope(429, [problem('server.busy', { seconds: 1 })]));
      return;
    }
    turns.waiting.push(serve);
  };
}

/** The session cookie's value as the request sent it, if any. */
function sessionCookieOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === SESSION_COOKIE) {
      return part.slice(separator + 1).trim() || undefined;
    }
  }
  return undefined;
}
