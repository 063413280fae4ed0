import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { coded, emptyToUndefined, optionalText } from './validation.js';

/**
 * The countries an address may name: ISO 3166-1 alpha-2 codes as libphonenumber-js keeps them
 * (its list follows Google's libphonenumber, so every country has its phone rules too). Names
 * come from the reader's language through Intl.DisplayNames (`countryNames`), never a table.
 */
export const COUNTRY_CODES: readonly string[] = getCountries();
const KNOWN_COUNTRIES = new Set(COUNTRY_CODES);

export const isCountryCode = (code: string): code is CountryCode => KNOWN_COUNTRIES.has(code);

/** An optional country field: a known code in any letter case, stored upper-case. */
export const optionalCountry = () =>
  z.preprocess(
    (value) => {
      const given = emptyToUndefined(typeof value === 'string' ? value.trim() : value);
      return typeof given === 'string' ? given.toUpperCase() : given;
    },
    z
      .string()
      .refine((code) => isCountryCode(code), coded('address.country'))
      .optional(),
  );

/** The parts of an address besides the name, e-mail and phone, which parcels already had. */
export const ADDRESS_PARTS = [
  'company',
  'address_line1',
  'address_line2',
  'postcode',
  'city',
  'region',
  'country',
] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type AddressSide = 'sender' | 'recipient';

/** `recipient_city`, `sender_country`…: the contract's flat field of one part of a side's address. */
export const addressField = <S extends AddressSide, P extends AddressPart>(side: S, part: P) =>
  `${side}_${part}` as `${S}_${P}`;

/** The schema fields of one side's address, for the create, edit and patch bodies. */
export function addressFields<S extends AddressSide>(side: S) {
  const text = optionalText;
  return {
    [`${side}_company`]: text(),
    [`${side}_address_line1`]: text(),
    [`${side}_address_line2`]: text(),
    [`${side}_postcode`]: text(),
    [`${side}_city`]: text(),
    [`${side}_region`]: text(),
    [`${side}_country`]: optionalCountry(),
  } as {
    [P in AddressPart as `${S}_${P}`]: P extends 'country'
      ? ReturnType<typeof optionalCountry>
      : ReturnType<typeof optionalText>;
  };
}

/** Every address field of both sides, as the answer carries them (null when not given). */
export const ADDRESS_FIELDS = (['recipient', 'sender'] as const).flatMap((side) =>
  ADDRESS_PARTS.map((part) => addressField(side, part)),
);

/**
 * A phone number as stored: E.164 ("+2348031234567"), read in the address's country when it
 * has no country code; null when it is not a valid number there.
 */
export function phoneE164(text: string, country?: string | null): string | null {
  const region = country && isCountryCode(country) ? country : undefined;
  const parsed = parsePhoneNumberFromString(text, region);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A stored phone as a number: E.164, or the free text of a parcel saved before addresses came
 * ("0803 123 4567"), read in `country` (its side's, when known); undefined when it is not a valid
 * number there. Only read: the stored text is never rewritten for it.
 */
function storedPhone(stored: string, country?: string | null) {
  const region = country && isCountryCode(country) ? country : undefined;
  const parsed = parsePhoneNumberFromString(stored, region);
  return parsed?.isValid() ? parsed : undefined;
}

/**
 * A stored phone as people read it: national format for a reader in its country ("0803 123
 * 4567"), international otherwise. `country` (by default the reader's) is the side's country an
 * older free-text phone is read in; text that is not a valid number there stays as it is.
 */
export function phoneForDisplay(
  stored: string,
  readerCountry?: string | null,
  country: string | null | undefined = readerCountry,
): string {
  const parsed = storedPhone(stored, country);
  if (!parsed) return stored;
  return parsed.country && parsed.country === readerCountry
    ? parsed.formatNational()
    : parsed.formatInternational();
}

/** The stored phone in its own country's national format ("0803 123 4567"). */
export function phoneNational(stored: string, country?: string | null): string {
  return storedPhone(stored, country)?.formatNational() ?? stored;
}

/** `code`'s name in `language` ("NG", "fr" → "Nigéria"); the code itself when unnamed. */
export function countryName(code: string, language = 'en'): string {
  const key = `${language}|${code}`;
  let name = countryNamesKept.get(key);
  if (name === undefined) {
    try {
      name =
        new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
    } catch {
      name = code;
    }
    // Codes and languages are whatever a caller passes: the map stays small whatever they send.
    if (countryNamesKept.size >= 2000) countryNamesKept.clear();
    countryNamesKept.set(key, name);
  }
  return name;
}

/**
 * Names already looked up: making an Intl.DisplayNames costs some 50 µs, which every row of an
 * import with a country paid (half a second for 10,000 rows).
 */
const countryNamesKept = new Map<string, string>();

/** Every country as code and name in `language`, sorted by name as that language sorts. */
export function countryChoices(language: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/** "Lagos, Nigeria": the seed's text location written from a structured address (English). */
export function placeText(city: string | null | undefined, country: string | null | undefined) {
  const parts = [city?.trim(), country ? countryName(country) : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** A parcel's address fields when none is given (older parcels, tests' fixtures). */
export const NO_ADDRESSES = Object.freeze(
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, null])) as Record<AddressField, null>,
);
