import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  assignToRun,
  getRun,
  listCouriers,
  removeFromRun,
  reorderRun,
  type CourierRun,
  type RunStop,
} from '@waybill/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../app/store';
import { envelope, fakeServer, testClient, withClient } from '../test/fake-api';
import { Runs } from './Runs';

const DAY = '2026-11-29';
const COURIER = { id: 7, name: 'Rider One', email: 'rider@example.com', active: true };

const stop = (code: string, position: number): RunStop => ({
  position,
  tracking_code: code,
  recipient_name: `Person ${position}`,
  address_lines: ['12 Marina Road', 'Lagos'],
  recipient_phone_number: null,
  latitude: null,
  longitude: null,
  status: 'Created',
  stage: 'created',
  handover_code_required: position === 2,
  handover_locked: false,
  parcel_content: null,
  notes: null,
});
const RUN: CourierRun = { date: DAY, courier: COURIER, stops: [stop('WB-1', 1), stop('WB-2', 2)] };

function setUp() {
  useAppStore.setState({ admin: { email: 'desk@example.com', name: 'Desk', role: 'dispatcher' } });
  const server = fakeServer(({ method, url }) => {
    if (method === 'GET' && url === listCouriers.path({})) return envelope(200, [COURIER]);
    if (method === 'GET' && url.startsWith(getRun.route)) return envelope(200, RUN);
    return envelope(200, RUN);
  });
  const Wrapper = withClient(testClient());
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[`/control/runs?courier=7&date=${DAY}`]}>
        <Runs />
      </MemoryRouter>
    </Wrapper>,
  );
  return { server, user: userEvent.setup() };
}

const changes = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((request) => request.method !== 'GET');

afterEach(() => {
  vi.unstubAllGlobals();
  useAppStore.setState({ admin: false });
});

describe('the Runs screen', () => {
  it('shows the chosen courier’s run of the day in order, with handover codes marked', async () => {
    setUp();
    expect(await screen.findByRole('heading', { name: '2 stops' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Courier' })).toHaveValue('7');
    expect(screen.getByLabelText('Day')).toHaveValue(DAY);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('WB-1'),
      expect.stringContaining('WB-2'),
    ]);
    expect(rows[1]).toHaveTextContent('Handover code');
  });

  it('moves a parcel up with its button, adds a typed code, and takes one off', async () => {
    const { server, user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Move WB-2 up' }));
    await vi.waitFor(() =>
      expect(changes(server)[0]).toEqual({
        method: 'POST',
        url: reorderRun.path({}),
        body: { courier_id: 7, date: DAY, codes: ['WB-2', 'WB-1'] },
      }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Tracking code' }), 'wb-3{Enter}');
    await vi.waitFor(() =>
      expect(changes(server)[1]).toEqual({
        method: 'POST',
        url: assignToRun.path({}),
        body: { courier_id: 7, date: DAY, codes: ['wb-3'] },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Take WB-1 off the run' }));
    await vi.waitFor(() =>
      expect(changes(server)[2]).toEqual({
        method: 'DELETE',
        url: removeFromRun.path({}),
        body: { courier_id: 7, date: DAY, code: 'WB-1' },
      }),
    );
  });
});
