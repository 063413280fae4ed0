import { SAVED_STATE_KEY } from '@waybill/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { persistAppState, restoredState, useAppStore } from './store';

const saved = () =>
  JSON.parse(localStorage.getItem(SAVED_STATE_KEY) ?? '{}') as Record<string, unknown>;

let stopSaving: () => void = () => undefined;

beforeEach(() => {
  localStorage.clear();
  useAppStore.setState(useAppStore.getInitialState(), true);
});

afterEach(() => stopSaving());

/** A signed-in member as the graph gives it (with a name and a role). */
const DESK = { email: 'desk@example.com', name: 'Desk', role: 'dispatcher' } as const;

describe('the session and UI store', () => {
  it('starts from what was saved: the admin and the theme', () => {
    localStorage.setItem(SAVED_STATE_KEY, JSON.stringify({ admin: DESK, theme: 'DARK' }));
    expect(restoredState()).toEqual({ admin: DESK, theme: 'DARK' });
  });

  it('starts signed out in the light theme when nothing usable was saved', () => {
    localStorage.setItem(SAVED_STATE_KEY, JSON.stringify({ admin: 'yes', theme: 'PURPLE' }));
    expect(restoredState()).toEqual({ admin: false, theme: 'LIGHT' });
  });

  it('keeps only the e-mail, name and role of a member, and anything else signs out', () => {
    const { setAdmin } = useAppStore.getState();
    setAdmin({ ...DESK, password: 'never kept' } as never);
    expect(useAppStore.getState().admin).toEqual(DESK);
    setAdmin(null);
    expect(useAppStore.getState().admin).toBe(false);
    setAdmin({ email: 'desk@example.com' } as never);
    expect(useAppStore.getState().admin).toBe(false);
    setAdmin(DESK);
    setAdmin(undefined);
    expect(useAppStore.getState().admin).toBe(false);
  });

  it('toggles between the light and dark themes', () => {
    const { toggleTheme, setTheme } = useAppStore.getState();
    setTheme('LIGHT');
    toggleTheme();
    expect(useAppStore.getState().theme).toBe('DARK');
    toggleTheme();
    expect(useAppStore.getState().theme).toBe('LIGHT');
  });

  it('saves the theme and the admin on change, leaving the public site’s slices alone', () => {
    localStorage.setItem(SAVED_STATE_KEY, JSON.stringify({ language: 'de', theme: 'LIGHT' }));
    stopSaving = persistAppState();

    useAppStore.getState().setTheme('DARK');
    expect(saved()).toEqual({ language: 'de', theme: 'DARK', admin: false });

    useAppStore.getState().setAdmin(DESK);
    expect(saved()).toEqual({
      language: 'de',
      theme: 'DARK',
      admin: DESK,
    });
  });

  it('stops saving once unsubscribed', () => {
    stopSaving = persistAppState();
    stopSaving();
    useAppStore.getState().setTheme('DARK');
    expect(localStorage.getItem(SAVED_STATE_KEY)).toBeNull();
  });
});
