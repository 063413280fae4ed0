import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Activity, getParcelHistory } from '@waybill/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parcelRecord } from '../../../test-kit/answers';
import { PARCEL_ROUTES, parcelPaths } from '../app/paths';
import { useAppStore } from '../app/store';
import { envelope, fakeServer, paged, testClient, withClient } from '../test/fake-api';
import { ActivityHistory } from './ActivityHistory';

const entry = (id: number, title: string, restorable: boolean): Activity => ({
  id,
  parcel_id: 1,
  title,
  description: `${title} at the depot`,
  icon: 'local_shipping',
  color: 'green',
  created_at_month: 'Mar',
  created_at_day: String(id).padStart(2, '0'),
  created_at_time: '10:30',
  created_at: `2026-03-${String(id).padStart(2, '0')}T10:30:00.000Z`,
  updated_at: `2026-03-${String(id).padStart(2, '0')}T10:30:00.000Z`,
  restorable,
});

/** WB-1's history screen, its entries newest first, for a dispatcher. */
async function historyOf(entries: Activity[]) {
  useAppStore.setState({ admin: { email: 'd@example.com', name: 'D', role: 'dispatcher' } });
  fakeServer(({ url }) =>
    url.startsWith(getParcelHistory.path({ code: 'WB-1' }))
      ? envelope(200, paged(entries, 1, 1))
      : envelope(
          200,
          parcelRecord({ id: 1, tracking_code: 'WB-1', history: paged(entries, 1, 1) }),
        ),
  );
  const Wrapper = withClient(testClient());
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[parcelPaths.activities('WB-1')]}>
        <Routes>
          <Route path={PARCEL_ROUTES.activities} element={<ActivityHistory />} />
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  );
  await screen.findByText(entries[0].description);
  return userEvent.setup();
}

/** Opens the newest entry's delete question: whether it offers to put the parcel back. */
async function newestOffersPutBack(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
  const question = await screen.findByRole('alertdialog');
  return within(question).queryByRole('checkbox', { name: /put the parcel back/ }) !== null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAppStore.setState({ admin: false });
});

describe('the history’s delete question', () => {
  it('offers the put-back for a newest entry that keeps where its update found the parcel', async () => {
    const user = await historyOf([
      entry(2, 'Out for delivery', true),
      entry(1, 'In transit', true),
    ]);
    expect(await newestOffersPutBack(user)).toBe(true);
  });

  it('does not offer it for a newest entry with nothing to put back (409 otherwise)', async () => {
    const user = await historyOf([
      entry(2, 'Called the recipient', false),
      entry(1, 'In transit', true),
    ]);
    expect(await newestOffersPutBack(user)).toBe(false);
  });
});
