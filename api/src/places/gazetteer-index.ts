import { normalisePlaceName } from './place-name.js';
import { POSTAL_REGION_WIDTH } from './postal-region.js';

/**
 * The gazetteer as gazetteer-worker.js builds it: places ranked by population (index 0 the most
 * populous), their names and normalised keys each in one '\n'-separated text with the start of
 * every one, and the search entries (a key, or a later word of it) sorted by their text.
 */
export interface PackedGazetteer {
  count: number;
  names: string;
  nameStarts: Int32Array;
  keys: string;
  keyStarts: Int32Array;
  /** Two letters a place (ISO 3166-1 alpha-2). */
  countries: string;
  /** POSTAL_REGION_WIDTH characters a place, space-padded: the region addresses write, if any. */
  regions: string;
  latitudes: Float64Array;
  longitudes: Float64Array;
  populations: Uint32Array;
  entryOffsets: Int32Array;
  entryPlaces: Int32Array;
  timings: { decodeMs: number; buildMs: number };
}

/** A place of the gazetteer, as a search or a lookup finds it. */
export interface GazetteerPlace {
  name: string;
  country: string;
  /** The region an address writes ("NM", "ON"; postal-region.js); '' when the data has none. */
  region: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** One candidate of a search: the place and whether the name (0) or a later word (1) matched. */
interface Found {
  place: number;
  tier: number;
}

const better = (a: Found, b: Found) => a.tier - b.tier || a.place - b.place;

/**
 * Prefix search over the packed gazetteer (docs/product.md §4.4a): a binary search finds the first
 * entry at or after the search's text, then the entries that start with it are read in order,
 * keeping the best few: names that start with the text before names with a later word that does,
 * then the most populous. No objects per place: the whole index is a few strings and arrays.
 */
export class GazetteerIndex {
  constructor(private readonly packed: PackedGazetteer) {}

  get size(): number {
    return this.packed.count;
  }

  /** Places whose name, or a later word of it, starts with `text`; at most `limit`. */
  search(text: string, limit: number): GazetteerPlace[] {
    const key = normalisePlaceName(text);
    if (key === '' || limit < 1) return [];
    const { keys, entryOffsets, entryPlaces, keyStarts } = this.packed;
    const best: Found[] = [];
    for (let entry = this.firstAtOrAfter(key); entry < entryOffsets.length; entry++) {
      const offset = entryOffsets[entry];
      if (!keys.startsWith(key, offset)) break;
      const place = entryPlaces[entry];
      keep(best, { place, tier: offset === keyStarts[place] ? 0 : 1 }, limit);
    }
    return best.map((found) => this.place(found.place));
  }

  /**
   * The most populous place named exactly `text` (normalised), in `country` when given: the
   * parcel's location names are matched with it (place-resolver.ts).
   */
  exact(text: string, country?: string): GazetteerPlace | null {
    const key = normalisePlaceName(text);
    if (key === '') return null;
    const { keys, entryOffsets, entryPlaces, keyStarts, countries } = this.packed;
    // Entries of the same text are in rank order: the first whole name that fits is the best.
    for (let entry = this.firstAtOrAfter(key); entry < entryOffsets.length; entry++) {
      const offset = entryOffsets[entry];
      if (!keys.startsWith(key, offset) || keys.charCodeAt(offset + key.length) !== NEWLINE) break;
      const place = entryPlaces[entry];
      if (offset !== keyStarts[place]) continue;
      if (country && countries.slice(place * 2, place * 2 + 2) !== country) continue;
      return this.place(place);
    }
    return null;
  }

  /** The countries that have places (two-letter codes). */
  countryCodes(): Set<string> {
    const codes = new Set<string>();
    const { countries } = this.packed;
    for (let at = 0; at < countries.length; at += 2) codes.add(countries.slice(at, at + 2));
    return codes;
  }

  /**
   * The first entry whose text is not below `key`. The slice of `keys` may run past the entry's
   * own text into the next one, but its '\n' sorts below every character a key holds, so the
   * comparison is that of the entry's text.
   */
  private firstAtOrAfter(key: string): number {
    const { keys, entryOffsets } = this.packed;
    let low = 0;
    let high = entryOffsets.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const offset = entryOffsets[middle];
      if (keys.slice(offset, offset + key.length) < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private place(index: number): GazetteerPlace {
    const { names, nameStarts, countries, regions, latitudes, longitudes, populations } =
      this.packed;
    const width = POSTAL_REGION_WIDTH;
    return {
      name: names.slice(nameStarts[index], nameStarts[index + 1] - 1),
      country: countries.slice(index * 2, index * 2 + 2),
      region: regions.slice(index * width, index * width + width).trimEnd(),
      latitude: latitudes[index],
      longitude: longitudes[index],
      population: populations[index],
    };
  }
}

const NEWLINE = 10;

/** Adds a candidate to the best `limit` so far (sorted), once per place, the better match kept. */
function keep(best: Found[], found: Found, limit: number): void {
  // Most candidates of a long scan lose to the worst kept: one comparison each.
  if (best.length === limit && better(found, best[limit - 1]) >= 0) return;
  const same = best.findIndex((each) => each.place === found.place);
  if (same !== -1) {
    if (better(found, best[same]) >= 0) return;
    best.splice(same, 1);
  }
  let at = best.length;
  while (at > 0 && better(found, best[at - 1]) < 0) at--;
  best.splice(at, 0, found);
  if (best.length > limit) best.pop();
}
