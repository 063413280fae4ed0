import { envelopeErrors, problem, trackParcel, type Parcel } from '@waybill/shared';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activity, paged, parcel } from '../../test/fixtures';
import { refreshedHistory, useAppStore } from '../app/store';
import { startLanguage } from '../i18n/i18n';
import { FIRST_PACE, LIVE_POLL, nextPace } from './live';
import { Track } from './Track';

// jsdom paints nothing: the schema the lookup checks with loads at once.
vi.mock('../app/firstPaint', () => ({ afterFirstPaint: () => Promise.resolve() }));

const CODE = 'WB-LIVE-1';
const fetchMock = vi.fn<typeof fetch>();
let hidden = false;

/** The tracking answer as the server sends it: the envelope with an ETag. */
function answer(shown: Parcel, etag: string): Response {
  return new Response(JSON.stringify({ status: 200, errors: [], data: shown, message: '' }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ETag: etag },
  });
}

const unchanged = (etag: string) => new Response(null, { status: 304, headers: { ETag: etag } });

function refused(status: number, retryAfter?: string): Response {
  const body = {
    status,
    ...envelopeErrors([problem('rate.too_many', { minutes: 2 })]),
    data: null,
  };
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (retryAfter) headers['Retry-After'] = retryAfter;
  return new Response(JSON.stringify(body), { status, headers });
}

const OLD = [activity(2, 'Left Paris hub'), activity(1, 'Picked up')];
const first = parcel(CODE, paged(OLD, 1, 1));
const moved: Parcel = {
  ...first,
  status: 'Out for delivery',
  current_location: 'London',
  history: paged([activity(3, 'Arrived in London'), ...OLD], 1, 1),
};

/** The If-None-Match of each request made, '' for none. */
/** The page's own calls for the parcel: the delivery choices an unlocked page asks for aside. */
const trackingCalls = () =>
  fetchMock.mock.calls.filter(([url]) => !String(url).endsWith('/delivery-choices'));
const revalidated = () =>
  trackingCalls().map(([, init]) => new Headers(init?.headers).get('If-None-Match') ?? '');

/** Lets real tasks run (reading a Response's body takes a few), with the fake clock still. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
};

/** Lets `ms` of fake time pass, running what falls due and what it starts. */
const pass = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settle();
};

