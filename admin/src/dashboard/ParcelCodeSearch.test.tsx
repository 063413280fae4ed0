import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Role, listUpdateStatuses, problem, trackParcel } from '@waybill/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parcelRecord } from '../../../test-kit/answers';
import { useAppStore } from '../app/store';
import { envelope, fakeServer, testClient, withClient } from '../test/fake-api';
import { ParcelCodeSearch } from './ParcelCodeSearch';

const PARCEL = parcelRecord({ id: 1, tracking_code: 'WB-1', recipient_email: 'ada@example.com' });

function setUp(role: Role = 'dispatcher') {
  useAppStore.setState({ admin: { email: `${role}@example.com`, name: role, role } });
  const server = fakeServer(({ url }) => {
    if (url === listUpdateStatuses.path({})) return envelope(200, []);
    if (url === trackParcel.path({ code: 'WB-1' })) return envelope(200, PARCEL);
    return envelope(404, null, [problem('parcel.not_found')]);
  });
  const Wrapper = withClient(testClient());
  render(
    <Wrapper>
      <MemoryRouter>
        <ParcelCodeSearch />
      </MemoryRouter>
    </Wrapper>,
  );
  return { server, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAppStore.setState({ admin: false });
});

describe("the dashboard's code box", () => {
  it("opens the found parcel's update form over the dashboard, its code fetched when asked for", async () => {
    const { user } = setUp();
    // The dialog's code is not part of the dashboard: nothing of it is on the page yet.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'WB-1');
    await user.click(screen.getByRole('button', { name: 'Add update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add update: WB-1' });
    expect(await within(dialog).findByRole('button', { name: 'Add update' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no update to a role that may not add one', () => {
    setUp('viewer');
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add update' })).not.toBeInTheDocument();
  });
});
