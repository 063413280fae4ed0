import type { Activity, Paged, Parcel } from '@waybill/shared';

/** An envelope as the API answers (docs/product.md §6.1). */
export function envelope(
  status: number,
  data: unknown,
  problems: { code: string; params?: object; message: string }[] = [],
): Response {
  const body = {
    status,
    errors: problems.map((each) => each.message),
    error_codes: problems.map((each) => each.code),
    error_params: problems.map((each) => each.params ?? {}),
    data,
    message: problems[0]?.message ?? '',
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function activity(id: number, title: string): Activity {
  return {
    id,
    parcel_id: 7,
    title,
    description: `What happened at ${title}`,
    icon: 'local_shipping',
    color: 'green',
    created_at_month: 'Sep',
    created_at_day: String(id),
    created_at_time: '10:30',
    created_at: `2025-09-${String(id).padStart(2, '0')}T10:30:00.000Z`,
    updated_at: `2025-09-${String(id).padStart(2, '0')}T10:30:00.000Z`,
  };
}

export function paged<T>(data: T[], currentPage: number, lastPage: number): Paged<T> {
  return {
    data,
    current_page: currentPage,
    last_page: lastPage,
    next_page_url: currentPage < lastPage ? `next page ${currentPage + 1}` : null,
  };
}

/** A parcel with every field, as a signed-in admin's browser may receive it. */
export function parcel(code: string, history: Paged<Activity>): Parcel {
  return {
    id: 7,
    tracking_code: code,
    recipient_name: 'Ada Lovelace',
    recipient_email: 'ada@example.com',
    recipient_phone_number: '+44 20 0000 0000',
    destination: 'London',
    current_location: 'Dover',
    status: 'In transit',
    weight: '2 kg',
    shipped_via: 'Road',
    sender_name: 'Charles Babbage',
    sender_email: 'charles@example.com',
    pickup_location: 'Paris',
    parcel_content: 'Notes',
    declared_value: 'GBP 300',
    min_expected_delivery_date: null,
    max_expected_delivery_date: null,
    image: null,
    show_map: 'no',
    map_zoom: 5,
    map_current_latitude: null,
    map_current_longitude: null,
    map_pickup_latitude: null,
    map_pickup_longitude: null,
    map_destination_latitude: null,
    map_destination_longitude: null,
    history,
    created_at: '2025-09-01T08:00:00.000Z',
    updated_at: '2025-09-02T08:00:00.000Z',
  };
}
