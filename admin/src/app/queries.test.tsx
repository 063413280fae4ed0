import { act, renderHook, waitFor } from '@testing-library/react';
import {
  createParcel,
  listParcels,
  problem,
  trackParcel,
  type ParcelSummary,
} from '@waybill/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeServer, paged, parcelRow, testClient, withClient } from '../test/fake-api';
import { useEndpointMutation, usePagedEndpoint, useRecord, type PagedList } from './queries';
import { useAppStore } from './store';

const rows = (list: PagedList<ParcelSummary>) =>
  list.load.status === 'ready' ? list.load.view.rows.map((row) => row.tracking_code) : [];

beforeEach(() =>
  useAppStore.setState({ admin: { email: 'desk@example.com', name: 'Desk', role: 'owner' } }),
);
afterEach(() => vi.unstubAllGlobals());

describe('usePagedEndpoint: a list a page at a time (useInfiniteQuery)', () => {
  it('loads the first page, appends the next and stops at the last', async () => {
    const server = fakeServer(({ url }) => {
      if (url === listParcels.path({}, { search: 'lisbon', page: 1 })) {
        return envelope(200, paged([parcelRow(3, 'WB3'), parcelRow(2, 'WB2')], 1, 2));
      }
      // Parcel 2 moved to the second page meanwhile: it is shown once.
      return envelope(200, paged([parcelRow(2, 'WB2'), parcelRow(1, 'WB1')], 2, 2));
    });
    const { result } = renderHook(
      () => usePagedEndpoint(listParcels, { query: { search: 'lisbon' } }),
      { wrapper: withClient(testClient()) },
    );
    expect(result.current.load.status).toBe('loading');
    await waitFor(() => expect(rows(result.current)).toEqual(['WB3', 'WB2']));
    expect(result.current.load).toMatchObject({
      view: { current_page: 1, last_page: 2, next_page_url: '/next/2' },
    });

    act(() => result.current.loadMore());
    await waitFor(() => expect(rows(result.current)).toEqual(['WB3', 'WB2', 'WB1']));
    expect(result.current.load).toMatchObject({
      view: { current_page: 2, last_page: 2, next_page_url: null },
    });
    expect(server.urls()).toEqual([
      `GET ${listParcels.path({}, { search: 'lisbon', page: 1 })}`,
      `GET ${listParcels.path({}, { search: 'lisbon', page: 2 })}`,
    ]);

    act(() => result.current.loadMore());
    expect(server.requests).toHaveLength(2);
  });

  it('reports a failed first page by its problems, and a failed next page beside the rows', async () => {
    let attempt = 0;
    fakeServer(() => {
      attempt += 1;
      if (attempt === 1) return envelope(403, null, [problem('auth.signed_out')]);
      if (attempt === 2) return envelope(200, paged([parcelRow(1, 'WB1')], 1, 2));
      return envelope(400, null, [problem('field.max', { field: 'page', max: 100000 })]);
    });
    const { result } = renderHook(() => usePagedEndpoint(listParcels, {}), {
      wrapper: withClient(testClient()),
    });
    await waitFor(() =>
      expect(result.current.load).toEqual({
        status: 'failed',
        problems: [problem('auth.signed_out')],
      }),
    );

    act(() => result.current.reload());
    await waitFor(() => expect(rows(result.current)).toEqual(['WB1']));
    act(() => result.current.loadMore());
    await waitFor(() =>
      expect(result.current.laterProblems.map((each) => each.code)).toEqual(['field.max']),
    );
    expect(rows(result.current)).toEqual(['WB1']);
  });
});

