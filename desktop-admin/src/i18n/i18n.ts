import {
  createCatalog,
  languageCookie,
  languageFromCookie,
  type CatalogLoader,
  type Language,
  type TextValues,
} from '@waybill/shared';
import { en, type AdminMessageKey, type AdminMessages } from './en';

/**
 * The control panel's languages: the public site's 16 codes and its cookie (docs/product.md §3.2),
 * so staff who chose French on the site get French here too. Every language but English is a chunk
 * of its own. Staff content (pages, parcel data, mail) is shown as written.
 */
const LOADERS: Record<Exclude<Language, 'en'>, CatalogLoader<AdminMessages>> = {
  pt: () => import('./locales/pt').then((module) => module.messages),
  nl: () => import('./locales/nl').then((module) => module.messages),
  ar: () => import('./locales/ar').then((module) => module.messages),
  es: () => import('./locales/es').then((module) => module.messages),
  de: () => import('./locales/de').then((module) => module.messages),
  fa: () => import('./locales/fa').then((module) => module.messages),
  fr: () => import('./locales/fr').then((module) => module.messages),
  ru: () => import('./locales/ru').then((module) => module.messages),
  tr: () => import('./locales/tr').then((module) => module.messages),
  in: () => import('./locales/id').then((module) => module.messages),
  it: () => import('./locales/it').then((module) => module.messages),
  se: () => import('./locales/sv').then((module) => module.messages),
  id: () => import('./locales/id').then((module) => module.messages),
  vn: () => import('./locales/vi').then((module) => module.messages),
  vi: () => import('./locales/vi').then((module) => module.messages),
};

const catalog = createCatalog<AdminMessages>(en, LOADERS);

/** Loads the language of the cookie and marks up <html> (lang, and dir for Arabic and Persian). */
export async function startLanguage(code: Language = languageFromCookie(document.cookie)) {
  await catalog.start(code);
  Object.assign(document.documentElement, catalog.documentMarks());
}

export function currentLanguage(): Language {
  return catalog.language();
}

/** The Intl locale of the current language. */
export function currentLocale(): string {
  return catalog.locale();
}

/** Sets the cookie the public site reads too, and reloads in that language. */
export function chooseLanguage(code: Language): void {
  document.cookie = languageCookie(code);
  window.location.reload();
}

/** The text of `key` in the current language, with `{name}` markers filled in. */
export function t(key: AdminMessageKey, values?: TextValues): string {
  return catalog.t(key, values);
}

/** A number in the current language's digits and grouping. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(catalog.locale(), options).format(value);
}
