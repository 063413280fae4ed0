import { countryName, phoneForDisplay, type AddressSide, type Parcel } from '@waybill/shared';
import { currentLocale } from '../i18n/i18n';

/**
 * A side's address on one line for the detail screen, the country named in the member's
 * language: "Obi Trading Ltd, 12 Allen Avenue, 100001 Ikeja, Lagos, Nigeria"; null when it has none.
 */
export function addressText(parcel: Parcel, side: AddressSide): string | null {
  const part = (name: string) => parcel[`${side}_${name}` as keyof Parcel] as string | null;
  const country = part('country');
  const town = [part('postcode'), part('city')].filter(Boolean).join(' ');
  const parts = [
    part('company'),
    part('address_line1'),
    part('address_line2'),
    town,
    part('region'),
    country ? countryName(country, currentLocale()) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * A stored phone as staff read it: with its country code ("+234 803 123 4567"); an older
 * free-text one is read in its side's `country` when it is a number there.
 */
export function phoneText(stored: string | null, country?: string | null): string | null {
  return stored ? phoneForDisplay(stored, null, country) : null;
}
