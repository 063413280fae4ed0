import {
  isLanguage,
  languageCookie,
  languageFromCookie,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  type Language,
} from '@waybill/shared';
import {
  createCatalog,
  type AreaLoader,
  type CompiledTexts,
  type TextValues,
} from '@waybill/shared/i18n';
import { AREAS, type MessageKey, type SiteArea } from './keys';

/**
 * The texts are `<tag>/<area>.json` (keys.ts lists the areas), compiled by the build
 * (shared/vite-plugins/catalogues.ts). The `site` area is loaded before the first render (in
 * English it is in the first load's bundle); a screen's areas come with its code (app/routes.ts).
 * The server loads a language whole before it draws a page (loadLanguage), so a page is drawn and
 * hydrated with the same texts.
 */
/** The English `site` area, in the first load's bundle (the build writes a static import). */
const BUNDLED = import.meta.glob<CompiledTexts>('./en/site.json', {
  query: '?icu',
  import: 'default',
  eager: true,
});

const catalog = createCatalog<MessageKey, SiteArea>({
  bundled: { site: BUNDLED['./en/site.json'] },
  files: import.meta.glob<CompiledTexts>(['./*/*.json', '!./en/site.json'], {
    query: '?icu',
    import: 'default',
  }) as Record<string, AreaLoader>,
});

export { isLanguage, languageFromCookie, LANGUAGE_NAMES, LANGUAGE_TAGS };

/**
 * Loads the chosen language (`areas` of it, and those a screen asked for meanwhile) and marks up
 * <html> (lang, and dir for Arabic and Persian). The page's start gives `['site']`; tests, every
 * area.
 */
export async function startLanguage(
  code: Language,
  areas: readonly SiteArea[] = AREAS,
): Promise<void> {
  await catalog.start(code, areas);
  Object.assign(document.documentElement, catalog.documentMarks());
}

/** Loads the whole language (the server's render); returns what <html> gets. */
export async function loadLanguage(code: Language): Promise<{ lang: string; dir: 'rtl' | 'ltr' }> {
  await catalog.start(code, AREAS);
  return catalog.documentMarks();
}

/** `load()` once `areas` of the texts are there too, in the language in use. */
export function withTexts<T>(areas: readonly SiteArea[], load: () => Promise<T>): Promise<T> {
  return Promise.all([load(), catalog.load(areas)]).then(([loaded]) => loaded);
}

export function currentLanguage(): Language {
  return catalog.language();
}

/** The BCP 47 tag of the current language, for Intl formatting. */
export function currentLocale(): string {
  return catalog.locale();
}

/**
 * docs/product.md §3.2: choosing a language sets the translation cookie from en to that code and
 * reloads.
 */
export function chooseLanguage(code: Language): void {
  document.cookie = languageCookie(code);
  window.location.reload();
}

/**
 * The text of `key` in the current language, its ICU arguments filled in: `{name}`, and
 * `{count, plural, one {…} other {…}}` (give the count as a number: the message writes it in the
 * language's digits).
 */
export function t(key: MessageKey, values?: TextValues): string {
  return catalog.t(key, values);
}
