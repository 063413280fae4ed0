import {
  createCatalog,
  isLanguage,
  languageCookie,
  languageFromCookie,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  type Language,
} from '@waybill/shared';
import { en, type MessageKey, type Messages } from './en';

type Loader = () => Promise<Messages>;

/** Every language but English is a chunk of its own, fetched only by those who chose it. */
const LOADERS: Record<Exclude<Language, 'en'>, Loader> = {
  pt: () => import('./locales/pt').then((module) => module.pt),
  nl: () => import('./locales/nl').then((module) => module.nl),
  ar: () => import('./locales/ar').then((module) => module.ar),
  es: () => import('./locales/es').then((module) => module.es),
  de: () => import('./locales/de').then((module) => module.de),
  fa: () => import('./locales/fa').then((module) => module.fa),
  fr: () => import('./locales/fr').then((module) => module.fr),
  ru: () => import('./locales/ru').then((module) => module.ru),
  tr: () => import('./locales/tr').then((module) => module.tr),
  in: () => import('./locales/id').then((module) => module.id),
  it: () => import('./locales/it').then((module) => module.it),
  se: () => import('./locales/sv').then((module) => module.sv),
  id: () => import('./locales/id').then((module) => module.id),
  vn: () => import('./locales/vi').then((module) => module.vi),
  vi: () => import('./locales/vi').then((module) => module.vi),
};

const catalog = createCatalog<Messages>(en, LOADERS);

export { isLanguage, languageFromCookie, LANGUAGE_NAMES, LANGUAGE_TAGS };

/** Loads the chosen language and marks up <html> (lang, and dir for Arabic and Persian). */
export async function startLanguage(code: Language): Promise<void> {
  Object.assign(document.documentElement, await loadLanguage(code));
}

/** Loads the chosen language; returns what <html> gets (the server's render sets it itself). */
export async function loadLanguage(code: Language): Promise<{ lang: string; dir: 'rtl' | 'ltr' }> {
  await catalog.start(code);
  return catalog.documentMarks();
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

/** The text of `key` in the current language, with `{name}` markers filled in. */
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  return catalog.t(key, values);
}
