import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ParcelSummary } from '@waybill/shared';
import { parcelRecord } from '../../../test-kit/answers';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../app/query-client';

/** The envelope, a page, a record: the answers both apps' tests share (test-kit/answers.ts). */
export { envelopeResponse as envelope, pagedOf as paged } from '../../../test-kit/answers';

/** A row of the parcel list. */
export function parcelRow(id: number, code: string): ParcelSummary {
  const { history: _history, ...row } = parcelRecord({ id, tracking_code: code });
  return row;
}

export interface Request {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fake server behind the real shared client: `answer` gets each request (the JSON body parsed,
 * a form as its entries) and returns the Response. Every request is kept, in order.
 */
export function fakeServer(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const raw = init?.body;
    const body =
      raw instanceof FormData
        ? Object.fromEntries(raw.entries())
        : typeof raw === 'string'
          ? JSON.parse(raw)
          : undefined;
    const request = { method: init?.method ?? 'GET', url: String(input), body };
    requests.push(request);
    return answer(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, urls: () => requests.map((each) => `${each.method} ${each.url}`) };
}

/** A fresh cache per test, with the app's own defaults. */
export function testClient(): QueryClient {
  return createQueryClient();
}

export function withClient(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}
