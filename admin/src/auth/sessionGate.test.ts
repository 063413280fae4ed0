import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../app/store';
import {
  attachSessionDialog,
  attachSessionHost,
  settleSession,
  useSessionGate,
  waitForSession,
} from './sessionGate';

const MEMBER = { email: 'd@example.com', name: 'D', role: 'dispatcher' } as const;

afterEach(() => {
  useSessionGate.setState({ asking: false, dialogs: 0, hosts: 0 });
  useAppStore.setState({ admin: false });
});

describe('a session that ends', () => {
  it('signs out at once when no dialog is on screen or on its way', async () => {
    useAppStore.setState({ admin: MEMBER });
    await expect(waitForSession()).resolves.toBe('signed-out');
    expect(useAppStore.getState().admin).toBe(false);
  });

  it('waits for a dialog whose code is still loading, asks once it came, and goes on', async () => {
    useAppStore.setState({ admin: MEMBER });
    const detachHost = attachSessionHost();
    const first = waitForSession();
    const second = waitForSession();
    expect(useSessionGate.getState().asking).toBe(true);
    expect(useAppStore.getState().admin).toEqual(MEMBER);
    const detachDialog = attachSessionDialog();
    settleSession('signed-in');
    await expect(Promise.all([first, second])).resolves.toEqual(['signed-in', 'signed-in']);
    detachDialog();
    detachHost();
  });

  it('fails the waiting requests as signed out when the place that would load the dialog goes', async () => {
    useAppStore.setState({ admin: MEMBER });
    const detachHost = attachSessionHost();
    const waiting = waitForSession();
    detachHost();
    await expect(waiting).resolves.toBe('signed-out');
    expect(useAppStore.getState().admin).toBe(false);
  });
});

describe('a request that meets the session "Sign out" just ended', () => {
  it('fails as signed out without asking, and leaves the next sign-in alone', async () => {
    const detachHost = attachSessionHost();
    await expect(waitForSession()).resolves.toBe('signed-out');
    expect(useSessionGate.getState().asking).toBe(false);
    detachHost();
  });
});
