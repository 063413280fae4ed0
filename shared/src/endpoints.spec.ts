import { createClient } from './client.js';
import { schemasOf } from './endpoint-schemas.js';
import type { Endpoint } from './endpoints.js';
import * as contract from './index.js';
import {
  createReview,
  getPage,
  getParcelHistory,
  listOutbox,
  listParcels,
  trackParcel,
  updateParcel,
} from './endpoints.js';
import type { Paged } from './envelope.js';
import type { Activity } from './schemas/activity.js';

/** A fetch that records each call and answers the envelope given. */
function recordingFetch(answer: object) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(answer), { status: 200 });
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('endpoints', () => {
  it('build their address from the route, encoding each value, and the query', () => {
    expect(trackParcel.path({ code: 'wb 1/2' })).toBe('/api/parcels/wb%201%2F2');
    // What would change the path, or the page the server writes it into as a preload.
    expect(trackParcel.path({ code: 'a/b?c#d "<x>"' })).toBe(
      '/api/parcels/a%2Fb%3Fc%23d%20%22%3Cx%3E%22',
    );
    expect(getPage.path({ slug: '../admins' })).toBe('/api/pages/..%2Fadmins');
    expect(getParcelHistory.path({ code: 'WB1' }, { page: 2 })).toBe(
      '/api/parcels/WB1/history?page=2',
    );
    expect(listParcels.path({}, { page: 1, search: '' })).toBe('/api/parcels?page=1');
    expect(listOutbox.path({}, { status: 'failed' })).toBe('/api/outbox?status=failed');
  });

  it('are called with their method, address and body, and answer typed data', async () => {
    const history: Paged<Activity> = {
      data: [],
      current_page: 2,
      last_page: 2,
      next_page_url: null,
    };
    const { calls, fetch } = recordingFetch({
      status: 200,
      errors: [],
      data: history,
      message: '',
    });
    const api = createClient({ fetch, baseHost: 'http://site' });

    const read = await api.call(getParcelHistory, { params: { code: 'WB1' }, query: { page: 2 } });
    expect(read.data?.current_page).toBe(2);
    expect(calls[0]).toMatchObject({
      url: 'http://site/api/parcels/WB1/history?page=2',
      init: { method: 'GET' },
    });

    await api.call(updateParcel, { body: { id: 3, sender_name: 'Ann' } });
    expect(calls[1].url).toBe('http://site/api/parcels');
    expect(calls[1].init).toMatchObject({ method: 'PATCH', credentials: 'include' });
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ id: 3, sender_name: 'Ann' });

    const form = new FormData();
    form.set('name', 'Ann');
    await api.call(createReview, { body: form });
    expect(calls[2].init).toMatchObject({ method: 'POST', body: form });
  });

  it('each have the schemas of their query, body and answer', () => {
    const endpoints = (Object.values(contract) as unknown[]).filter(
      (value): value is Endpoint =>
        typeof value === 'object' && value !== null && 'route' in value && 'method' in value,
    );
    expect(endpoints.length).toBeGreaterThan(40);
    for (const endpoint of endpoints) expect(schemasOf(endpoint).summary).not.toBe('');
    const history = schemasOf(getParcelHistory).data();
    const page = { data: [], current_page: 1, last_page: 1, next_page_url: null };
    expect(history.safeParse(page).success).toBe(true);
    expect(history.safeParse({ data: 'x' }).success).toBe(false);
    expect(schemasOf(getParcelHistory).query?.parse({})).toEqual({ page: 1 });
  });
});
