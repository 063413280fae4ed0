import type { ExportColumn, ImportField } from '@waybill/shared';
import { t } from '../i18n/i18n';
import type { AdminMessageKey } from '../i18n/keys';

/** The parcel form's own names where it has them; the address parts named with their side. */
const NAMED: Partial<Record<ImportField | ExportColumn, AdminMessageKey>> = {
  tracking_code: 'parcels.field.tracking_code',
  reference: 'imports.field.reference',
  status: 'parcels.field.status',
  stage: 'imports.field.stage',
  current_stage: 'imports.field.stage',
  recipient_name: 'parcels.field.recipient_name',
  recipient_email: 'parcels.field.recipient_email',
  recipient_phone_number: 'parcels.field.recipient_phone_number',
  destination: 'parcels.field.destination',
  current_location: 'parcels.field.current_location',
  pickup_location: 'parcels.field.pickup_location',
  shipped_via: 'parcels.field.shipped_via',
  weight: 'parcels.field.weight',
  parcel_content: 'parcels.field.parcel_content',
  declared_value: 'parcels.field.declared_value',
  sender_name: 'parcels.field.sender_name',
  sender_email: 'parcels.field.sender_email',
  sender_phone_number: 'parcels.field.sender_phone_number',
  min_expected_delivery_date: 'parcels.field.min_expected_delivery_date',
  max_expected_delivery_date: 'parcels.field.max_expected_delivery_date',
  created_at: 'parcels.list.created',
  updated_at: 'imports.field.updated_at',
  recipient_city: 'parcels.address.recipient_city',
  sender_city: 'parcels.address.sender_city',
};

const PARTS: Record<string, AdminMessageKey> = {
  company: 'parcels.address.company',
  address_line1: 'parcels.address.line1',
  address_line2: 'parcels.address.line2',
  postcode: 'parcels.address.postcode',
  region: 'parcels.address.region',
  country: 'parcels.address.country',
};

/** A field's or column's name in the staff's language, e.g. "Recipient: Postcode". */
export function fieldLabel(field: string): string {
  const named = NAMED[field as ImportField];
  if (named) return t(named);
  const [, side, part] = /^(recipient|sender)_(.+)$/.exec(field) ?? [];
  if (side && PARTS[part]) {
    return t('imports.field.side_part', {
      side: t(side === 'recipient' ? 'parcels.update.recipient' : 'parcels.update.sender'),
      part: t(PARTS[part]),
    });
  }
  return field;
}
