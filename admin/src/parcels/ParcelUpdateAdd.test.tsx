import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Role, addParcelUpdate, listUpdateStatuses, trackParcel } from '@waybill/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parcelRecord } from '../../../test-kit/answers';
import { useAppStore } from '../app/store';
import { envelope, fakeServer, testClient, withClient } from '../test/fake-api';
import { ParcelUpdateAdd } from './ParcelUpdateAdd';
import { ParcelRowUpdate } from './ParcelUpdateDialog';

const PARCEL = parcelRecord({ id: 1, tracking_code: 'WB-1', recipient_email: 'ada@example.com' });

/** Settings › Status Stages as the server suggests them. */
const STATUSES = [
  { status: 'With the courier', stage: 'out_for_delivery' },
  { status: 'Out for delivery', stage: 'out_for_delivery' },
  { status: 'In transit', stage: 'in_transit' },
];

function setUp(screenUnderTest = <ParcelUpdateAdd parcel={PARCEL} />, role: Role = 'dispatcher') {
  useAppStore.setState({ admin: { email: `${role}@example.com`, name: role, role } });
  const server = fakeServer(({ method, url }) => {
    if (url === listUpdateStatuses.path({})) return envelope(200, STATUSES);
    if (method === 'GET' && url === trackParcel.path({ code: 'WB-1' })) {
      return envelope(200, PARCEL);
    }
    return envelope(201, { ...PARCEL, status: 'In transit' }, [], 'Update added');
  });
  const Wrapper = withClient(testClient());
  render(<Wrapper>{screenUnderTest}</Wrapper>);
  return { server, user: userEvent.setup() };
}

const changes = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((request) => request.method !== 'GET');

afterEach(() => {
  vi.unstubAllGlobals();
  useAppStore.setState({ admin: false });
});

describe('adding an update on the parcel’s page', () => {
  it('sends the stage, the status and look it filled, the place, the note and notify in one call', async () => {
    const { server, user } = setUp();
    expect(screen.getByRole('region', { name: 'Add update' })).toBeInTheDocument();
    // The suggestions have come when the stage fills the status with its first text.
    await vi.waitFor(() => expect(server.urls()).toContain(`GET ${listUpdateStatuses.path({})}`));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Out for delivery');
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveValue('With the courier');
    await user.type(screen.getByRole('combobox', { name: /Where it happened/ }), 'Depot 7');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'On the van');
    await user.click(screen.getByRole('checkbox', { name: /Notify the recipient/ }));
    await user.click(screen.getByRole('button', { name: 'Add update' }));

    expect(await screen.findAllByText(/Update added/)).not.toHaveLength(0);
    expect(changes(server)).toEqual([
      {
        method: 'POST',
        url: addParcelUpdate.path({ code: 'WB-1' }),
        body: {
          stage: 'out_for_delivery',
          status: 'With the courier',
          location: 'Depot 7',
          note: 'On the van',
          notify: true,
          icon: 'moped',
          color: 'green',
        },
      },
    ]);
  });

  it('suggests the stage’s status texts first, and keeps what staff typed when the stage changes', async () => {
    const { server, user } = setUp();
    await vi.waitFor(() => expect(server.urls()).toContain(`GET ${listUpdateStatuses.path({})}`));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'In transit');
    const status = screen.getByRole('combobox', { name: /^Status/ });
    expect(status).toHaveValue('In transit');
    const list = document.getElementById(status.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
      'In transit',
      'With the courier',
      'Out for delivery',
    ]);
    await user.clear(status);
    await user.type(status, 'Sorted twice');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Out for delivery');
    expect(status).toHaveValue('Sorted twice');
    expect(screen.getByRole('combobox', { name: /Icon/ })).toHaveValue('moped');
  });

  it('fills the status once the suggestions arrive when the stage was chosen before', async () => {
    const { user } = setUp();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Out for delivery');
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveValue('With the courier'),
    );
  });

  it('asks for the stage before sending anything', async () => {
    const { server, user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Add update' }));
    expect(await screen.findByRole('combobox', { name: 'Stage' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(changes(server)).toEqual([]);
  });
});

describe('adding an update from a row of the list', () => {
  it('opens the same form in a dialog and closes it once the update is taken', async () => {
    const { server, user } = setUp(<ParcelRowUpdate code="WB-1" />);
    await user.click(screen.getByRole('button', { name: 'Add update to WB-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add update: WB-1' });
    await within(dialog).findByText(/ada@example.com gets this entry/);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Stage' }), 'In transit');
    await user.click(within(dialog).getByRole('button', { name: 'Add update' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(server)).toMatchObject([
      {
        method: 'POST',
        url: addParcelUpdate.path({ code: 'WB-1' }),
        body: { stage: 'in_transit' },
      },
    ]);
  });

  it('is not offered to a viewer', () => {
    setUp(<ParcelRowUpdate code="WB-1" />, 'viewer');
    expect(screen.queryByRole('button', { name: /Add update/ })).toBeNull();
  });
});
