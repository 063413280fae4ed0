import { problem } from '@waybill/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../app/store';
import { startLanguage } from '../i18n/i18n';
import { TrackingResult } from './TrackingResult';

const showLookup = (problems: ReturnType<typeof problem>[]) =>
  useAppStore.setState({ parcel: { data: null, problems, fetching: false, unlocked: false } });

beforeEach(() => useAppStore.setState(useAppStore.getInitialState(), true));

describe('TrackingResult in German', () => {
  beforeAll(() => startLanguage('de'));
  afterAll(() => startLanguage('en'));

  it('says an unknown parcel in German, in capitals, with the hint to check the code', () => {
    showLookup([problem('parcel.not_found')]);
    render(<TrackingResult hasCode onRetry={() => undefined} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('KEINE DATEN GEFUNDEN');
    expect(alert).toHaveTextContent(
      'Prüfen Sie die Sendungsnummer auf Tippfehler und versuchen Sie es erneut.',
    );
    expect(alert.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'search_off');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers to try again when the service could not be reached', async () => {
    const onRetry = vi.fn();
    showLookup([problem('client.invalid_json')]);
    render(<TrackingResult hasCode onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('UNGÜLTIGE ANTWORT');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Der Verfolgungsdienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the English sentence of a problem the site has no words for', () => {
    showLookup([problem('database.unreachable')]);
    render(<TrackingResult hasCode onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'THE DATABASE IS NOT REACHABLE, TRY AGAIN SHORTLY',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('TrackingResult while looking up', () => {
  it('says TRACKING... from the first paint when a code is given', () => {
    render(<TrackingResult hasCode onRetry={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('TRACKING...');
  });

  it('invites a search when there is no code', () => {
    render(<TrackingResult hasCode={false} onRetry={() => undefined} />);
    expect(
      screen.getByText("Your parcel's status, route, history and location will appear here."),
    ).toBeInTheDocument();
  });
});
