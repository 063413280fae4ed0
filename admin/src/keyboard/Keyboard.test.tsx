import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PARCEL_CREATE, PARCELS } from '../app/paths';
import { useAppStore } from '../app/store';
import { withClient, testClient } from '../test/fake-api';
import { Keyboard } from './Keyboard';
import { SHORTCUTS } from './shortcuts';

function setUp(role: 'dispatcher' | 'viewer' = 'dispatcher') {
  useAppStore.setState({ admin: { email: `${role}@example.com`, name: role, role } });
  const Wrapper = withClient(testClient());
  render(
    <Wrapper>
      <MemoryRouter initialEntries={['/control/index.html']}>
        <Keyboard />
        <Routes>
          <Route
            path="/control/index.html"
            element={
              <main>
                <label>
                  Note <input type="text" />
                </label>
              </main>
            }
          />
          <Route path={PARCEL_CREATE} element={<h1>New parcel screen</h1>} />
          <Route
            path={PARCELS}
            element={
              <main>
                <form role="search">
                  <input aria-label="Search parcels" type="search" />
                </form>
              </main>
            }
          />
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  );
  return userEvent.setup();
}

afterEach(() => {
  useAppStore.setState({ admin: false });
});

describe('the keyboard', () => {
  it('? lists every shortcut in a dialog', async () => {
    const user = setUp();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getAllByRole('row')).toHaveLength(SHORTCUTS.length);
    expect(
      within(dialog).getByRole('row', { name: 'u Add an update to the open parcel' }),
    ).toBeVisible();
  });

  it('does nothing while the focus is in a field', async () => {
    const user = setUp();
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.keyboard('n?/');
    expect(note).toHaveValue('n?/');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('New parcel screen')).toBeNull();
  });

  it('n opens a new parcel for those who may make one, and / finds the parcel list’s search', async () => {
    const user = setUp();
    await user.keyboard('/');
    expect(await screen.findByRole('searchbox', { name: 'Search parcels' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Search parcels' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('n');
    expect(await screen.findByText('New parcel screen')).toBeInTheDocument();
  });

  it('n does nothing for a viewer, who may not make parcels', async () => {
    const user = setUp('viewer');
    await user.keyboard('n');
    expect(screen.queryByText('New parcel screen')).toBeNull();
  });

  it('still answers after letters were typed into a field and the field was left', async () => {
    const user = setUp();
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.keyboard('nux?');
    await user.click(document.body);
    await user.keyboard('n');
    expect(await screen.findByText('New parcel screen')).toBeInTheDocument();
  });
});
