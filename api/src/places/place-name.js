// How place names are compared (docs/product.md §4.4a): the gazetteer's worker keys every city
// with it and each search normalises its text the same way. Plain JavaScript, like the password
// worker, so the worker thread runs it as it is, from the sources (tests) and from dist alike.

/** Letters that NFD does not split into a base letter and an accent. */
const FOLDED = new Map([
  ['ß', 'ss'],
  ['æ', 'ae'],
  ['œ', 'oe'],
  ['ø', 'o'],
  ['ł', 'l'],
  ['đ', 'd'],
  ['ð', 'd'],
  ['þ', 'th'],
  ['ı', 'i'],
  ['ħ', 'h'],
]);
const FOLDABLE = new RegExp(`[${[...FOLDED.keys()].join('')}]`, 'g');
const ACCENTS = /\p{M}/gu;
/** Apostrophes join ("N'Djamena" is "ndjamena"); every other sign separates words. */
const APOSTROPHES = /['’ʻʼ`´]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * The comparable form of a place name: accents dropped (NFD), lower case, a few letters spelled
 * out (ß → ss), apostrophes removed and any other run of signs or spaces made one space, e.g.
 * "São Paulo" → "sao paulo", "ZÜR" → "zur", "Saint-Étienne" → "saint etienne".
 * @param {string} text
 * @returns {string}
 */
export function normalisePlaceName(text) {
  return text
    .normalize('NFD')
    .replace(ACCENTS, '')
    .toLowerCase()
    .replace(FOLDABLE, (letter) => FOLDED.get(letter) ?? letter)
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, ' ')
    .trim();
}

/**
 * Where the words after the first start in a normalised name ("sao paulo" → [4]): a search for
 * "paulo" finds São Paulo too, after the names that start with it.
 * @param {string} key
 * @returns {number[]}
 */
export function laterWordStarts(key) {
  const starts = [];
  for (let at = key.indexOf(' '); at !== -1; at = key.indexOf(' ', at + 1)) starts.push(at + 1);
  return starts;
}
