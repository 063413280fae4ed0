import { languageCookie, languageFromCookie, type Language } from '@waybill/shared';
import {
  createCatalog,
  type AreaLoader,
  type CompiledTexts,
  type TextValues,
} from '@waybill/shared/i18n';
import { AREAS, type CourierArea, type CourierMessageKey } from './keys';

/**
 * The courier app's languages: the panel's 16 codes and its cookie (docs/product.md §3.2), so a
 * courier who chose Arabic in the panel or on the site gets Arabic here too. Its texts are
 * `<tag>/<area>.json`, compiled by the build (shared/vite-plugins/catalogues.ts) like the panel's.
 * English is in the first load; every other language is a chunk the service worker precaches,
 * so the app opens in its language with no network.
 */
const BUNDLED = import.meta.glob<CompiledTexts>('./en/*.json', {
  query: '?icu',
  import: 'default',
  eager: true,
});

const catalog = createCatalog<CourierMessageKey, CourierArea>({
  bundled: Object.fromEntries(AREAS.map((area) => [area, BUNDLED[`./en/${area}.json`]])) as Record<
    CourierArea,
    CompiledTexts
  >,
  files: import.meta.glob<CompiledTexts>(['./*/*.json', '!./en/*.json'], {
    query: '?icu',
    import: 'default',
  }) as Record<string, AreaLoader>,
});

/** Loads the language of the cookie and marks up <html> (lang, and dir for Arabic and Persian). */
export async function startLanguage(code: Language = languageFromCookie(document.cookie)) {
  await catalog.start(code, AREAS);
  Object.assign(document.documentElement, catalog.documentMarks());
}

export function currentLanguage(): Language {
  return catalog.language();
}

export function currentLocale(): string {
  return catalog.locale();
}

/** Sets the cookie the panel and the site read too, and reloads in that language. */
export function chooseLanguage(code: Language): void {
  document.cookie = languageCookie(code);
  window.location.reload();
}

/** The text of `key` in the current language, its ICU arguments filled in. */
export function t(key: CourierMessageKey, values?: TextValues): string {
  return catalog.t(key, values);
}

export function hasText(key: string): key is CourierMessageKey {
  return catalog.has(key);
}

/** A time of day in the current language. */
export function formatTime(iso: string): string {
  return new Intl.DateTimeFormat(catalog.locale(), { hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}
