import { render, screen } from '@testing-library/react';
import {
  type Role,
  getDeliveryProof,
  listAudit,
  listUpdateStatuses,
  trackParcel,
} from '@waybill/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parcelRecord } from '../../../test-kit/answers';
import { PARCEL_ROUTES, parcelPaths } from '../app/paths';
import { useAppStore } from '../app/store';
import { envelope, fakeServer, paged, testClient, withClient } from '../test/fake-api';
import { ParcelDetail } from './ParcelDetail';

/** The detail of WB-1 for a member of `role`, against a fake server. */
async function detailAs(role: Role, fields: Record<string, unknown> = {}) {
  useAppStore.setState({ admin: { email: `${role}@example.com`, name: role, role } });
  const server = fakeServer(({ url }) =>
    url.startsWith(listAudit.route)
      ? envelope(200, paged([], 1, 1))
      : url === getDeliveryProof.path({ code: 'WB-1' })
        ? envelope(200, null)
        : url === listUpdateStatuses.path({})
          ? envelope(200, [])
          : envelope(
              200,
              parcelRecord({ id: 1, tracking_code: 'WB-1', status: 'In transit', ...fields }),
            ),
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
    expect(screen.queryByRole('region', { name: 'Add update' })).toBeNull();
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
    expect(screen.getByRole('region', { name: 'Add update' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Changes' })).toBeNull();
  });

  it('shows an admin the parcel’s changes too', async () => {
    const server = await detailAs('admin');
    expect(await screen.findByRole('region', { name: 'Changes' })).toBeInTheDocument();
    expect(server.urls().some((url) => url.includes(listAudit.route))).toBe(true);
  });
});

describe('a parcel saved before structured addresses', () => {
  it('shows a free-text phone that is a number in its country with its code, others as written', async () => {
    await detailAs('viewer', {
      recipient_phone_number: '0803-123-4567',
      recipient_country: 'NG',
      sender_phone_number: 'ring the bell',
    });
    expect(screen.getByText('+234 803 123 4567')).toBeInTheDocument();
    expect(screen.getByText('ring the bell')).toBeInTheDocument();
    expect(screen.queryByText('0803-123-4567')).toBeNull();
  });
});

describe('a parcel a shop’s system made', () => {
  it('shows its order reference, to read only', async () => {
    await detailAs('admin', { reference: 'ORDER-1001' });
    const term = screen.getByText('Shop’s order reference');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent('ORDER-1001');
    expect(screen.queryByRole('textbox', { name: /reference/i })).toBeNull();
  });

  it('shows no reference row without one', async () => {
    await detailAs('viewer', { reference: null });
    expect(screen.queryByText(/order reference/i)).toBeNull();
  });
});