describe('useEndpointMutation: a change invalidates what it made stale', () => {
  it('refetches the list on screen after a parcel is created', async () => {
    const listed: ParcelSummary[] = [parcelRow(1, 'WB1')];
    const server = fakeServer(({ method, body }) => {
      if (method === 'POST') {
        const created = { ...parcelRow(2, (body as { tracking_code: string }).tracking_code) };
        listed.unshift(created);
        return envelope(201, { ...created, history: paged([], 1, 1) }, [], 'Parcel created');
      }
      return envelope(200, paged([...listed], 1, 1));
    });
    const { result } = renderHook(
      () => ({
        list: usePagedEndpoint(listParcels, {}),
        create: useEndpointMutation(createParcel, { invalidates: [listParcels] }),
      }),
      { wrapper: withClient(testClient()) },
    );
    await waitFor(() => expect(rows(result.current.list)).toEqual(['WB1']));

    let answer: Awaited<ReturnType<typeof result.current.create.mutateAsync>> | undefined;
    await act(async () => {
      answer = await result.current.create.mutateAsync({
        body: { tracking_code: 'WB2', recipient_name: 'Ada', destination: 'Porto' },
      });
    });
    expect(answer).toMatchObject({ status: 201, message: 'Parcel created', data: { id: 2 } });
    await waitFor(() => expect(rows(result.current.list)).toEqual(['WB2', 'WB1']));
    expect(server.urls()).toEqual([
      `GET ${listParcels.path({}, { page: 1 })}`,
      `POST ${createParcel.path({})}`,
      `GET ${listParcels.path({}, { page: 1 })}`,
    ]);
  });

  it('rejects with the problems of a refused change, and refetches nothing', async () => {
    const taken = problem('parcel.code_taken', { code: 'WB1' });
    const server = fakeServer(() => envelope(400, null, [taken]));
    const { result } = renderHook(
      () => useEndpointMutation(createParcel, { invalidates: [listParcels] }),
      { wrapper: withClient(testClient()) },
    );
    await expect(
      result.current.mutateAsync({
        body: { tracking_code: 'WB1', recipient_name: 'Ada', destination: 'Porto' },
      }),
    ).rejects.toMatchObject({ status: 400, problems: [taken] });
    expect(server.requests).toHaveLength(1);
  });
});

describe('useRecord: one record', () => {
  it('says "missing" for a 404, with the problem by its code', async () => {
    fakeServer(() => envelope(404, null, [problem('parcel.not_found')]));
    const { result } = renderHook(() => useRecord(trackParcel, { params: { code: 'NOPE' } }), {
      wrapper: withClient(testClient()),
    });
    await waitFor(() =>
      expect(result.current.load).toEqual({
        status: 'missing',
        problems: [problem('parcel.not_found')],
      }),
    );
  });

  it('makes a fresh screen wait for the server’s copy instead of the cached one', async () => {
    const client = testClient();
    let served = 0;
    let release: () => void = () => undefined;
    const server = fakeServer(async () => {
      served += 1;
      if (served === 2) await new Promise<void>((resolve) => (release = resolve));
      return envelope(200, { ...parcelRow(5, 'WB5'), status: `copy ${served}` });
    });
    const cached = renderHook(() => useRecord(trackParcel, { params: { code: 'WB5' } }), {
      wrapper: withClient(client),
    });
    await waitFor(() => expect(cached.result.current.load.status).toBe('found'));
    cached.unmount();

    const fresh = renderHook(
      () => useRecord(trackParcel, { params: { code: 'WB5' } }, { fresh: true }),
      { wrapper: withClient(client) },
    );
    expect(fresh.result.current.load.status).toBe('loading');
    await waitFor(() => expect(server.requests).toHaveLength(2));
    release();
    await waitFor(() =>
      expect(fresh.result.current.load).toMatchObject({
        status: 'found',
        data: { status: 'copy 2' },
      }),
    );
  });

  it('signs the admin out when the API says the session is gone', async () => {
    fakeServer(
      () =>
        new Response(
          JSON.stringify({
            status: 401,
            data: null,
            message: 'You must be signed in as an admin to do this',
            admin: 'false',
            errors: ['You must be signed in as an admin to do this'],
            error_codes: ['auth.signed_out'],
            error_params: [{}],
          }),
          { status: 401 },
        ),
    );
    const { result } = renderHook(() => useRecord(trackParcel, { params: { code: 'WB1' } }), {
      wrapper: withClient(testClient()),
    });
    await waitFor(() => expect(result.current.load.status).toBe('failed'));
    expect(useAppStore.getState().admin).toBe(false);
  });
});
