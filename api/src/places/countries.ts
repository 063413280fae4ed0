import { normalisePlaceName } from './place-name.js';

const ENGLISH_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** 'EG' → 'Egypt'; '' for a code that names no country. */
export function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return '';
  try {
    return ENGLISH_NAMES.of(code) ?? '';
  } catch {
    return '';
  }
}

/** Names people write for a country that its English name is not. */
const ALIASES: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  holland: 'NL',
  'ivory coast': 'CI',
  russia: 'RU',
  'south korea': 'KR',
  'north korea': 'KP',
  uae: 'AE',
  'czech republic': 'CZ',
  drc: 'CD',
};

/**
 * The code of a country as written after a place name ("Cairo, Egypt", "Cairo, EG", "Paris,
 * France"): a two-letter code or an English name (case and accents aside), among `known` codes.
 */
export class CountryNames {
  private readonly byName = new Map<string, string>();

  constructor(private readonly known: ReadonlySet<string>) {
    for (const code of known) {
      const name = countryName(code);
      if (name) this.byName.set(normalisePlaceName(name), code);
    }
    for (const [alias, code] of Object.entries(ALIASES)) {
      if (known.has(code)) this.byName.set(alias, code);
    }
  }

  codeOf(text: string): string | null {
    const trimmed = text.trim();
    if (/^[a-z]{2}$/i.test(trimmed) && this.known.has(trimmed.toUpperCase())) {
      return trimmed.toUpperCase();
    }
    return this.byName.get(normalisePlaceName(trimmed)) ?? null;
  }
}
