import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createParcel,
  listSavedAddresses,
  searchPlaces,
  type Place,
  type SavedAddress,
} from '@waybill/shared';
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
  region: '',
  latitude: 30.06263,
  longitude: 31.24967,
};

const TORONTO: Place = {
  name: 'Toronto',
  country: 'CA',
  country_name: 'Canada',
  region: 'ON',
  latitude: 43.70011,
  longitude: -79.4163,
};

const KOFI: SavedAddress = {
  name: 'Kofi Mensah',
  company: null,
  address_line1: '3 Oxford Street',
  address_line2: null,
  postcode: null,
  city: 'Accra',
  region: 'Greater Accra',
  country: 'GH',
  phone_number: '+233241234567',
  email: 'kofi@example.com',
};

function setUp() {
  const server = fakeServer(({ method, url, body }) => {
    if (method === 'GET' && url.startsWith(listSavedAddresses.route)) {
      const query = new URL(url, 'http://x').searchParams;
      return envelope(
        200,
        query.get('side') === 'sender' && query.get('search') === 'Kof' ? [KOFI] : [],
      );
    }
    if (method === 'GET' && url.startsWith(searchPlaces.route)) {
      return envelope(
        200,
        ({ Cai: [CAIRO], Tor: [TORONTO] } as Record<string, Place[]>)[
          new URL(url, 'http://x').searchParams.get('search') ?? ''
        ] ?? [],
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

/** Suggestions come after a pause in typing: room for a busy machine. */
const SLOW_LIST = { timeout: 12_000 };

describe('the create parcel screen', () => {
  it('says the tracking code may be left empty, sends none, and shows the code the server made', async () => {
    const { server, user } = setUp();
    const code = screen.getByLabelText(/Tracking code/);
    expect(code).not.toBeRequired();
    expect(screen.getByText(/Leave it empty to have one made/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Recipient name'), 'Ada Obi');
    await user.type(screen.getByLabelText('Destination city'), 'Lagos');
    await user.click(screen.getByRole('button', { name: 'Create parcel' }));

    expect(await screen.findByText(`detail of ${MADE}`)).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([
      {
        method: 'POST',
        url: createParcel.path({}),
        body: { recipient_name: 'Ada Obi', recipient_city: 'Lagos' },
      },
    ]);
    expect(await screen.findByText(`Parcel created: ${MADE}`)).toBeInTheDocument();
  });

  it('asks for a handover code at the door when its box is ticked, saying what it means', async () => {
    const { server, user } = setUp();
    await user.type(screen.getByLabelText('Recipient name'), 'Ada Obi');
    await user.type(screen.getByLabelText('Destination city'), 'Lagos');
    const box = screen.getByRole('checkbox', { name: 'Ask for a handover code at the door' });
    expect(box).not.toBeChecked();
    expect(screen.getByText(/the courier must enter it to deliver/)).toBeInTheDocument();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Create parcel' }));

    expect(await screen.findByText(`detail of ${MADE}`)).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')[0].body).toEqual({
      recipient_name: 'Ada Obi',
      recipient_city: 'Lagos',
      handover_code_required: true,
    });
  });

  it('takes a stage beside the status; choosing one writes its name into an empty status only', async () => {
    const { server, user } = setUp();
    await user.type(screen.getByLabelText('Recipient name'), 'Ada Obi');
    await user.type(screen.getByLabelText('Destination city'), 'Lagos');
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
          recipient_city: 'Lagos',
          status: 'Waiting for customs papers',
          stage: 'out_for_delivery',
        },
      },
    ]);
  });

  it('offers matching places for a city, and sends the chosen one with its country and coordinates', async () => {
    const { server, user } = setUp();
    await user.type(screen.getByLabelText('Recipient name'), 'Ada Obi');
    const destination = screen.getByRole('combobox', { name: 'Destination city' });
    await user.type(destination, 'Cai');
    // The search waits for a pause in typing: on a busy machine that takes a while.
    const option = await screen.findByRole('option', { name: /Cairo\s*Egypt/ }, SLOW_LIST);
    expect(destination).toHaveAttribute('aria-expanded', 'true');
    expect(server.urls()).toContain(`GET ${searchPlaces.path({}, { search: 'Cai', limit: 10 })}`);

    await user.keyboard('{ArrowDown}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(destination).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(destination).toHaveValue('Cairo');
    const recipient = screen.getByRole('group', { name: 'Recipient' });
    expect(within(recipient).getByRole('combobox', { name: 'Country (Optional)' })).toHaveValue(
      'EG',
    );
    expect(within(recipient).getByRole('option', { name: 'Egypt' })).toHaveProperty(
      'selected',
      true,
    );
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
          recipient_city: 'Cairo',
          recipient_country: 'EG',
          map_destination_latitude: 30.06263,
          map_destination_longitude: 31.24967,
        },
      },
    ]);
  });

  it('fills the region too when the chosen place has one', async () => {
    const { server, user } = setUp();
    await user.type(screen.getByLabelText('Recipient name'), 'Ada Obi');
    const destination = screen.getByRole('combobox', { name: 'Destination city' });
    await user.type(destination, 'Tor');
    await user.click(await screen.findByRole('option', { name: /Toronto/ }, SLOW_LIST));
    const recipient = within(screen.getByRole('group', { name: 'Recipient' }));
    expect(recipient.getByLabelText(/Region or state/)).toHaveValue('ON');
    expect(recipient.getByRole('combobox', { name: 'Country (Optional)' })).toHaveValue('CA');
    await user.click(screen.getByRole('button', { name: 'Create parcel' }));
    expect(await screen.findByText(`detail of ${MADE}`)).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')[0].body).toEqual({
      recipient_name: 'Ada Obi',
      recipient_city: 'Toronto',
      recipient_region: 'ON',
      recipient_country: 'CA',
      map_destination_latitude: 43.70011,
      map_destination_longitude: -79.4163,
    });
  });

  it('sends no coordinates for a name typed after a choice: the server places a known name', async () => {
    const { server, user } = setUp();
    await user.type(screen.getByLabelText('Recipient name'), 'Ada Obi');
    const pickup = screen.getByRole('combobox', { name: /Pickup city/ });
    await user.type(pickup, 'Cai');
    await user.click(await screen.findByRole('option', { name: /Cairo/ }, SLOW_LIST));
    expect(pickup).toHaveValue('Cairo');
    await user.clear(pickup);
    await user.paste('Giza');
    await user.click(screen.getByRole('combobox', { name: 'Destination city' }));
    await user.paste('Alexandria');
    await user.click(screen.getByRole('button', { name: 'Create parcel' }));
    expect(await screen.findByText(`detail of ${MADE}`)).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')[0].body).toEqual({
      recipient_name: 'Ada Obi',
      recipient_city: 'Alexandria',
      sender_city: 'Giza',
      // The country a choice filled stays: only the point belonged to the place alone.
      sender_country: 'EG',
    });
  });

  it('sends both addresses, their phones as typed and the countries chosen by name', async () => {
    const { server, user } = setUp();
    const recipient = within(screen.getByRole('group', { name: 'Recipient' }));
    const sender = within(screen.getByRole('group', { name: 'Sender' }));
    await user.type(recipient.getByLabelText('Recipient name'), 'Ada Obi');
    await user.type(recipient.getByLabelText(/Company/), 'Obi Trading Ltd');
    await user.type(recipient.getByLabelText(/Street address/), '12 Allen Avenue');
    await user.type(recipient.getByLabelText(/Postcode/), '100001');
    await user.type(recipient.getByLabelText('Destination city'), 'Ikeja');
    await user.type(recipient.getByLabelText(/Region or state/), 'Lagos');
    await user.selectOptions(recipient.getByLabelText(/Country/), 'Nigeria');
    const phone = recipient.getByLabelText(/Recipient phone number/);
    expect(phone).toHaveAttribute('type', 'tel');
    await user.type(phone, '0803 123 4567');
    await user.type(sender.getByLabelText(/Sender name/), 'Kofi Mensah');
    await user.selectOptions(sender.getByLabelText(/Country/), 'GH');
    await user.click(screen.getByRole('button', { name: 'Create parcel' }));
    expect(await screen.findByText(`detail of ${MADE}`)).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')[0].body).toEqual({
      recipient_name: 'Ada Obi',
      recipient_company: 'Obi Trading Ltd',
      recipient_address_line1: '12 Allen Avenue',
      recipient_postcode: '100001',
      recipient_city: 'Ikeja',
      recipient_region: 'Lagos',
      recipient_country: 'NG',
      recipient_phone_number: '0803 123 4567',
      sender_name: 'Kofi Mensah',
      sender_country: 'GH',
    });
  });

  it('asks for the destination city before sending anything', async () => {
    const { server, user } = setUp();
    await user.type(screen.getByLabelText('Recipient name'), 'Ada Obi');
    await user.click(screen.getByRole('button', { name: 'Create parcel' }));
    expect(
      await screen.findByRole('combobox', { name: 'Destination city' }),
    ).toHaveAccessibleDescription(/Destination city is required/);
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('offers recent senders as a name is typed, and fills the whole address with the one chosen', async () => {
    const { server, user } = setUp();
    await user.type(screen.getByLabelText('Recipient name'), 'Ada Obi');
    await user.type(screen.getByLabelText('Destination city'), 'Lagos');
    const name = screen.getByRole('combobox', { name: /Sender name/ });
    await user.type(name, 'Kof');
    const option = await screen.findByRole(
      'option',
      {
        name: /Kofi Mensah\s*3 Oxford Street, Accra, Ghana/,
      },
      SLOW_LIST,
    );
    expect(screen.getByRole('listbox', { name: 'Recent senders' })).toBeVisible();
    await user.click(option);
    const sender = within(screen.getByRole('group', { name: 'Sender' }));
    expect(name).toHaveValue('Kofi Mensah');
    expect(sender.getByLabelText(/Street address/)).toHaveValue('3 Oxford Street');
    expect(sender.getByLabelText(/Pickup city/)).toHaveValue('Accra');
    expect(sender.getByLabelText(/Country/)).toHaveValue('GH');
    // Read in its own country's way: the server reads it back there.
    expect(sender.getByLabelText(/Sender phone number/)).toHaveValue('024 123 4567');
    await user.click(screen.getByRole('button', { name: 'Create parcel' }));
    expect(await screen.findByText(`detail of ${MADE}`)).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')[0].body).toEqual({
      recipient_name: 'Ada Obi',
      recipient_city: 'Lagos',
      sender_name: 'Kofi Mensah',
      sender_address_line1: '3 Oxford Street',
      sender_city: 'Accra',
      sender_region: 'Greater Accra',
      sender_country: 'GH',
      sender_phone_number: '024 123 4567',
      sender_email: 'kofi@example.com',
    });
  });
});
