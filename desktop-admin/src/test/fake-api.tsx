import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { envelopeErrors, type Paged, type ParcelSummary, type Problem } from '@waybill/shared';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../app/query-client';

/** An envelope as the API answers (docs/product.md §6.1). */
export function envelope(
  status: number,
  data: unknown,
  problems: readonly Problem[] = [],
  message = problems[0]?.message ?? '',
): Response {
  const body = { status, ...envelopeErrors(problems), data, message };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** One page of a list, with the next link the API writes while there are more. */
export function paged<T>(data: T[], currentPage: number, lastPage: number): Paged<T> {
  return {
    data,
    current_page: currentPage,
    last_page: lastPage,
    next_page_url: currentPage < lastPage ? `/next/${currentPage + 1}` : null,
  };
}

/** A row of the parcel list. */
export function parcelRow(id: number, code: string): ParcelSummary {
  return {
    id,
    tracking_code: code,
    recipient_name: `Recipient ${id}`,
    recipient_email: null,
    recipient_phone_number: null,
    destination: `City ${id}`,
    current_location: null,
    status: null,
    weight: null,
    shipped_via: null,
    sender_name: null,
    sender_email: null,
    pickup_location: null,
    parcel_content: null,
    declared_value: null,
    min_expected_delivery_date: null,
    max_expected_delivery_date: null,
    image: null,
    show_map: 'no',
    map_zoom: 2,
    map_current_latitude: null,
    map_current_longitude: null,
    map_pickup_latitude: null,
    map_pickup_longitude: null,
    map_destination_latitude: null,
    map_destination_longitude: null,
    created_at: '2025-03-12T14:05:00.000Z',
    updated_at: '2025-03-12T14:05:00.000Z',
  };
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
