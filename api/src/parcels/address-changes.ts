import { phoneE164, placeText, problem, type AddressSide } from '@waybill/shared';
import { ApiError } from '../core/http/api-error.js';

/** The parcel's fields these rules read: each side's phone, city and country, and text place. */
type Stored = Partial<Record<string, unknown>>;

/** The seed's text location each side's address writes (docs/product.md §5.1a). */
const TEXT_PLACE: Record<AddressSide, 'destination' | 'pickup_location'> = {
  recipient: 'destination',
  sender: 'pickup_location',
};

/** A field's value after the change: the one sent (null when cleared), else the stored one. */
function after(field: string, sent: Stored, parcel: Stored | null): string | null {
  const value = field in sent ? sent[field] : parcel?.[field];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * What a create or an edit writes besides what was sent, from the addresses: each phone sent in
 * E.164 (read in its side's country when it has no country code; a number that is not valid
 * there is refused), and the text location of a side whose city or country is given written
 * from them ("Lagos, Nigeria"), so older clients reading `destination` see the address's place.
 */
export function addressChanges(sent: Stored, stored: object | null): Record<string, string | null> {
  const parcel = stored as Stored | null;
  const changes: Record<string, string | null> = {};
  const refused = [];
  for (const side of ['recipient', 'sender'] as const) {
    const phoneField = `${side}_phone_number`;
    const phone = sent[phoneField];
    if (typeof phone === 'string') {
      const stored = phoneE164(phone, after(`${side}_country`, sent, parcel));
      if (stored) changes[phoneField] = stored;
      else refused.push(problem('address.phone', { field: phoneField }));
    }
    const touched = [`${side}_city`, `${side}_country`, TEXT_PLACE[side]].some(
      (field) => field in sent,
    );
    const place = placeText(
      after(`${side}_city`, sent, parcel),
      after(`${side}_country`, sent, parcel),
    );
    if (touched && place) changes[TEXT_PLACE[side]] = place;
  }
  if (refused.length > 0) throw ApiError.badRequest(...refused);
  return changes;
}

/** A new parcel names where it goes: its destination, or the recipient's city or country. */
export function assertDestination(fields: Stored): void {
  if (typeof fields.destination !== 'string' || fields.destination === '') {
    throw ApiError.badRequest(problem('field.required', { field: 'destination' }));
  }
}
