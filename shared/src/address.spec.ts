import {
  COUNTRY_CODES,
  countryChoices,
  countryName,
  optionalCountry,
  phoneE164,
  phoneForDisplay,
  phoneNational,
  placeText,
} from './address.js';
import { validate } from './validation.js';

describe('addresses', () => {
  it('stores a phone in E.164, reading a national number in its country, and refuses others', () => {
    expect(phoneE164('0803 123 4567', 'NG')).toBe('+2348031234567');
    expect(phoneE164('+44 (0)20 7946-0123', 'NG')).toBe('+442079460123');
    expect(phoneE164('0803 123 4567', null)).toBeNull();
    expect(phoneE164('12', 'NG')).toBeNull();
    expect(phoneE164('call me', 'NG')).toBeNull();
    // An unknown country is no country: the number must then carry its own code.
    expect(phoneE164('0803 123 4567', 'XX')).toBeNull();
  });

  it('shows a phone in its country’s own way to a reader there, else with its code', () => {
    expect(phoneForDisplay('+2348031234567', 'NG')).toBe('0803 123 4567');
    expect(phoneForDisplay('+2348031234567', 'GH')).toBe('+234 803 123 4567');
    expect(phoneForDisplay('555-1234 ext. 9')).toBe('555-1234 ext. 9');
  });

  it('reads an older free-text phone in its side’s country, never rewriting what is not a number', () => {
    // Saved before addresses came: as it was typed, without its country code.
    expect(phoneForDisplay('0803-123-4567', 'NG')).toBe('0803 123 4567');
    expect(phoneForDisplay('0803-123-4567', null, 'NG')).toBe('+234 803 123 4567');
    expect(phoneForDisplay('+234 803 555 1000', 'NG')).toBe('0803 555 1000');
    // No country known: only a number with its own code is read.
    expect(phoneForDisplay('0803-123-4567')).toBe('0803-123-4567');
    expect(phoneForDisplay('0803-123-4567', null, 'XX')).toBe('0803-123-4567');
    expect(phoneForDisplay('ask at the gate', 'NG')).toBe('ask at the gate');
    expect(phoneNational('08031234567', 'NG')).toBe('0803 123 4567');
  });

  it('takes ISO 3166 codes in any letter case, and names them in the reader’s language', () => {
    expect(COUNTRY_CODES).toContain('NG');
    expect(validate(optionalCountry(), ' ng ')).toEqual({ ok: true, data: 'NG' });
    expect(validate(optionalCountry(), '')).toEqual({ ok: true, data: undefined });
    const refused = validate(optionalCountry(), 'Nigeria');
    expect(refused.ok || refused.problems.map((each) => each.code)).toEqual(['address.country']);
    const french = countryChoices('fr');
    expect(french.find((each) => each.code === 'DE')?.name).toBe('Allemagne');
    expect(french.map((each) => each.name).indexOf('Allemagne')).toBeLessThan(
      french.map((each) => each.name).indexOf('Brésil'),
    );
  });

  it('writes the seed’s text place from a city and a country', () => {
    expect(placeText('Ikeja', 'NG')).toBe('Ikeja, Nigeria');
    expect(placeText(null, 'GH')).toBe('Ghana');
    expect(placeText('Lisbon, Portugal', null)).toBe('Lisbon, Portugal');
    expect(placeText(null, null)).toBeNull();
    // Names are kept once looked up; each language keeps its own.
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('DE', 'not a language!')).toBe('DE');
  });
});
