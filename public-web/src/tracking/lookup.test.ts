import {
  getParcelHistory,
  problem,
  publicParcelSchema,
  SAVED_STATE_KEY,
  trackParcel,
  unlockParcel,
  type PublicParcel,
} from '@waybill/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activity, envelope, paged, parcel } from '../../test/fixtures';
import { persistAppState, useAppStore } from '../app/store';
import { primeParcel, takeDrawnParcel, type DrawnParcel } from './drawnParcel';
import {
  adoptDrawnParcel,
  clearParcel,
  currentLookup,
  loadMoreHistory,
  lookUpParcel,
  shownEtag,
} from './lookup';

// jsdom paints nothing: the schema the lookup checks with loads at once.
vi.mock('../app/firstPaint', () => ({ afterFirstPaint: () => Promise.resolve() }));

const fetchMock = vi.fn<typeof fetch>();
const requested = () => fetchMock.mock.calls.map(([url]) => String(url));
const parcelState = () => useAppStore.getState().parcel;

let stopSaving: () => void = () => undefined;

beforeEach(() => {
  useAppStore.setState(useAppStore.getInitialState(), true);
  localStorage.clear();
  stopSaving = persistAppState();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  stopSaving();
  vi.unstubAllGlobals();
});

describe('the tracking lookup and the store', () => {
  it('keeps the problem of an unknown code by its code, and saves its sentence', async () => {
    fetchMock.mockResolvedValueOnce(envelope(404, null, [problem('parcel.not_found')]));
    const lookup = lookUpParcel('NO SUCH/1');
    expect(parcelState()).toEqual({ data: null, problems: [], fetching: true, unlocked: false });
    await lookup;

    expect(requested()).toEqual([trackParcel.path({ code: 'NO SUCH/1' })]);
    expect(requested()[0]).toMatch(/\/parcels\/NO%20SUCH%2F1$/);
    expect(parcelState()).toEqual({
      data: null,
      problems: [problem('parcel.not_found')],
      fetching: false,
      unlocked: false,
    });
    const saved = JSON.parse(localStorage.getItem(SAVED_STATE_KEY) ?? '{}');
    expect(saved.parcel).toEqual({ data: null, errors: ['No Data Found'], fetching: false });
  });

  it('treats an answer without a parcel as an unknown parcel', async () => {
    fetchMock.mockResolvedValueOnce(envelope(200, null));
    await lookUpParcel('WB-EMPTY');
    expect(parcelState().problems).toEqual([problem('parcel.not_found')]);
  });

  it('reports a failed call as the client’s invalid-JSON problem', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await lookUpParcel('WB-OFFLINE');
    expect(parcelState()).toMatchObject({ data: null, fetching: false });
    expect(parcelState().problems.map((each) => each.code)).toEqual(['client.invalid_json']);
  });

  it('keeps a found parcel as the visitor sees it: fields a visitor does not get are dropped', async () => {
    const found = parcel('WB-FOUND', paged([activity(2, 'Left Paris')], 1, 1));
    fetchMock.mockResolvedValueOnce(envelope(200, found));
    await lookUpParcel('wb-found');

    const data = parcelState().data as PublicParcel;
    expect(parcelState().problems).toEqual([]);
    expect(data.tracking_code).toBe('WB-FOUND');
    expect(data.recipient_name).toBe('Ada Lovelace');
    expect(data.history.data.map((each) => each.title)).toEqual(['Left Paris']);
    for (const hidden of ['recipient_email', 'recipient_phone_number', 'sender_email']) {
      expect(data).not.toHaveProperty(hidden);
    }
    const saved = JSON.parse(localStorage.getItem(SAVED_STATE_KEY) ?? '{}');
    expect(saved.parcel.data).not.toHaveProperty('declared_value');
  });

  it('drops the answer of an older lookup that arrives after a newer one', async () => {
    let answerOld: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answerOld = resolve)));
    fetchMock.mockResolvedValueOnce(envelope(404, null, [problem('parcel.not_found')]));
    const old = lookUpParcel('WB-OLD');
    await lookUpParcel('WB-NEW');
    answerOld(envelope(200, parcel('WB-OLD', paged([], 1, 1))));
    await old;
    expect(parcelState()).toMatchObject({ data: null, fetching: false });
    expect(parcelState().problems.map((each) => each.code)).toEqual(['parcel.not_found']);

    clearParcel();
    expect(parcelState()).toEqual({ data: null, problems: [], fetching: false, unlocked: false });
  });
});

