import {
  addressField,
  countryName,
  phoneForDisplay,
  type AddressSide,
  type Parcel,
} from '@waybill/shared';
import { formatAddress } from 'localized-address-format';

/** A parcel's fields a printed address is written from (both sides). */
export type AddressedParcel = Pick<
  Parcel,
  | 'recipient_name'
  | 'recipient_phone_number'
  | 'destination'
  | 'sender_name'
  | 'sender_phone_number'
  | 'pickup_location'
  | `recipient_${'company' | 'address_line1' | 'address_line2' | 'postcode' | 'city' | 'region' | 'country'}`
  | `sender_${'company' | 'address_line1' | 'address_line2' | 'postcode' | 'city' | 'region' | 'country'}`
>;

/** One side of a parcel as a document prints it: its lines in order, and its phone. */
export interface PostalParty {
  /** The name, as the lines spell it (printed bold). */
  name: string | null;
  /** Name, company, street, town and country in the country's postal order; [] if nothing. */
  lines: string[];
  /** In international format ("+234 803 123 4567"), the way a courier anywhere dials it. */
  phone: string | null;
}

/**
 * One side's address in its country's postal order for Latin letters (localized-address-format,
 * from Google's address data), then the country's English name in capitals, as international mail ends. A
 * parcel without a structured address prints its name and its text place (`destination`).
 */
export function postalParty(parcel: AddressedParcel, side: AddressSide): PostalParty {
  const part = <P extends Parameters<typeof addressField>[1]>(name: P) =>
    parcel[addressField(side, name)];
  const name = parcel[`${side}_name`];
  const phoneText = parcel[`${side}_phone_number`];
  const country = part('country');
  // An older free-text phone reads in the side's country when it is a number there.
  const phone = phoneText ? phoneForDisplay(phoneText, null, country) : null;
  const street = [part('address_line1'), part('address_line2')].filter(
    (line): line is string => !!line,
  );
  if (!country && !part('city') && street.length === 0) {
    const place = side === 'recipient' ? parcel.destination : parcel.pickup_location;
    return { name, lines: [name, place].filter((line): line is string => !!line), phone };
  }
  const address = {
    // The library needs a country for its order: an address without one uses the plain order.
    postalCountry: country ?? 'ZZ',
    administrativeArea: part('region') ?? undefined,
    locality: part('city') ?? undefined,
    postalCode: part('postcode') ?? undefined,
    organization: part('company') ?? undefined,
    name: name ?? undefined,
    addressLines: street,
  };
  // Documents print with the standard PDF fonts, in Latin letters: the country's Latin order.
  let lines = formatAddress(address, 'latin');
  const city = address.locality;
  // Some Latin orders (Japan's) leave the city to the street lines: it is printed there.
  if (city && !lines.some((line) => line.includes(city))) {
    lines = formatAddress({ ...address, addressLines: [...street, city] }, 'latin');
  }
  if (country) lines.push(countryName(country).toUpperCase());
  // A part left empty leaves its separator behind (", Tokyo"): trimmed off.
  const trimmed = lines.map((line) => line.replace(/^[\s,]+|[\s,]+$/g, ''));
  return { name, lines: trimmed.filter((line) => line !== ''), phone };
}