function setHidden(value: boolean) {
  hidden = value;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const liveRegion = () => document.querySelector('[aria-live="polite"]');

/** Opens the tracking page on CODE and waits for the first answer to show. */
async function openPage() {
  render(
    <MemoryRouter initialEntries={[`/track.html?code=${CODE}`]}>
      <Track />
    </MemoryRouter>,
  );
  // The lookup yields twice (a task each, which a fake clock runs 1 ms apart): let it finish.
  for (let i = 0; i < 10 && useAppStore.getState().parcel.data === null; i += 1) await pass(1);
  expect(screen.getByRole('heading', { name: 'Left Paris hub' })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
}

beforeAll(async () => {
  // Loaded before the clock is faked, as the page has it by the time it revalidates.
  await import('./contract');
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  useAppStore.setState(useAppStore.getInitialState(), true);
  hidden = false;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the open tracking page keeps itself up to date', () => {
  it('revalidates with the ETag; a 304 keeps what is shown and the pauses grow to 25 s', async () => {
    fetchMock.mockResolvedValueOnce(answer(first, 'W/"v1"'));
    fetchMock.mockImplementation(() => Promise.resolve(unchanged('W/"v1"')));
    await openPage();
    expect(revalidated()).toEqual(['']);

    await pass(LIVE_POLL.firstMs - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(revalidated()).toEqual(['', 'W/"v1"']);
    expect(String(fetchMock.mock.calls[1][0])).toBe(trackParcel.path({ code: CODE }));

    // 15 s, 22.5 s, then 25 s at most: a change shows within 30 s.
    await pass(14_999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await pass(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await pass(22_500);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await pass(25_000);
    await pass(25_000);
    expect(fetchMock).toHaveBeenCalledTimes(6);

    expect(screen.getByRole('heading', { name: 'Left Paris hub' })).toBeInTheDocument();
    expect(screen.getByText('In transit')).toBeInTheDocument();
    expect(document.querySelector('.timeline__entry--new')).toBeNull();
    expect(liveRegion()).toHaveTextContent(/^$/);
  });

  it('shows a change in place, highlights the new entry and announces it politely', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(first, 'W/"v1"'))
      .mockResolvedValueOnce(answer(moved, 'W/"v2"'))
      .mockImplementation(() => Promise.resolve(unchanged('W/"v2"')));
    await openPage();
    const region = liveRegion();
    expect(region).toBeInTheDocument();
    expect(region).toHaveClass('visually-hidden');

    await pass(LIVE_POLL.firstMs);
    const timeline = screen.getByRole('list', { name: 'Tracking history' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('h3')?.textContent)).toEqual([
      'Arrived in London',
      'Left Paris hub',
      'Picked up',
    ]);
    expect(entries[0]).toHaveClass('timeline__entry--new');
    expect(entries[1]).not.toHaveClass('timeline__entry--new');
    expect(screen.getByText('Out for delivery', { selector: '.status-badge' })).toHaveClass(
      'status-badge--changed',
    );
    // The same live region, now saying what came, in the visitor's language.
    expect(liveRegion()).toBe(region);
    expect(region).toHaveTextContent(
      'New update: Arrived in London Status changed: Out for delivery Current location changed: London',
    );

    // The next revalidation asks about the new answer, after the first pause again.
    await pass(LIVE_POLL.firstMs);
    expect(revalidated()).toEqual(['', 'W/"v1"', 'W/"v2"']);
  });

  it('announces in German and counts several new entries', async () => {
    await startLanguage('de');
    try {
      const two: Parcel = {
        ...first,
        history: paged([activity(4, 'Zugestellt'), activity(3, 'In Zustellung'), ...OLD], 1, 1),
      };
      fetchMock
        .mockResolvedValueOnce(answer(first, 'W/"v1"'))
        .mockResolvedValueOnce(answer(two, 'W/"v3"'));
      await openPage();
      await pass(LIVE_POLL.firstMs);
      expect(liveRegion()).toHaveTextContent('Neue Meldungen (2). Neueste: Zugestellt');
      expect(document.querySelectorAll('.timeline__entry--new')).toHaveLength(2);
    } finally {
      await startLanguage('en');
    }
  });

  it('asks nothing while the tab is hidden, and asks at once when it is shown again', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(first, 'W/"v1"'))
      .mockImplementation(() => Promise.resolve(unchanged('W/"v1"')));
    await openPage();
    setHidden(true);
    await pass(10 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    setHidden(false);
    await pass(0);
    expect(revalidated()).toEqual(['', 'W/"v1"']);
    // Then on its pace again.
    await pass(15_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('backs off on failures, waits as long as Retry-After says, and keeps the parcel shown', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(first, 'W/"v1"'))
      .mockResolvedValueOnce(refused(429, '120'))
      .mockResolvedValueOnce(refused(503))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(() => Promise.resolve(unchanged('W/"v1"')));
    await openPage();
    await pass(LIVE_POLL.firstMs);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // Retry-After 120 s is longer than the first backoff (30 s), and is honoured.
    await pass(119_999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await pass(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // A 503: the second failure in a row waits 60 s; a network failure then 120 s.
    await pass(59_999);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await pass(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await pass(119_999);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await pass(1);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    // Back to the first pace once it answers again.
    await pass(LIVE_POLL.firstMs);
    expect(fetchMock).toHaveBeenCalledTimes(6);

    expect(screen.getByRole('heading', { name: 'Left Paris hub' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not ask sooner than Retry-After when the tab comes back', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(first, 'W/"v1"'))
      .mockResolvedValueOnce(refused(429, '300'))
      .mockImplementation(() => Promise.resolve(unchanged('W/"v1"')));
    await openPage();
    await pass(LIVE_POLL.firstMs);
    setHidden(true);
    await pass(60_000);
    setHidden(false);
    await pass(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await pass(240_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('stops when the page goes away', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(first, 'W/"v1"'))
      .mockImplementation(() => Promise.resolve(unchanged('W/"v1"')));
    await openPage();
    cleanup();
    await pass(10 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('a parcel unlocked in this tab', () => {
  /** The code-alone answer of `shown`, and its unlocked one (tracking/unlock.ts). */
  const lockedOf = (shown: Parcel) =>
    ({
      ...shown,
      recipient_name: null,
      sender_name: null,
      locked: true,
      unlock_with: ['email'],
    }) as unknown as Parcel;
  const unlockedOf = (shown: Parcel) => ({ ...shown, locked: false, unlock_with: [] }) as Parcel;
  const urls = () => trackingCalls().map(([url]) => String(url));

  beforeEach(() => sessionStorage.setItem(`waybill.unlock:${CODE}`, 'ada@example.com'));
  afterEach(() => sessionStorage.clear());

  it('stays unlocked: a 304 asks nothing more, a changed answer is unlocked again', async () => {
    fetchMock.mockResolvedValueOnce(answer(lockedOf(first), 'W/"v1"'));
    fetchMock.mockResolvedValueOnce(answer(unlockedOf(first), ''));
    render(
      <MemoryRouter initialEntries={[`/track.html?code=${CODE}`]}>
        <Track />
      </MemoryRouter>,
    );
    for (let i = 0; i < 10 && !useAppStore.getState().parcel.unlocked; i += 1) await pass(1);
    expect(urls()).toEqual([
      trackParcel.path({ code: CODE }),
      `${trackParcel.path({ code: CODE })}/unlock`,
    ]);
    expect(JSON.parse(String(trackingCalls()[1][1]?.body))).toEqual({
      answer: 'ada@example.com',
    });
    expect(screen.getByRole('region', { name: 'Shipment details' })).toHaveTextContent(
      'Ada Lovelace',
    );

    fetchMock.mockResolvedValueOnce(unchanged('W/"v1"'));
    await pass(LIVE_POLL.firstMs);
    expect(urls()).toHaveLength(3);
    expect(revalidated()[2]).toBe('W/"v1"');

    fetchMock.mockResolvedValueOnce(answer(lockedOf(moved), 'W/"v2"'));
    fetchMock.mockResolvedValueOnce(answer(unlockedOf(moved), ''));
    await pass(LIVE_POLL.firstMs * LIVE_POLL.growth);
    expect(urls().slice(3)).toEqual([
      trackParcel.path({ code: CODE }),
      `${trackParcel.path({ code: CODE })}/unlock`,
    ]);
    expect(screen.getByRole('heading', { name: 'Arrived in London' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shipment details' })).toHaveTextContent(
      'Ada Lovelace',
    );
    expect(useAppStore.getState().parcel.unlocked).toBe(true);
  });
});

describe('nextPace', () => {
  it('starts again at 10 s after a change and grows by half up to 25 s while nothing changes', () => {
    let pace = FIRST_PACE;
    const delays: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      pace = nextPace(pace, 'unchanged');
      delays.push(pace.delayMs);
    }
    expect(delays).toEqual([15_000, 22_500, 25_000, 25_000]);
    expect(nextPace(pace, 'changed')).toEqual(FIRST_PACE);
  });

  it('doubles after failures up to 5 minutes, never below Retry-After', () => {
    let pace = FIRST_PACE;
    const delays: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      pace = nextPace(pace, 'failed');
      delays.push(pace.delayMs);
    }
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 300_000, 300_000]);
    expect(nextPace(FIRST_PACE, 'failed', 600).delayMs).toBe(600_000);
    expect(nextPace(pace, 'unchanged')).toEqual({ delayMs: LIVE_POLL.firstMs, failures: 0 });
  });
});

describe('refreshedHistory', () => {
  const older = [activity(2, 'Two'), activity(1, 'One')];
  it('takes the new first page as it is while the visitor has loaded no other', () => {
    const fresh = paged([activity(3, 'Three'), activity(2, 'Two')], 1, 2);
    expect(refreshedHistory(paged(older, 1, 1), fresh)).toBe(fresh);
  });

  it('keeps the older pages the visitor loaded, and their paging, under the new first page', () => {
    const shown = paged([activity(4, 'Four'), activity(3, 'Three'), ...older], 2, 3);
    const fresh = paged([activity(5, 'Five'), activity(4, 'Four')], 1, 3);
    const history = refreshedHistory(shown, fresh);
    expect(history.data.map((entry) => entry.id)).toEqual([5, 4, 3, 2, 1]);
    expect(history.current_page).toBe(2);
    expect(history.next_page_url).toBe(shown.next_page_url);
  });
});
