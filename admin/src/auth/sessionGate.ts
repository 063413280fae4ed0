import type { ApiResult } from '@waybill/shared';
import { create } from 'zustand';
import { forgetServerState } from '../app/api';
import { useAppStore } from '../app/store';

/** How the person answered the session-ended dialog. */
export type SessionOutcome = 'signed-in' | 'signed-out';

/**
 * A session that ended on the server while the control panel was open (docs/product.md §6.2):
 * every request that met it waits here, and one dialog asks for the password. When the person
 * signs in again the requests are sent again; when they sign out, they fail as before.
 */
interface SessionGateState {
  /** True while the dialog asks for the password. */
  asking: boolean;
  /** How many session dialogs are on screen to answer (0: nobody can, the person is signed out). */
  dialogs: number;
  /**
   * How many places can bring a dialog whose code is not loaded yet (LazySessionDialog): a
   * session that ends before it came waits for it instead of signing out.
   */
  hosts: number;
}

export const useSessionGate = create<SessionGateState>()(() => ({
  asking: false,
  dialogs: 0,
  hosts: 0,
}));

let waiting: Promise<SessionOutcome> | null = null;
let settleWaiting: ((outcome: SessionOutcome) => void) | null = null;

/** True when the API says the request needed a session and there is none (any more). */
export function sessionEnded(result: ApiResult<unknown>): boolean {
  return result.status === 401 && result.problems.some((found) => found.code === 'auth.signed_out');
}

/**
 * Waits for the person to sign in again or to sign out. Requests failing together share the one
 * question. Without a dialog on screen or on its way to ask it, the answer is "signed out" at once.
 */
export function waitForSession(): Promise<SessionOutcome> {
  // Signed out here already (a poll that met the session "Sign out" just ended): nothing to ask.
  if (!useAppStore.getState().admin) return Promise.resolve('signed-out');
  const { dialogs, hosts } = useSessionGate.getState();
  if (dialogs === 0 && hosts === 0) {
    signOutHere();
    return Promise.resolve('signed-out');
  }
  if (!waiting) {
    waiting = new Promise<SessionOutcome>((resolve) => {
      settleWaiting = resolve;
    });
    useSessionGate.setState({ asking: true });
  }
  return waiting;
}

/**
 * The dialog's answer: every waiting request goes on, sent again or failed. Signing out does what
 * a 401 always did: the admin is signed out here and the guards show the sign-in screen.
 */
export function settleSession(outcome: SessionOutcome): void {
  const settle = settleWaiting;
  waiting = null;
  settleWaiting = null;
  useSessionGate.setState({ asking: false });
  if (outcome === 'signed-out') signOutHere();
  settle?.(outcome);
}

/**
 * Nothing of the session stays: who was signed in, and what the server sent. Only while someone
 * is signed in here: a request that waited past a sign-out must not undo the next sign-in's steps.
 */
function signOutHere(): void {
  if (!useAppStore.getState().admin) return;
  useAppStore.getState().setAdmin(false);
  forgetServerState();
}

/** A session dialog came on screen; the returned function takes it away. */
export function attachSessionDialog(): () => void {
  return attach('dialogs');
}

/** A place that loads the dialog when asked came on screen; the returned function takes it away. */
export function attachSessionHost(): () => void {
  return attach('hosts');
}

function attach(kind: 'dialogs' | 'hosts'): () => void {
  useSessionGate.setState((state) => ({ [kind]: state[kind] + 1 }));
  return () => {
    useSessionGate.setState((state) => ({ [kind]: state[kind] - 1 }));
    // Nobody is left to ask: the waiting requests fail as signed out.
    const { dialogs, hosts } = useSessionGate.getState();
    if (dialogs === 0 && hosts === 0 && waiting) settleSession('signed-out');
  };
}
