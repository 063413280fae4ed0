import type { Activity, Paged, Parcel } from '@waybill/shared';
import { parcelRecord } from '../../test-kit/answers';

/** The envelope and a page: the answers both apps' tests share (test-kit/answers.ts). */
export { envelopeResponse as envelope, pagedOf as paged } from '../../test-kit/answers';

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
    restorable: false,
  };
}

/** A parcel with every field, as a signed-in admin's browser may receive it. */
export function parcel(code: string, history: Paged<Activity>): Parcel {
  return parcelRecord({
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
    map_zoom: 5,
    history,
    created_at: '2025-09-01T08:00:00.000Z',
    updated_at: '2025-09-02T08:00:00.000Z',
  });
}
