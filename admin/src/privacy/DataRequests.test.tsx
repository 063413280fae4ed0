import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  erasePersonalData,
  findPersonalData,
  type ErasureResult,
  type PersonalDataReport,
} from '@waybill/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../app/store';
import { startLanguage } from '../i18n/i18n';
import { envelope, fakeServer, testClient, withClient } from '../test/fake-api';
import { DataRequests } from './DataRequests';

const FOUND: PersonalDataReport = {
  email: 'ada@example.com',
  phone: null,
  tables: [
    { table: 'parcels', count: 1, kept: null, records: ['7 · WB-1'] },
    { table: 'activities', count: 0, kept: null, records: [] },
    { table: 'invoices', count: 1, kept: 'tax_records', records: ['3 · INV-000003'] },
  ],
};
const NOTHING: PersonalDataReport = {
  ...FOUND,
  tables: FOUND.tables.map((table) => ({
    ...table,
    count: table.kept ? table.count : 0,
    records: table.kept ? table.records : [],
  })),
};
const ERASED: ErasureResult = {
  email: 'ada@example.com',
  phone: null,
  erased: [{ table: 'parcels', count: 1 }],
  kept: [{ table: 'invoices', count: 1, reason: 'tax_records' }],
};

/** The screen against a fake server: a search finds FOUND until the erasure, then NOTHING. */
function renderScreen() {
  let erased = false;
  const server = fakeServer(({ url, body }) => {
    if (url.startsWith(erasePersonalData.route)) {
      erased = true;
      return envelope(200, ERASED);
    }
    if (url.startsWith(findPersonalData.route)) {
      const asked = body as { phone?: string };
      if (asked.phone === '12') {
        return new Response(
          JSON.stringify({
            status: 400,
            errors: ['phone is not a phone number'],
            error_codes: ['address.phone'],
            error_params: [{ field: 'phone' }],
            data: null,
            message: 'phone is not a phone number',
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        );
      }
      return envelope(200, erased ? NOTHING : FOUND);
    }
    return envelope(200, { site: { time_zone: 'UTC' } });
  });
  const Wrapper = withClient(testClient());
  render(
    <Wrapper>
      <DataRequests />
    </Wrapper>,
  );
  return { server, user: userEvent.setup() };
}

beforeEach(() => {
  useAppStore.setState({ admin: { email: 'boss@example.com', name: 'Boss', role: 'owner' } });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  useAppStore.setState({ admin: false });
  await startLanguage('en');
});

describe('the data requests screen', () => {
  it('lists what is held, what an erasure keeps, and erases after the confirmation', async () => {
    const { server, user } = renderScreen();
    await user.type(screen.getByLabelText('E-mail address'), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const table = await screen.findByRole('table', { name: 'What is held' });
    const parcels = within(table).getByText('Parcels (as recipient or sender)').closest('tr')!;
    expect(within(parcels).getByText('7 · WB-1')).toBeInTheDocument();
    expect(within(parcels).getByText('Erased')).toBeInTheDocument();
    const invoices = within(table).getByText('Invoices').closest('tr')!;
    expect(
      within(invoices).getByText('Kept: invoices are accounting records the law keeps'),
    ).toBeInTheDocument();
    // A kind with no records is left out.
    expect(within(table).queryByText('Tracking history')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Erase…' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('1 record erased')).toBeInTheDocument();
    const erase = server.requests.find((request) =>
      request.url.startsWith(erasePersonalData.route),
    );
    expect(erase?.body).toEqual({ email: 'Ada@Example.com', confirm: true });
    // Found again: only what the law keeps is left.
    const after = await screen.findByRole('table', { name: 'What is held' });
    expect(within(after).queryByText('Parcels (as recipient or sender)')).toBeNull();
    expect(within(after).getByText('Invoices')).toBeInTheDocument();
  });

  it('reads a phone written without its country code in the country chosen, and sends no country without a phone', async () => {
    const { server, user } = renderScreen();
    const country = screen.getByLabelText('Country of the phone');
    expect(country).toHaveValue('');
    expect(
      within(country).getByRole('option', { name: 'Written with its country code' }),
    ).toBeInTheDocument();
    await user.selectOptions(country, 'Nigeria');
    await user.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByRole('table', { name: 'What is held' });
    await user.type(screen.getByLabelText('Phone number'), '0803 123 4567');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByRole('table', { name: 'What is held' });
    const finds = server.requests.filter((request) =>
      request.url.startsWith(findPersonalData.route),
    );
    expect(finds.map((request) => request.body)).toEqual([
      { email: 'ada@example.com' },
      { email: 'ada@example.com', phone: '0803 123 4567', country: 'NG' },
    ]);
  });

  it('says a refusal by its code, in the chosen language', async () => {
    await startLanguage('de');
    const { user } = renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Datenanfragen' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Telefonnummer'), '12');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ist keine Telefonnummer');
  });
});
