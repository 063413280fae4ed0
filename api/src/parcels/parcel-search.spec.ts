import { searchFold as migrationFold } from '../core/database/migrations/1767800000000-parcel-search-text.js';
import { SEARCHED_FIELDS_1768000000200 } from '../core/database/migrations/1768000000200-parcel-search-reference.js';
import {
  SEARCHED_FIELDS,
  parcelSearchText,
  searchFold,
  searchPatterns,
  type SearchedField,
} from './parcel-search.js';

const parcel = (fields: Partial<Record<SearchedField, string | null>>) =>
  ({
    recipient_name: 'María González',
    recipient_email: null,
    recipient_phone_number: null,
    sender_name: null,
    sender_email: null,
    destination: 'São Paulo, Brazil',
    pickup_location: null,
    current_location: null,
    status: null,
    ...fields,
  }) as Record<SearchedField, string | null>;

/** Whether the search for `term` finds the parcel, as the SQL's LIKE '%pattern%' does. */
const finds = (term: string, fields: Partial<Record<SearchedField, string | null>>) => {
  const text = parcelSearchText(parcel(fields));
  return searchPatterns(term).some((pattern) => text.includes(pattern));
};

const SAMPLES = [
  'María González',
  "O'Brien",
  'O’Brien',
  'Straße 5, Köln',
  'Łódź',
  'Ærøskøbing',
  'İstanbul, Türkiye',
  '+44 (0)20 7946-0958',
  'ｆｕｌｌ　ｗｉｄｔｈ ①',
  'Москва, Ёлкина',
  'القاهرة',
  '東京都',
  'a_b%c\\d',
  // Every ASCII character: plain ASCII takes a shorter way, which must fold the same.
  String.fromCharCode(...Array.from({ length: 128 }, (_, code) => code)),
];

describe('searchFold', () => {
  it('drops case, accents and everything but letters and digits', () => {
    expect(searchFold('María González')).toBe('mariagonzalez');
    expect(searchFold('O’Brien')).toBe(searchFold("O'Brien"));
    expect(searchFold('OBRIEN')).toBe('obrien');
    expect(searchFold('Straße, Łódź, Ærø')).toBe('strasselodzaero');
    expect(searchFold('+1 (555) 012-3456')).toBe('15550123456');
    expect(searchFold('Ёлкина')).toBe('елкина');
    expect(searchFold('%_\\')).toBe('');
  });

  it('is the fold migration 1767800000000 wrote the existing parcels with', () => {
    for (const sample of SAMPLES) expect(migrationFold(sample)).toBe(searchFold(sample));
    expect(SEARCHED_FIELDS_1768000000200).toEqual(SEARCHED_FIELDS);
  });
});

describe('parcelSearchText', () => {
  it('folds each searched field, separated by spaces, leaving out empty ones', () => {
    expect(
      parcelSearchText(
        parcel({
          recipient_email: 'Maria.G@Example.com',
          recipient_phone_number: '+234 803 123 4567',
        }),
      ),
    ).toBe('mariagonzalez mariagexamplecom 2348031234567 saopaulobrazil');
  });
});

describe('the search', () => {
  it('finds names without accents, in any case, with any apostrophe', () => {
    expect(finds('gonzalez', {})).toBe(true);
    expect(finds('GONZÁLEZ', {})).toBe(true);
    expect(finds('maria gonzalez', {})).toBe(true);
    expect(finds('sao paulo', {})).toBe(true);
    expect(finds('O’Brien', { recipient_name: "Seán O'Brien" })).toBe(true);
    expect(finds('obrien', { recipient_name: "Seán O'Brien" })).toBe(true);
    expect(finds('sean', { recipient_name: "Seán O'Brien" })).toBe(true);
  });

  it('finds e-mails, places and statuses', () => {
    expect(finds('maria.g@example.com', { sender_email: 'Maria.G@example.com' })).toBe(true);
    expect(finds('ikeja', { current_location: 'Ikeja depot' })).toBe(true);
    expect(finds('out for delivery', { status: 'Out for delivery' })).toBe(true);
  });

  it('finds a phone written in another format', () => {
    const stored = { recipient_phone_number: '+234 803 123 4567' };
    expect(finds('08031234567', stored)).toBe(true);
    expect(finds('0803-123-4567', stored)).toBe(true);
    expect(finds('(803) 123 4567', stored)).toBe(true);
    expect(finds('00234 803 123 4567', stored)).toBe(true);
    const national = { recipient_phone_number: '0803 123 4567' };
    expect(finds('+234 803 123 4567', national)).toBe(true);
    expect(finds('+1 555 012 3456', national)).toBe(false);
  });

  it('never matches from one field into the next', () => {
    expect(finds('gonzalezsao', {})).toBe(false);
  });

  it('looks for nothing in the texts when the folded term is under 3 characters', () => {
    expect(searchPatterns('ab')).toEqual([]);
    expect(searchPatterns("'%_-")).toEqual([]);
    expect(searchPatterns('a-b')).toEqual([]);
  });

  it('keeps only the shortest of phone forms inside one another (one LIKE)', () => {
    expect(searchPatterns('0803 123 4567')).toEqual(['8031234567']);
    expect(searchPatterns('Lagos')).toEqual(['lagos']);
  });
});
