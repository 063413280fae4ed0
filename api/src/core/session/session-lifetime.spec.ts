import type session from 'express-session';
import { pastMaxLifetime, sessionEnd } from './session-lifetime.js';

const lifetime = { idleMs: 60 * 60_000, maxMs: 12 * 3_600_000 };
const now = Date.parse('2026-11-24T12:00:00Z');
const signedIn = (msAgo: number) => ({ signedInAt: now - msAgo }) as session.SessionData;

describe('session lifetime', () => {
  it('ends an active session the idle timeout after its last request', () => {
    expect(sessionEnd(signedIn(3_600_000), lifetime, now)).toEqual(new Date(now + 60 * 60_000));
  });

  it('never extends a session past its absolute lifetime from sign-in', () => {
    const end = sessionEnd(signedIn(11.5 * 3_600_000), lifetime, now);
    expect(end).toEqual(new Date(now + 30 * 60_000));
  });

  it('is over at the absolute lifetime, and for a session that never signed in', () => {
    expect(pastMaxLifetime(signedIn(12 * 3_600_000 - 1), lifetime, now)).toBe(false);
    expect(pastMaxLifetime(signedIn(12 * 3_600_000), lifetime, now)).toBe(true);
    expect(pastMaxLifetime({} as session.SessionData, lifetime, now)).toBe(true);
  });
});
