/**
 * What staff find parcels by (docs/product.md §4.4): every searched field folded into one stored
 * text per parcel (`search_text`, indexed by trigrams), and the search term folded the same way.
 * The tracking code is not in it: codes are found by their start (parcels.repository.ts).
 */

/**
 * The parcel fields the search looks in, the one list of them. A new field is searched once its
 * column is named here (a string column of ParcelEntity, null allowed) and the stored texts of
 * existing parcels are written again (see migration 1767800000000's `rewriteSearchTexts`), unless
 * the column is new and empty (migration 1767800000100).
 */
export const SEARCHED_FIELDS = [
  'recipient_name',
  'recipient_email',
  'recipient_phone_number',
  'sender_name',
  'sender_email',
  'destination',
  'pickup_location',
  'current_location',
  'status',
  'recipient_company',
  'recipient_address_line1',
  'recipient_address_line2',
  'recipient_postcode',
  'recipient_city',
  'recipient_region',
  'sender_company',
  'sender_address_line1',
  'sender_address_line2',
  'sender_postcode',
  'sender_city',
  'sender_region',
  'sender_phone_number',
  // The shop's order reference (docs/api.md): staff look a shop's parcel up by it.
  'reference',
] as const;

export type SearchedField = (typeof SEARCHED_FIELDS)[number];

/** Letters that keep no mark to strip under NFKD, written as people type them without it. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
  ŧ: 't',
};
// eslint-disable-next-line no-control-regex -- any ASCII character, control ones included
const ASCII = /^[\x00-\x7f]*$/;
const NOT_ASCII_ALNUM = /[^a-z0-9]/g;
const PLAIN_LETTER = new RegExp(`[${Object.keys(PLAIN_LETTERS).join('')}]`, 'gu');

/**
 * Text as the search compares it: one letter case, no accents (NFKD, marks dropped), and only
 * letters and digits, so "González" and "gonzalez", "O’Brien", "O'Brien" and "OBrien", and
 * "+1 (555) 012-3456" and "15550123456" read the same. Used for both the stored text and the term.
 */
export function searchFold(text: string): string {
  // Plain ASCII (most names, e-mails, phones, codes) has no marks nor letters to spell out: the
  // same answer without the Unicode passes, which an import pays for every field of every row.
  if (ASCII.test(text)) return text.toLowerCase().replace(NOT_ASCII_ALNUM, '');
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(PLAIN_LETTER, (letter) => PLAIN_LETTERS[letter])
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The stored search text of a parcel: each searched field folded, separated by a space, which no
 * folded term contains, so a match never runs from one field into the next.
 */
export function parcelSearchText(parcel: Readonly<Record<SearchedField, string | null>>): string {
  return SEARCHED_FIELDS.map((field) => searchFold(parcel[field] ?? ''))
    .filter((folded) => folded !== '')
    .join(' ');
}

/** Shorter folded terms have no trigram to look up: they match only the start of a code. */
export const MIN_TEXT_SEARCH = 3;

/** A term written as a phone number: digits with the usual signs, and enough digits to mean one. */
const PHONE_LIKE = /^[\s\d+().\-/]+$/;
const PHONE_MIN_DIGITS = 6;
/** A number's own digits, without any country code, are rarely fewer. */
const NATIONAL_MIN_DIGITS = 7;
/** Country calling codes are 1 to 3 digits long. */
const COUNTRY_CODE_MAX = 3;

/**
 * The phone forms a term may match beyond its digits: without its trunk zeros ("0803…" is stored
 * "+234 803…"), and, when written internationally ("+234…", "00234…"), without its country code
 * of 1–3 digits (stored "0803…"). Empty when the term is not written as a phone.
 */
function phoneForms(term: string): string[] {
  if (!PHONE_LIKE.test(term)) return [];
  const digits = term.replace(/\D/g, '');
  if (digits.length < PHONE_MIN_DIGITS) return [];
  const international = /^\s*(\+|00)/.test(term);
  const significant = digits.replace(/^0+/, '');
  const forms = [significant];
  if (international) {
    for (let drop = 1; drop <= COUNTRY_CODE_MAX; drop += 1) {
      const national = significant.slice(drop);
      if (national.length >= NATIONAL_MIN_DIGITS) forms.push(national);
    }
  }
  return forms;
}

/**
 * What a search term looks for in the stored texts ("contains"): the folded term, and for a phone
 * its other forms; none when the term is too short. Folded texts hold only letters and digits,
 * so none has a LIKE wildcard to escape.
 */
export function searchPatterns(term: string): string[] {
  const folded = searchFold(term);
  if (folded.length < MIN_TEXT_SEARCH) return [];
  const forms = new Set([folded, ...phoneForms(term)]);
  // A form inside another finds all that the other finds.
  return [...forms].filter(
    (form) => ![...forms].some((other) => other !== form && form.includes(other)),
  );
}