describe('more history', () => {
  it('asks for the next page by code and page number and appends the entries not shown', async () => {
    const first = paged([activity(12, 'Update 12'), activity(11, 'Update 11')], 1, 2);
    fetchMock.mockResolvedValueOnce(envelope(200, parcel('WB-MORE', first)));
    await lookUpParcel('WB-MORE');

    // Update 11 moved to page 2 since (a newer entry arrived): it is not shown twice.
    const second = paged([activity(11, 'Update 11'), activity(10, 'Update 10')], 2, 2);
    fetchMock.mockResolvedValueOnce(envelope(200, second));
    expect(await loadMoreHistory('WB-MORE', 2)).toEqual([]);

    expect(requested()[1]).toBe(getParcelHistory.path({ code: 'WB-MORE' }, { page: 2 }));
    expect(requested()[1]).toMatch(/\/parcels\/WB-MORE\/history\?page=2$/);
    const history = parcelState().data?.history;
    expect(history?.data.map((each) => each.title)).toEqual([
      'Update 12',
      'Update 11',
      'Update 10',
    ]);
    expect(history).toMatchObject({ current_page: 2, last_page: 2, next_page_url: null });
  });

  it('returns the problems of a failed page and leaves the history as it was', async () => {
    fetchMock.mockResolvedValueOnce(
      envelope(200, parcel('WB-FAIL', paged([activity(3, 'Update 3')], 1, 2))),
    );
    await lookUpParcel('WB-FAIL');
    fetchMock.mockResolvedValueOnce(
      envelope(429, null, [
        {
          code: 'rate.too_many',
          params: { minutes: 2 },
          message: 'Too many attempts. Please wait 2 minutes and try again.',
        },
      ]),
    );
    const problems = await loadMoreHistory('WB-FAIL', 2);
    expect(problems).toEqual([problem('rate.too_many', { minutes: 2 })]);
    expect(parcelState().data?.history.data).toHaveLength(1);
  });
});

describe('a page the server drew with its lookup', () => {
  const CODE = 'WB-DRAWN-1';
  const drawnOf = (data: PublicParcel | null): DrawnParcel => ({
    code: CODE,
    data,
    problems: data ? [] : [problem('parcel.not_found')],
    etag: data ? 'W/"2a-drawn"' : null,
    today: '2025-09-03',
  });
  const visitorView = (): PublicParcel => ({
    ...publicParcelSchema.parse(parcel(CODE, paged([activity(1, 'Picked up')], 1, 1))),
    recipient_name: null,
    locked: true,
    unlock_with: ['email'],
  });

  afterEach(() => sessionStorage.clear());

  it('is taken over as it is: nothing asked, its ETag revalidated; a new search asks again', async () => {
    const drawn = drawnOf(visitorView());
    primeParcel(drawn);
    expect(parcelState()).toEqual({
      data: drawn.data,
      problems: [],
      fetching: false,
      unlocked: false,
    });
    // The screen's first effect at its first location, run again (StrictMode) at the same one.
    expect(takeDrawnParcel(CODE, 'default')).toBe(drawn);
    expect(takeDrawnParcel(CODE, 'default')).toBe(drawn);
    await adoptDrawnParcel(CODE, drawn);
    expect(requested()).toEqual([]);
    expect(shownEtag(currentLookup())).toBe('W/"2a-drawn"');
    // The same code searched again (a new location) or another code: looked up.
    expect(takeDrawnParcel(CODE, 'searched-again')).toBeNull();
    expect(takeDrawnParcel(CODE, 'default')).toBeNull();
  });

  it('shows an unknown code as drawn, and takes nothing for another code', async () => {
    const drawn = drawnOf(null);
    primeParcel(drawn);
    expect(parcelState().problems).toEqual([problem('parcel.not_found')]);
    expect(takeDrawnParcel('WB-OTHER', 'default')).toBeNull();
    expect(takeDrawnParcel(CODE, 'default')).toBeNull();
  });

  it('asks for a parcel this tab unlocked unlocked again', async () => {
    sessionStorage.setItem(`waybill.unlock:${CODE}`, 'ada@example.com');
    const drawn = drawnOf(visitorView());
    primeParcel(drawn);
    const unlocked = { ...drawn.data!, recipient_name: 'Ada Lovelace', locked: false };
    fetchMock.mockResolvedValueOnce(envelope(200, { ...unlocked, unlock_with: [] }));
    await adoptDrawnParcel(CODE, takeDrawnParcel(CODE, 'default')!);
    expect(requested()).toEqual([unlockParcel.path({ code: CODE })]);
    expect(parcelState()).toMatchObject({
      data: { recipient_name: 'Ada Lovelace', locked: false },
      unlocked: true,
    });
  });
});
