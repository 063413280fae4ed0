import { DEFAULT_LANGUAGE, type Language } from '../choices.js';
import { LANGUAGE_TAGS, languageDirection, languageLocale } from './languages.js';

/** The values filled into a text's `{name}` markers (format numbers and dates before: formatNumber). */
export type TextValues = Record<string, string | number>;

/** Loads one language's texts (a chunk of its own, fetched only by those who chose it). */
export type CatalogLoader<M> = () => Promise<M>;

export interface Catalog<K extends string> {
  /** Loads `code`'s texts (English if its chunk cannot load) and returns the language in use. */
  start(code: Language): Promise<Language>;
  /** The text of `key` in the current language, its `{name}` markers filled in. */
  t(key: K, values?: TextValues): string;
  /** The language in use. */
  language(): Language;
  /** Its Intl locale, for dates and numbers. */
  locale(): string;
  /** What <html> gets: its lang and dir. */
  documentMarks(): { lang: string; dir: 'rtl' | 'ltr' };
}

/**
 * One app's interface text: English is the source of the keys, every other language is a complete
 * dictionary loaded on demand. Staff content is never translated, only the app's own text. The
 * language is picked once at start: choosing another reloads the page.
 */
export function createCatalog<M extends Record<string, string>>(
  english: M,
  loaders: Partial<Record<Language, CatalogLoader<M>>>,
): Catalog<Extract<keyof M, string>> {
  let current: Language = DEFAULT_LANGUAGE;
  let texts: M = english;
  // The latest start wins: a slower load of a language chosen before it never replaces it.
  let latestStart = 0;

  return {
    async start(code) {
      const thisStart = ++latestStart;
      // From English each time, so a second start (in tests) never keeps the last language's texts.
      texts = english;
      const load = loaders[code];
      if (code !== 'en' && load) {
        try {
          const loaded = await load();
          if (thisStart !== latestStart) return current;
          texts = loaded;
        } catch (error) {
          if (thisStart !== latestStart) return current;
          // A chunk that cannot load (offline, new deploy): English is better than nothing.
          console.warn(`Could not load the ${code} texts`, error);
          code = 'en';
        }
      } else if (code !== 'en') {
        code = 'en';
      }
      current = code;
      return code;
    },
    t(key, values) {
      const text = texts[key] || english[key];
      if (!values) return text;
      return text.replace(/\{(\w+)\}/g, (marker, name: string) =>
        name in values ? String(values[name]) : marker,
      );
    },
    language: () => current,
    locale: () => languageLocale(current),
    documentMarks: () => ({ lang: LANGUAGE_TAGS[current], dir: languageDirection(current) }),
  };
}
