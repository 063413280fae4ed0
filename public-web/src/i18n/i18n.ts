import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, type Language } from '@waybill/shared';
import { en, type MessageKey, type Messages } from './en';

/**
 * docs/product.md §3.2: the language is kept in the cookie `googtrans=/en/<code>`. Choosing one
 * reloads the page, so the dictionary is picked once at start and never changes while the page
 * lives.
 */
export const LANGUAGE_COOKIE = 'googtrans';

/** Each code's name in its own language, as the menu shows it. */
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
 * The BCP 47 tag of each code, for `lang` attributes and Intl: the menu keeps the codes of
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

let current: Language = DEFAULT_LANGUAGE;
let messages: Messages = en;

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The code in `googtrans=/en/<code>`, or the default when the cookie is absent or unknown. */
export function languageFromCookie(cookie: string): Language {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LANGUAGE_COOKIE) continue;
    const code = decodeURIComponent(rest.join('=')).split('/').pop() ?? '';
    if (isLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

/** Loads the chosen language and marks up <html> (lang, and dir for Arabic and Persian). */
export async function startLanguage(code: Language): Promise<void> {
  // From English each time, so a second start (in tests) never keeps the last language's texts.
  messages = en;
  if (code !== 'en') {
    try {
      messages = await LOADERS[code]();
    } catch (error) {
      // A chunk that cannot load (offline, new deploy): English is better than nothing.
      console.warn(`Could not load the ${code} texts`, error);
      code = 'en';
    }
  }
  current = code;
  const root = document.documentElement;
  root.lang = LANGUAGE_TAGS[code];
  root.dir = RTL_LANGUAGES.includes(code) ? 'rtl' : 'ltr';
}

export function currentLanguage(): Language {
  return current;
}

/** The BCP 47 tag of the current language, for Intl formatting. */
export function currentLocale(): string {
  return current === 'en' ? 'en-GB' : LANGUAGE_TAGS[current];
}

/**
 * docs/product.md §3.2: choosing a language sets the translation cookie from en to that code and
 * reloads.
 */
export function chooseLanguage(code: Language): void {
  const oneYear = 60 * 60 * 24 * 365;
  document.cookie = `${LANGUAGE_COOKIE}=/en/${code}; path=/; max-age=${oneYear}; SameSite=Lax`;
  window.location.reload();
}

/** The text of `key` in the current language, with `{name}` markers filled in. */
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  const text = messages[key] || en[key];
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (marker, name: string) =>
    name in values ? String(values[name]) : marker,
  );
}
