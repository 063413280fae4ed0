import { subscribeToParcel } from '@waybill/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/fixtures';
import { startLanguage } from '../i18n/i18n';
import { ParcelUpdates } from './ParcelUpdates';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function ask(address: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText('Ihre E-Mail');
  await user.clear(field);
  if (address) await user.type(field, address);
  await user.click(screen.getByRole('button', { name: 'Updates an mich senden' }));
}

describe('the e-mail updates form (useFormSubmit) in German', () => {
  beforeAll(() => startLanguage('de'));
  afterAll(() => startLanguage('en'));

  it("checks the address first and says the form's problem in German, sending nothing", async () => {
    render(<ParcelUpdates code="WB-1" />);
    await ask('');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ihre E-Mail ist erforderlich');
    await ask('not an address');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihre E-Mail muss eine gültige E-Mail-Adresse sein',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the address for this parcel and shows the site's own words, not the server's", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          status: 200,
          errors: [],
          data: { delivery: 'queued' },
          message: 'Check your inbox',
        }),
        { status: 200 },
      ),
    );
    render(<ParcelUpdates code="WB 1" />);
    await ask('ada@example.com');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sehen Sie in Ihrem Posteingang nach: Wir haben Ihnen einen Link gesendet',
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('Check your inbox');
    expect(screen.getByLabelText('Ihre E-Mail')).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(subscribeToParcel.path({ code: 'WB 1' }));
    expect(init?.method).toBe('POST');
    // The page's language goes with it: the e-mails are written in it.
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', language: 'de' });
  });

  it('with no mail server, says the link will go once mail is set up, never that it was sent', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ status: 200, errors: [], data: { delivery: 'held' }, message: 'Saved' }),
        { status: 200 },
      ),
    );
    render(<ParcelUpdates code="WB-1" />);
    await ask('ada@example.com');
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent(
      'Gespeichert: Wir senden Ihnen einen Bestätigungslink, sobald unser E-Mail-Versand eingerichtet ist.',
    );
    expect(note).not.toHaveTextContent('gesendet');
  });

  it('says the rate limit in German, with the minutes the server gave', async () => {
    fetchMock.mockResolvedValueOnce(
      envelope(429, null, [
        {
          code: 'rate.too_many',
          params: { minutes: 12 },
          message: 'Too many attempts. Please wait 12 minutes and try again.',
        },
      ]),
    );
    render(<ParcelUpdates code="WB-1" />);
    await ask('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte warten Sie 12 Minuten und versuchen Sie es dann erneut.',
    );
    expect(screen.queryByRole('status')).toBeNull();
    // What was typed stays, to ask again later.
    expect(screen.getByLabelText('Ihre E-Mail')).toHaveValue('ada@example.com');
  });
});
