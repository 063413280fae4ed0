import { DEFAULT_LANGUAGE, type Language } from '../choices.js';
import type { MessageFunction } from './icu-message.js';
import { LANGUAGE_TAGS, languageDirection, languageLocale } from './languages.js';

/*
 * The apps' interface text (docs/architecture.md §6.2, Languages). Its own entry point,
 * `@waybill/shared/i18n`, not the package's index, so the API never loads it.
 *
 * Each app keeps its texts as ICU messages in `src/i18n/<tag>/<area>.json`, English the source.
 * The build compiles every file (shared/vite-plugins/catalogues.ts), so no parser ships: a text
 * without arguments becomes the plain string; one that only fills in `{name}`s, its parts; one
 * with a plural, a select or a number, a function over intl-messageformat (icu-message.ts),
 * which the file imports. Plural categories are the language's own (Intl.PluralRules, CLDR).
 */

/** A text's part that only fills in a value: the literal text (0) or the value's name (1). */
export interface SimplePart {
  type: 0 | 1;
  value: string;
}

/** One text as the build compiled it. */
export type CompiledMessage = string | SimplePart[] | MessageFunction;
/** One area's texts in one language, as the build compiled them. */
export type CompiledTexts = Readonly<Record<string, CompiledMessage>>;
/** Fetches one area of one language (a chunk of its own). */
export type AreaLoader = () => Promise<CompiledTexts>;

/** The values filled into a text's arguments: a plural's `count` must be a number. */
export type TextValues = Record<string, string | number>;

export interface CatalogFiles<A extends string> {
  /** The English areas in the first load's bundle (the others are fetched like any language). */
  bundled: Partial<Record<A, CompiledTexts>>;
  /**
   * Every file, by its path from the app's `src/i18n/`: `./<folder>/<area>.json` where the
   * folder is the language's tag (LANGUAGE_TAGS: Swedish is `sv`, both Indonesian codes `id`).
   */
  files: Record<string, AreaLoader>;
}

export interface Catalog<K extends string, A extends string> {
  /**
   * Chooses `code` (English when it has no files) and loads `areas` of it, with any area asked
   * for before; a language whose files cannot load (offline, a new deploy) falls back to English.
   * Returns the language in use.
   */
  start(code: Language, areas: readonly A[]): Promise<Language>;
  /** Loads `areas` in the language in use (an area that cannot load is shown in English). */
  load(areas: readonly A[]): Promise<void>;
  /** The text of `key` in the language in use, its ICU arguments filled from `values`. */
  t(key: K, values?: TextValues): string;
  /** Whether `key` is a text of a loaded area (a key built from data, before saying it). */
  has(key: string): key is K;
  /** The language in use. */
  language(): Language;
  /** Its Intl locale, for dates and numbers. */
  locale(): string;
  /** What <html> gets: its lang and dir. */
  documentMarks(): { lang: string; dir: 'rtl' | 'ltr' };
}

/**
 * One app's interface text: English is the source of the keys, every language a complete set of
 * areas fetched when a screen needs them. Staff content is never translated, only the app's own
 * text. The language is picked once at start: choosing another reloads the page.
 */
export function createCatalog<K extends string, A extends string>({
  bundled,
  files,
}: CatalogFiles<A>): Catalog<K, A> {
  /** English, the fallback of any text: the bundled areas and those fetched since. */
  const english: Record<string, CompiledMessage> = Object.assign({}, ...Object.values(bundled));
  let current: Language = DEFAULT_LANGUAGE;
  /** The language in use's areas fetched so far (empty for English: `english` holds them). */
  let texts: Record<string, CompiledMessage> = {};
  let areasLoading = new Map<A, Promise<void>>();
  // The latest start wins: a slower load of a language chosen before it never replaces it.
  let latestStart = 0;

  const fileOf = (code: Language, area: A) => files[`./${LANGUAGE_TAGS[code]}/${area}.json`];

  async function loadEnglish(area: A): Promise<void> {
    if (bundled[area]) return;
    const load = fileOf('en', area);
    if (load) Object.assign(english, await load());
  }

  /** Loads an area of the language in use; `fallBack`: in English if it cannot load. */
  function loadArea(area: A, fallBack = true): Promise<void> {
    let loading = areasLoading.get(area);
    if (loading) return loading;
    const start = latestStart;
    const code = current;
    loading = (async () => {
      const load = fileOf(code, area);
      if (code === 'en' || !load) return loadEnglish(area);
      try {
        const loaded = await load();
        if (start === latestStart) Object.assign(texts, loaded);
      } catch (error) {
        if (!fallBack) throw error;
        // A chunk that cannot load (offline, a new deploy): English is better than nothing.
        console.warn(`Could not load the ${code} texts of ${area}`, error);
        await loadEnglish(area);
      }
    })();
    // Asked for again next time if even English could not load.
    loading.catch(() => areasLoading.delete(area));
    areasLoading.set(area, loading);
    return loading;
  }

  function format(key: string, message: SimplePart[] | MessageFunction, values?: TextValues) {
    try {
      if (typeof message === 'function') return message(languageLocale(current), values);
      return message
        .map((part) => {
          if (part.type === 0) return part.value;
          if (!values || !(part.value in values)) throw new Error(`No value for ${part.value}`);
          return String(values[part.value]);
        })
        .join('');
    } catch (error) {
      console.error(`The text ${key} could not be said`, error);
      return key;
    }
  }

  return {
    async start(code, startAreas) {
      const thisStart = ++latestStart;
      // With those asked for before (a screen's, preloaded beside the start), in this language.
      const areas = [...new Set([...startAreas, ...areasLoading.keys()])];
      const restart = (language: Language) => {
        current = language;
        texts = {};
        areasLoading = new Map();
      };
      restart(areas.every((area) => fileOf(code, area)) ? code : 'en');
      try {
        await Promise.all(areas.map((area) => loadArea(area, false)));
      } catch (error) {
        if (thisStart !== latestStart) return current;
        // The language cannot load (offline, a new deploy): English is better than nothing.
        console.warn(`Could not load the ${code} texts`, error);
        restart('en');
        await Promise.all(areas.map((area) => loadArea(area)));
      }
      return current;
    },
    load: async (areas) => {
      await Promise.all(areas.map((area) => loadArea(area)));
    },
    t(key, values) {
      const message = texts[key] ?? english[key];
      if (message === undefined) {
        // Its area was not loaded before the screen that says it (a bug: say which).
        console.error(`No text ${key} (its area is not loaded)`);
        return key;
      }
      return typeof message === 'string' ? message : format(key, message, values);
    },
    has: (key): key is K => key in texts || key in english,
    language: () => current,
    locale: () => languageLocale(current),
    documentMarks: () => ({ lang: LANGUAGE_TAGS[current], dir: languageDirection(current) }),
  };
}
