import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  assignToRun,
  countParcelSelection,
  listCouriers,
  runBulkAction,
  type RunAssignAnswer,
  type Role,
} from '@waybill/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { envelope, fakeServer, testClient, withClient } from '../../test/fake-api';
import { todayIn } from './AssignDialog';
import { BulkBar } from './BulkBar';
import type { Selection } from './selection';

const RIDER = { id: 7, name: 'Rider One', email: 'rider@example.com', active: true };
const GONE = { id: 8, name: 'Old Rider', email: 'old@example.com', active: false };

const ANSWER: RunAssignAnswer = {
  date: '2026-11-29',
  courier: RIDER,
  stops: [],
  added: ['WB-1'],
  kept: ['WB-2'],
  refused: [{ tracking_code: 'WB-9', error_code: 'run.parcel_over', stage: 'delivered' }],
};

function selectionOf(ids: number[], allMatching = false): Selection {
  return {
    ids: new Set(ids),
    allMatching,
    count: allMatching ? null : ids.length,
    isSelected: (id) => ids.includes(id),
    toggle: vi.fn(),
    setPage: vi.fn(),
    selectAllMatching: vi.fn(),
    clear: vi.fn(),
    payload: (filter) => (allMatching ? { filter } : { ids }),
  };
}

function setUp({
  role = 'dispatcher',
  selection = selectionOf([1, 2, 3]),
  matching = 3,
  failDelete = false,
}: {
  role?: Role;
  selection?: Selection;
  matching?: number;
  failDelete?: boolean;
} = {}) {
  useAppStore.setState({ admin: { email: 'desk@example.com', name: 'Desk', role } });
  const server = fakeServer(({ method, url }) => {
    if (method === 'GET' && url === listCouriers.path({})) return envelope(200, [GONE, RIDER]);
    if (method === 'GET' && url.startsWith(countParcelSelection.route)) {
      return envelope(200, { count: matching, over_limit: false });
    }
    if (method === 'POST' && url === assignToRun.path({})) return envelope(200, ANSWER);
    if (method === 'POST' && url === runBulkAction.path({}) && failDelete) {
      return envelope(409, null, [
        { code: 'bulk.parcels_gone', params: { count: 1 }, message: 'gone' },
      ]);
    }
    return envelope(404, null, [{ code: 'route.not_found', params: {}, message: 'no' }]);
  });
  const Wrapper = withClient(testClient());
  render(
    <Wrapper>
      <MemoryRouter>
        <BulkBar selection={selection} filter={{ search: 'lagos' }} total={matching} />
      </MemoryRouter>
    </Wrapper>,
  );
  return { server, selection, user: userEvent.setup() };
}

const writes = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((request) => request.method !== 'GET');

afterEach(() => {
  vi.unstubAllGlobals();
  useAppStore.setState({ admin: false });
});

describe('assigning the selected parcels to a courier', () => {
  it('sends the ticked ids to the chosen active courier’s run of the day, then says what was added, kept and refused', async () => {
    const { server, selection, user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Assign to courier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign 3 parcels to a courier' });
    const courier = within(dialog).getByRole('combobox', { name: 'Courier' });
    // A disabled courier can no longer take a run: not offered.
    expect(await within(dialog).findByRole('option', { name: 'Rider One' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: /Old Rider/ })).toBeNull();
    const submit = within(dialog).getByRole('button', { name: 'Assign 3 parcels' });
    expect(submit).toBeDisabled();

    await user.selectOptions(courier, 'Rider One');
    const day = within(dialog).getByLabelText('Day of the run');
    expect(day).toHaveValue(todayIn(undefined));
    // A day other than today, whatever the date the test runs on (a date field takes its value whole).
    fireEvent.change(day, { target: { value: '2026-11-29' } });
    expect(day).toHaveValue('2026-11-29');
    await user.click(submit);

    expect(
      await within(dialog).findByText('1 parcel added to Rider One’s run of 29 Nov 2026.'),
    ).toBeInTheDocument();
    expect(writes(server)).toEqual([
      {
        method: 'POST',
        url: assignToRun.path({}),
        body: { courier_id: 7, date: '2026-11-29', selection: { ids: [1, 2, 3] } },
      },
    ]);
    expect(
      within(dialog).getByText('1 parcel was already on this run and stays where it is.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('1 parcel was not added:')).toBeInTheDocument();
    expect(
      within(dialog).getByText('WB-9 can no longer go on a run: its journey is over'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open Rider One’s run' })).toHaveAttribute(
      'href',
      '/control/runs?courier=7&date=2026-11-29',
    );
    expect(selection.clear).not.toHaveBeenCalled();

    // The footer's Close (the title's cross closes it too).
    const footer = dialog.querySelector<HTMLElement>('.bp6-dialog-footer');
    await user.click(within(footer!).getByRole('button', { name: 'Close' }));
    expect(selection.clear).toHaveBeenCalled();
  });

  it('names the filter for all that match, and says before sending that a run takes at most 200', async () => {
    const { server, user } = setUp({ selection: selectionOf([], true), matching: 250 });
    await user.click(screen.getByRole('button', { name: 'Assign to courier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign 250 parcels to a courier' });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Courier' }),
      'Rider One',
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A run takes at most 200 parcels at once: select fewer.',
    );
    expect(within(dialog).getByRole('button', { name: 'Assign 250 parcels' })).toBeDisabled();
    expect(writes(server)).toEqual([]);
  });

  it('is not offered to a role that cannot dispatch', async () => {
    setUp({ role: 'viewer' });
    expect(screen.getByRole('button', { name: 'Print labels' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign to courier' })).toBeNull();
  });

  it('writes today in the company’s time zone', () => {
    const late = new Date('2026-11-29T23:30:00Z');
    expect(todayIn('Africa/Lagos', late)).toBe('2026-11-30');
    expect(todayIn('America/New_York', late)).toBe('2026-11-29');
  });
});

describe('deleting the selected parcels (the shared confirmation)', () => {
  it('names the count, and keeps the dialog open with the server’s refusal', async () => {
    const { user } = setUp({ failDelete: true });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete parcels' });
    expect(
      within(dialog).getByText('Delete 3 parcels and their history? This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete 3 parcels' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '1 selected parcel was deleted meanwhile; nothing was changed',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
