import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../app/store';
import { startLanguage } from '../i18n/i18n';
import { TopBar } from './TopBar';

function renderBar() {
  render(
    <MemoryRouter>
      <TopBar />
    </MemoryRouter>,
  );
  return screen.getByRole('banner');
}

afterEach(async () => {
  useAppStore.setState({ admin: false });
  await startLanguage('en');
});

describe('the top bar’s member', () => {
  it('shows the signed-in member’s name and role, the e-mail as its hint', () => {
    useAppStore.setState({
      admin: { email: 'kemi@example.com', name: 'Kemi Ade', role: 'viewer' },
    });
    const account = renderBar().querySelector('a[href="/control/account/index.html"]');
    expect(account).toHaveAccessibleName('Account Kemi Ade, Viewer');
    expect(account).toHaveTextContent('Kemi Ade');
    expect(account).toHaveTextContent('Viewer');
    expect(account).not.toHaveTextContent('kemi@example.com');
    expect(account).toHaveAttribute('title', 'kemi@example.com');
  });

  it('falls back to the e-mail when the member has no name, and names the role in its language', async () => {
    await startLanguage('de');
    useAppStore.setState({ admin: { email: 'desk@example.com', name: '  ', role: 'dispatcher' } });
    renderBar();
    const account = screen.getByRole('link', { name: 'Konto desk@example.com, Disponent' });
    expect(account).toHaveTextContent('desk@example.com');
    expect(account).toHaveTextContent('Disponent');
  });

  it('shows no member when signed out', () => {
    renderBar();
    expect(screen.queryByRole('link', { name: /^Account / })).toBeNull();
  });
});
