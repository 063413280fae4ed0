import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createParcel, searchPlaces, type Place } from '@waybill/shared';
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

const CAIRO: Place = {
  name: 'Cairo',
  country: 'EG',
  country_name: 'Egypt',
  latitude: 30.06263,
  longitude: 31.24967,
};

function setUp() {
  const server = fakeServer(({ method, url, body }) => {
    if (method === 'GET' && url.startsWith(searchPlaces.route)) {
      return envelope(
        200,
        new URL(url, 'http://x').searchParams.get('search') === 'Cai' ? [CAIRO] : [],
      );
    }
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
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([
      {
        method: 'POST',
        url: createParcel.path({}),
        body: { recipient_name: 'Ada Obi', destination: 'Lagos' },
      },
    ]);
    expect(await screen.findByText(`Parcel created: ${MADE}`)).toBeInTheDocument();
  });

  it('takes a stage beside the status; choosing one writes its name into an empty status only', async () => {
    const { server, user } = setUp();
    await user.type(screen.getByLabelText('Recipient name'), 'Ada Obi');
    await user.type(screen.getByLabelText('Destination'), 'Lagos');
    const status = screen.getByRole('textbox', { name: 'Status (Optional)' });
    const stage = screen.getByRole('combobox', { name: 'Stage (Optional)' });
    expect(stage).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Returned (exception)' })).toHaveValue('returned');

    await user.selectOptions(stage, 'Held (exception)');
    expect(status).toHaveValue('Held');
    await user.clear(status);
    await user.type(status, 'Waiting for customs papers');
    await user.selectOptions(stage, 'Out for delivery');
    expect(status).toHaveValue('Waiting for customs papers');

    await user.click(screen.getByRole('button', { name: 'Create parcel' }));
    expect(await screen.findByText(`detail of ${MADE}`)).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([
      {
        method: 'POST',
        url: createParcel.path({}),
        body: {
          recipient_name: 'Ada Obi',
          destination: 'Lagos',
          status: 'Waiting for customs papers',
          stage: 'out_for_delivery',
        },
      },
    ]);
  });

  it('offers matching places for a location, and sends the chosen one with its coordinates', async () => {
    const { server, user } = setUp();
    await user.type(screen.getByLabelText('Recipient name'), 'Ada Obi');
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    await user.type(destination, 'Cai');
    const option = await screen.findByRole('option', { name: /Cairo\s*Egypt/ });
    expect(destination).toHaveAttribute('aria-expanded', 'true');
    expect(server.urls()).toContain(`GET ${searchPlaces.path({}, { search: 'Cai', limit: 10 })}`);

    await user.keyboard('{ArrowDown}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(destination).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(destination).toHaveValue('Cairo, Egypt');
    // The suggestions are gone (the stage select's options are not suggestions).
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Cairo/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create parcel' }));
    expect(await screen.findByText(`detail of ${MADE}`)).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: createParcel.path({}),
        body: {
          recipient_name: 'Ada Obi',
          destination: 'Cairo, Egypt',
          map_destination_latitude: 30.06263,
          map_destination_longitude: 31.24967,
        },
      },
    ]);
  });

  it('sends no coordinates for a name typed after a choice: the server places a known name', async () => {
    const { server, user } = setUp();
    await user.type(screen.getByLabelText('Recipient name'), 'Ada Obi');
    const pickup = screen.getByRole('combobox', { name: /Pickup location/ });
    await user.type(pickup, 'Cai');
    await user.click(await screen.findByRole('option', { name: /Cairo/ }));
    expect(pickup).toHaveValue('Cairo, Egypt');
    await user.clear(pickup);
    await user.paste('Giza');
    await user.click(screen.getByRole('combobox', { name: 'Destination' }));
    await user.paste('Alexandria');
    await user.click(screen.getByRole('button', { name: 'Create parcel' }));
    expect(await screen.findByText(`detail of ${MADE}`)).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')[0].body).toEqual({
      recipient_name: 'Ada Obi',
      destination: 'Alexandria',
      pickup_location: 'Giza',
    });
  });
});
