import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listParcels, problem } from '@waybill/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePagedEndpoint } from '../app/queries';
import { envelope, fakeServer, paged, parcelRow, testClient, withClient } from '../test/fake-api';
import { PagedTable } from './PagedTable';

/** The parcel list's body, as a list screen renders it. */
function ParcelTable() {
  const list = usePagedEndpoint(listParcels, {});
  return (
    <PagedTable
      list={list}
      noun="parcels"
      shown={(count) => `${count} parcels shown`}
      emptyIcon="box"
      emptyText="No parcels yet."
    >
      {(rows) => (
        <ul aria-label="Parcels">
          {rows.map((row) => (
            <li key={row.id}>{row.tracking_code}</li>
          ))}
        </ul>
      )}
    </PagedTable>
  );
}

const Wrapper = () => withClient(testClient());
const shownCodes = () =>
  within(screen.getByRole('list', { name: 'Parcels' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('PagedTable', () => {
  it('shows a spinner, then the rows, and appends the next page under the Next arrow', async () => {
    fakeServer(({ url }) =>
      url.endsWith('page=1')
        ? envelope(200, paged([parcelRow(4, 'WB4'), parcelRow(3, 'WB3')], 1, 2))
        : envelope(200, paged([parcelRow(2, 'WB2'), parcelRow(1, 'WB1')], 2, 2)),
    );
    render(<ParcelTable />, { wrapper: Wrapper() });
    expect(screen.getByRole('status', { name: 'Loading parcels' })).toBeInTheDocument();

    expect(await screen.findByText('WB4')).toBeInTheDocument();
    expect(shownCodes()).toEqual(['WB4', 'WB3']);
    expect(screen.getByText('2 parcels shown · page 1 of 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('WB1')).toBeInTheDocument();
    expect(shownCodes()).toEqual(['WB4', 'WB3', 'WB2', 'WB1']);
    expect(screen.getByText('4 parcels shown · page 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('says "No Data Found" with the list’s own words when there are no rows', async () => {
    fakeServer(() => envelope(200, paged([], 1, 1)));
    render(<ParcelTable />, { wrapper: Wrapper() });
    expect(await screen.findByRole('heading', { name: 'No Data Found' })).toBeInTheDocument();
    expect(screen.getByText('No parcels yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('shows why the first page failed, from the problem’s code and values', async () => {
    fakeServer(() =>
      envelope(429, null, [problem('rate.too_many', { minutes: 3 })], 'not read by the panel'),
    );
    render(<ParcelTable />, { wrapper: Wrapper() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 3 minutes and try again.',
    );
  });

  it('keeps the rows when a further page fails, and says why above the arrow', async () => {
    fakeServer(({ url }) =>
      url.endsWith('page=1')
        ? envelope(200, paged([parcelRow(2, 'WB2')], 1, 2))
        : envelope(503, null, [problem('database.unreachable')]),
    );
    render(<ParcelTable />, { wrapper: Wrapper() });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    // A server failure is tried once more after a second (query-client.ts) before it is shown.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The database is not reachable, try again shortly',
    );
    expect(shownCodes()).toEqual(['WB2']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });
});
