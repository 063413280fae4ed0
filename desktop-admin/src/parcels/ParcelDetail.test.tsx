import { render, screen } from '@testing-library/react';
import { type Role, listAudit, trackParcel } from '@waybill/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parcelRecord } from '../../../test-kit/answers';
import { PARCEL_ROUTES, parcelPaths } from '../app/paths';
import { useAppStore } from '../app/store';
import { envelope, fakeServer, paged, testClient, withClient } from '../test/fake-api';
import { ParcelDetail } from './ParcelDetail';

/** The detail of WB-1 for a member of `role`, against a fake server. */
async function detailAs(role: Role) {
  useAppStore.setState({ admin: { email: `${role}@example.com`, name: role, role } });
  const server = fakeServer(({ url }) =>
    url.startsWith(listAudit.route)
      ? envelope(200, paged([], 1, 1))
      : envelope(200, parcelRecord({ id: 1, tracking_code: 'WB-1', status: 'In transit' })),
  );
  const Wrapper = withClient(testClient());
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[parcelPaths.detail('WB-1')]}>
        <Routes>
          <Route path={PARCEL_ROUTES.detail} element={<ParcelDetail />} />
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  );
  await screen.findByRole('heading', { level: 1, name: 'WB-1' });
  return server;
}

/** The actions that change the parcel, by their accessible names. */
const CHANGES = ['Update', 'Update map', 'Update image', 'Add activity'];

afterEach(() => {
  vi.unstubAllGlobals();
  useAppStore.setState({ admin: false });
});

describe('a parcel’s detail, by role', () => {
  it('shows a viewer the parcel and its history, with no action that changes it', async () => {
    const server = await detailAs('viewer');
    const toolbar = screen.getByRole('toolbar');
    expect(toolbar).toHaveTextContent('Print label');
    expect(screen.getByRole('link', { name: 'History' })).toBeInTheDocument();
    for (const name of CHANGES) {
      expect({ name, shown: screen.queryByRole('link', { name }) !== null }).toEqual({
        name,
        shown: false,
      });
    }
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    // The trail is not the viewer's to read: no Changes card, and no call that would be refused.
    expect(screen.queryByRole('region', { name: 'Changes' })).toBeNull();
    expect(server.urls().filter((url) => url.includes(listAudit.route))).toEqual([]);
    expect(server.urls()[0]).toBe(`GET ${trackParcel.path({ code: 'WB-1' })}`);
  });

  it('gives a dispatcher every change but not the trail', async () => {
    await detailAs('dispatcher');
    for (const name of CHANGES) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Changes' })).toBeNull();
  });

  it('shows an admin the parcel’s changes too', async () => {
    const server = await detailAs('admin');
    expect(await screen.findByRole('region', { name: 'Changes' })).toBeInTheDocument();
    expect(server.urls().some((url) => url.includes(listAudit.route))).toBe(true);
  });
});
