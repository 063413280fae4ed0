import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createParcel } from '@waybill/shared';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARCEL_CREATE, PARCEL_ROUTES } from '../app/paths';
import { envelope, fakeServer, paged, parcelRow, testClient, withClient } from '../test/fake-api';
import { ParcelCreate } from './ParcelCreate';

/** A code as the server makes them (tracking-code.ts in the API). */
const MADE = 'WB7K3QX9M2TZP';

function DetailProbe() {
  return <p>detail of {useParams().id}</p>;
}

function setUp() {
  const server = fakeServer(({ body }) => {
    const typed = (body as { tracking_code?: string }).tracking_code;
    return envelope(
      201,
      { ...parcelRow(7, typed ?? MADE), history: paged([], 1, 1) },
      [],
      'Parcel created',
    );
  });
  const Wrapper = withClient(testClient());
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[PARCEL_CREATE]}>
        <Routes>
          <Route path={PARCEL_CREATE} element={<ParcelCreate />} />
          <Route path={PARCEL_ROUTES.detail} element={<DetailProbe />} />
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  );
  return { server, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('the create parcel screen', () => {
  it('says the tracking code may be left empty, sends none, and shows the code the server made', async () => {
    const { server, user } = setUp();
    const code = screen.getByLabelText(/Tracking code/);
    expect(code).not.toBeRequired();
    expect(screen.getByText(/Leave it empty to have one made/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Recipient name'), 'Ada Obi');
    await user.type(screen.getByLabelText('Destination'), 'Lagos');
    await user.click(screen.getByRole('button', { name: 'Create parcel' }));

    expect(await screen.findByText(`detail of ${MADE}`)).toBeInTheDocument();
    expect(server.requests).toEqual([
      {
        method: 'POST',
        url: createParcel.path({}),
        body: { recipient_name: 'Ada Obi', destination: 'Lagos' },
      },
    ]);
    expect(await screen.findByText(`Parcel created: ${MADE}`)).toBeInTheDocument();
  });
});
