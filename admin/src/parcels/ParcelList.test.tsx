import { render, screen } from '@testing-library/react';
import { type ListMatches, listParcels } from '@waybill/shared';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARCELS } from '../app/paths';
import { envelope, fakeServer, paged, parcelRow, testClient, withClient } from '../test/fake-api';
import { ParcelList } from './ParcelList';

/** The list searched for "lagos", its first page answered with `matches`. */
async function listMatching(matches: ListMatches) {
  fakeServer(({ url }) =>
    url.startsWith(listParcels.route)
      ? envelope(200, { ...paged([parcelRow(2, 'WB2'), parcelRow(1, 'WB1')], 1, 2), matches })
      : envelope(404, null),
  );
  const Wrapper = withClient(testClient());
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[`${PARCELS}?search=lagos`]}>
        <Routes>
          <Route path={PARCELS} element={<ParcelList />} />
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  );
  await screen.findByRole('link', { name: 'WB2' });
  return screen.getByRole('status');
}

afterEach(() => vi.unstubAllGlobals());

/** The router's address, for the test to read. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

describe('how many parcels the list says match', () => {
  it('says the count the server counted', async () => {
    expect(await listMatching({ count: 23, more: false })).toHaveTextContent('23 parcels match');
  });

  it('says "more than" when the server stopped counting', async () => {
    expect(await listMatching({ count: 100, more: true })).toHaveTextContent(
      'More than 100 parcels match',
    );
  });
});

describe('the list’s keys and selection', () => {
  it('j, k and x tick rows; typing in the search is not a shortcut; n still opens a new parcel', async () => {
    const { useAppStore } = await import('../app/store');
    const { Keyboard } = await import('../keyboard/Keyboard');
    const { PARCEL_CREATE } = await import('../app/paths');
    const userEvent = (await import('@testing-library/user-event')).default;
    useAppStore.setState({ admin: { email: 'owner@example.com', name: 'owner', role: 'owner' } });
    fakeServer(({ url }) =>
      url.startsWith(listParcels.route)
        ? envelope(200, {
            ...paged([parcelRow(2, 'WB2'), parcelRow(1, 'WB1')], 1, 2),
            matches: { count: 2, more: false },
          })
        : envelope(200, []),
    );
    const Wrapper = withClient(testClient());
    render(
      <Wrapper>
        <MemoryRouter initialEntries={[`${PARCELS}?search=lagos`]}>
          <Keyboard />
          <Address />
          <Routes>
            <Route path={PARCELS} element={<ParcelList />} />
            <Route path={PARCEL_CREATE} element={<h1>New parcel screen</h1>} />
          </Routes>
        </MemoryRouter>
      </Wrapper>,
    );
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'WB2' });
    await user.keyboard('jjkx');
    expect(screen.getByRole('checkbox', { name: 'Select WB2' })).toBeChecked();
    expect(screen.getByText('1 parcel selected')).toBeInTheDocument();
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search parcels' });
    expect(search).toHaveFocus();
    // `/` selects what the box holds, so typing replaces it.
    await user.keyboard('nux?');
    expect(search).toHaveValue('nux?');
    await user.click(screen.getByRole('heading', { name: 'Parcels' }));
    // Leaving the box ran its search at once: nothing is left waiting to pull the list back
    // over the screen `n` opens while that screen's code loads.
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      `${PARCELS}?search=nux%3F`,
    );
    await user.keyboard('n');
    expect(await screen.findByText('New parcel screen')).toBeInTheDocument();
    useAppStore.setState({ admin: false });
  });
});
