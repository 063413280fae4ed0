import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, type Language } from '../choices.js';
import { cookieValue } from '../cookies.js';

/**
 * docs/product.md §3.2: the visitor's language is kept in the cookie `googtrans=/en/<code>`, read
 * by the public site and the control panel alike, so a choice made on one is the other's too.
 */
export const LANGUAGE_COOKIE = 'googtrans';

/** Each code's name in its own language, as the language menus show it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  pt: 'Português',
  nl: 'Nederlands',
  ar: 'العربية',
  es: 'Español',
  de: 'Deutsch',
  fa: 'فارسی',
  fr: 'Français',
  ru: 'Русский',
  tr: 'Türkçe',
  in: 'Bahasa Indonesia',
  it: 'Italiano',
  se: 'Svenska',
  id: 'Bahasa Indonesia',
  vn: 'Tiếng Việt',
  vi: 'Tiếng Việt',
};

/**
 * The BCP 47 tag of each code, for `lang` attributes and Intl: the menus keep the codes of
 * docs/product.md §3.2 ('in' and 'id' are both Indonesian, 'se' is Swedish, 'vn' and 'vi' are both
 * Vietnamese).
 */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en: 'en',
  pt: 'pt',
  nl: 'nl',
  ar: 'ar',
  es: 'es',
  de: 'de',
  fa: 'fa',
  fr: 'fr',
  ru: 'ru',
  tr: 'tr',
  in: 'id',
  it: 'it',
  se: 'sv',
  id: 'id',
  vn: 'vi',
  vi: 'vi',
};

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The code in `googtrans=/en/<code>` of a Cookie header or document.cookie, or the default. */
export function languageFromCookie(cookie: string): Language {
  const code = cookieValue(cookie, LANGUAGE_COOKIE)?.split('/').pop() ?? '';
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

/** The document.cookie assignment that chooses `code` for a year, on the whole site. */
export function languageCookie(code: Language): string {
  const oneYear = 60 * 60 * 24 * 365;
  return `${LANGUAGE_COOKIE}=/en/${code}; path=/; max-age=${oneYear}; SameSite=Lax`;
}

/** Whether two codes name the same language ('in' and 'id', 'vn' and 'vi'): the menus mark it. */
export function sameLanguage(a: Language, b: Language): boolean {
  return LANGUAGE_TAGS[a] === LANGUAGE_TAGS[b];
}

/** The Intl locale of a code: English dates are written the British way (day first). */
export function languageLocale(code: Language): string {
  return code === 'en' ? 'en-GB' : LANGUAGE_TAGS[code];
}

/** The `dir` of a page in this language. */
export function languageDirection(code: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(code) ? 'rtl' : 'ltr';
}
