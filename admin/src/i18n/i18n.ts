import { languageCookie, languageFromCookie, type Language } from '@waybill/shared';
import {
  createCatalog,
  type AreaLoader,
  type CompiledTexts,
  type TextValues,
} from '@waybill/shared/i18n';
import { AREAS, type AdminArea, type AdminMessageKey } from './keys';

/**
 * The control panel's languages: the public site's 16 codes and its cookie (docs/product.md §3.2),
 * so staff who chose French on the site get French here too. Staff content (pages, parcel data,
 * mail) is shown as written.
 *
 * The texts are `<tag>/<area>.json` (keys.ts lists the areas), compiled by the build
 * (shared/vite-plugins/catalogues.ts). The shell's and the forms' areas are loaded before the
 * first render (in English they are in the first load's bundle); every other area is a chunk of
 * its own, fetched with the screen that needs it (app/screens.tsx: `lazyScreen`'s `texts`). The
 * problems' (what went wrong, by code: the largest area) are not in the first screens' first load:
 * they come while the browser is idle once the first screen is drawn (app/preload.ts), with
 * every other screen and with the parts that check a form, and a failed call waits for them
 * before its problems are shown (app/queries.ts).
 */
/** The English areas in the first load's bundle (the build writes them as static imports). */
const BUNDLED = import.meta.glob<CompiledTexts>('./en/{shell,forms}.json', {
  query: '?icu',
  import: 'default',
  eager: true,
});

const catalog = createCatalog<AdminMessageKey, AdminArea>({
  bundled: {
    shell: BUNDLED['./en/shell.json'],
    forms: BUNDLED['./en/forms.json'],
  },
  files: import.meta.glob<CompiledTexts>(['./*/*.json', '!./en/{shell,forms}.json'], {
    query: '?icu',
    import: 'default',
  }) as Record<string, AreaLoader>,
});

/** The areas every screen uses: the shell (with the side menu's names), the forms. */
export const FIRST_AREAS: readonly AdminArea[] = ['shell', 'forms'];

/**
 * Loads the problems' texts (describeProblem's), if not yet there; never rejects: a problem whose
 * texts could not load is said by its English sentence (app/problems.ts).
 */
export function loadProblemTexts(): Promise<void> {
  return loadTexts(['problems']).catch(() => undefined);
}

/** Every other area: what a screen loads unless it names its own (app/screens.tsx). */
export const SCREEN_AREAS: readonly AdminArea[] = AREAS.filter(
  (area) => !FIRST_AREAS.includes(area),
);

/** Loads the language of the cookie and marks up <html> (lang, and dir for Arabic and Persian). */
export async function startLanguage(code: Language = languageFromCookie(document.cookie)) {
  await catalog.start(code, FIRST_AREAS);
  Object.assign(document.documentElement, catalog.documentMarks());
}

/** Loads areas of the texts in the language in use (English for an area that cannot load). */
export function loadTexts(areas: readonly AdminArea[]): Promise<void> {
  return catalog.load(areas);
}

/** `load()` once `areas` of the texts are there too: for code fetched when it is needed. */
export function withTexts<T>(areas: readonly AdminArea[], load: () => Promise<T>): Promise<T> {
  return Promise.all([load(), loadTexts(areas)]).then(([loaded]) => loaded);
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

/**
 * The text of `key` in the current language, its ICU arguments filled in: `{name}`, and
 * `{count, plural, one {…} other {…}}` (give the count as a number: the message writes it in the
 * language's digits).
 */
export function t(key: AdminMessageKey, values?: TextValues): string {
  return catalog.t(key, values);
}

/** Whether `key` is a text (of an area loaded): for a key built from data. */
export function hasText(key: string): key is AdminMessageKey {
  return catalog.has(key);
}

/** A number in the current language's digits and grouping. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(catalog.locale(), options).format(value);
}
