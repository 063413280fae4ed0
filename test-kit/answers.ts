/**
 * The API's answers as a fake server in the apps' component tests sends them: the envelope, a
 * page of a list, a parcel record. One copy for both apps, built on the contract's types.
 */
import {
  NO_ADDRESSES,
  envelopeErrors,
  type Paged,
  type Parcel,
  type Problem,
} from '@waybill/shared';

/** An envelope as the API answers (docs/product.md §6.1), as a fetch Response. */
export function envelopeResponse(
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

/** One page of a list, with a next link while there are more. */
export function pagedOf<T>(data: T[], currentPage: number, lastPage: number): Paged<T> {
  return {
    data,
    current_page: currentPage,
    last_page: lastPage,
    next_page_url: currentPage < lastPage ? `/next/${currentPage + 1}` : null,
  };
}

/** A parcel with only its required fields set, and any others given. */
export function parcelRecord(
  fields: Pick<Parcel, 'id' | 'tracking_code'> & Partial<Parcel>,
): Parcel {
  return {
    reference: null,
    recipient_name: `Recipient ${fields.id}`,
    recipient_email: null,
    recipient_phone_number: null,
    destination: `City ${fields.id}`,
    ...NO_ADDRESSES,
    sender_phone_number: null,
    current_location: null,
    status: null,
    stage: null,
    current_stage: null,
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
    history: pagedOf([], 1, 1),
    created_at: '2025-03-12T14:05:00.000Z',
    updated_at: '2025-03-12T14:05:00.000Z',
    ...fields,
  };
}
