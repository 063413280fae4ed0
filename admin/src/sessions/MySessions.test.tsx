import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type StaffSession,
  endMyOtherSessions,
  endMySession,
  listMySessions,
} from '@waybill/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_SESSIONS, SIGN_IN } from '../app/paths';
import { useAppStore } from '../app/store';
import { startLanguage } from '../i18n/i18n';
import { envelope, fakeServer, testClient, withClient } from '../test/fake-api';
import { MySessions } from './MySessions';

function session(id: string, fields: Partial<StaffSession>): StaffSession {
  return {
    id,
    device: 'desktop',
    browser: null,
    os: null,
    user_agent: null,
    signin_ip: '203.0.113.10',
    last_seen_ip: '203.0.113.10',
    signed_in_at: '2025-03-12T14:00:00Z',
    last_seen_at: '2025-03-12T14:05:00Z',
    current: false,
    ...fields,
  };
}

const HERE = session('a'.repeat(32), { browser: 'Chrome 124', os: 'Windows 10', current: true });
const PHONE = session('b'.repeat(32), {
  device: 'mobile',
  browser: 'Safari 17',
  os: 'iOS 17.4',
  signin_ip: '198.51.100.20',
  last_seen_ip: '192.0.2.30',
});

/** The sessions screen against a fake server holding `sessions`; ending one removes it. */
function renderSessions(initial: StaffSession[] = [HERE, PHONE]) {
  let sessions = initial;
  const server = fakeServer(({ method, url, body }) => {
    if (method === 'GET' && url === listMySessions.route) return envelope(200, { sessions });
    if (method === 'DELETE' && url === endMySession.route) {
      const { id } = body as { id: string };
      sessions = sessions.filter((each) => each.id !== id);
      return envelope(200, { signed_out: id === HERE.id });
    }
    if (method === 'DELETE' && url === endMyOtherSessions.route) {
      const ended = sessions.filter((each) => !each.current).length;
      sessions = sessions.filter((each) => each.current);
      return envelope(200, { ended });
    }
    return envelope(200, { site: { time_zone: 'UTC' } });
  });
  const Wrapper = withClient(testClient());
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[ACCOUNT_SESSIONS]}>
        <Routes>
          <Route path={ACCOUNT_SESSIONS} element={<MySessions />} />
          <Route path={SIGN_IN} element={<p>The sign-in screen</p>} />
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  );
  return { server, user: userEvent.setup() };
}

/** The card whose heading names this session. */
async function cardOf(title: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  return heading.closest('li') as HTMLElement;
}

beforeEach(() => {
  useAppStore.setState({ admin: { email: 'boss@example.com', name: 'Boss', role: 'owner' } });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  // The next file of this worker starts signed out (the workers keep their modules).
  useAppStore.setState({ admin: false });
  await startLanguage('en');
});

describe('my sessions', () => {
  it('shows each browser with its device and addresses, this one marked', async () => {
    renderSessions();
    const here = await cardOf('Chrome 124 on Windows 10');
    expect(within(here).getByText('This device')).toBeInTheDocument();
    expect(within(here).getByText('Computer')).toBeInTheDocument();
    expect(within(here).getByRole('button', { name: 'Sign out this device' })).toBeEnabled();
    const phone = await cardOf('Safari 17 on iOS 17.4');
    expect(within(phone).queryByText('This device')).not.toBeInTheDocument();
    expect(within(phone).getByText('Phone')).toBeInTheDocument();
    // Last seen from one address, signed in from another: both are shown.
    expect(within(phone).getByText('192.0.2.30')).toBeInTheDocument();
    expect(within(phone).getByText('198.51.100.20')).toBeInTheDocument();
  });

  it('ends another session by its id and lists what is left', async () => {
    const { server, user } = renderSessions();
    const phone = await cardOf('Safari 17 on iOS 17.4');
    await user.click(
      within(phone).getByRole('button', { name: 'End session: Safari 17 on iOS 17.4' }),
    );
    expect(server.requests).toContainEqual({
      method: 'DELETE',
      url: endMySession.route,
      body: { id: PHONE.id },
    });
    expect(await screen.findByText('No other browser is signed in.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Safari 17 on iOS 17.4' })).toBeNull();
    expect(useAppStore.getState().admin).not.toBe(false);
  });

  it('signs out everywhere else in one go, and then has nothing more to end', async () => {
    const { server, user } = renderSessions();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(server.urls()).toContain(`DELETE ${endMyOtherSessions.route}`);
    expect(await screen.findByText('No other browser is signed in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('ending this very session signs this browser out', async () => {
    const { user } = renderSessions();
    const here = await cardOf('Chrome 124 on Windows 10');
    await user.click(within(here).getByRole('button', { name: 'Sign out this device' }));
    expect(await screen.findByText('The sign-in screen')).toBeInTheDocument();
    expect(useAppStore.getState().admin).toBe(false);
  });

  it('speaks the staff member’s language', async () => {
    await startLanguage('de');
    renderSessions();
    const here = await cardOf('Chrome 124 unter Windows 10');
    expect(within(here).getByText('Dieses Gerät')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sitzungen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Überall sonst abmelden' })).toBeEnabled();
  });
});
