import { jest } from '@jest/globals';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { createCatalog, type AreaLoader, type CompiledTexts, type SimplePart } from './catalog.js';
import { icuMessage } from './icu-message.js';
import { languageCookie, languageFromCookie } from './languages.js';

/** A text as the build compiles it (shared/vite-plugins/catalogues.ts). */
function compiled(texts: Record<string, string>): CompiledTexts {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => {
      const parsed = parse(text, { ignoreTag: true, requiresOtherClause: true });
      if (parsed.every((element) => element.type === TYPE.literal)) return [key, text];
      const simple = parsed.every(
        (element) => element.type === TYPE.literal || element.type === TYPE.argument,
      );
      return [key, simple ? (parsed as SimplePart[]) : icuMessage(parsed)];
    }),
  );
}

type Key = 'greeting' | 'parcels' | 'stars';
type Area = 'shell' | 'stars';
const english = compiled({ greeting: 'Hello {name}', parcels: 'Parcels' });
const englishStars = compiled({ stars: '{count} of 5 stars' });
const files = (more: Record<string, AreaLoader>): Record<string, AreaLoader> => ({
  './en/shell.json': () => Promise.resolve(english),
  './en/stars.json': () => Promise.resolve(englishStars),
  ...more,
});
const french = compiled({ greeting: 'Bonjour {name}', parcels: 'Colis' });
const frenchStars = compiled({
  stars: '{count, plural, one {# étoile sur 5} many {# étoiles sur 5} other {# étoiles sur 5}}',
});

describe('createCatalog', () => {
  it('speaks English until a language starts, then that language', async () => {
    const catalog = createCatalog<Key, Area>({
      bundled: { shell: english },
      files: files({ './fr/shell.json': () => Promise.resolve(french) }),
    });
    expect(catalog.t('parcels')).toBe('Parcels');
    expect(await catalog.start('fr', ['shell'])).toBe('fr');
    expect(catalog.t('greeting', { name: 'Amina' })).toBe('Bonjour Amina');
    expect(catalog.locale()).toBe('fr');
    expect(catalog.documentMarks()).toEqual({ lang: 'fr', dir: 'ltr' });
    // A second start goes back to English first.
    expect(await catalog.start('en', ['shell'])).toBe('en');
    expect(catalog.t('parcels')).toBe('Parcels');
    expect(catalog.locale()).toBe('en-GB');
  });

  it('loads an area when asked, in the language in use, and chooses its plural by the count', async () => {
    const catalog = createCatalog<Key, Area>({
      bundled: { shell: english },
      files: files({
        './fr/shell.json': () => Promise.resolve(french),
        './fr/stars.json': () => Promise.resolve(frenchStars),
      }),
    });
    await catalog.start('fr', ['shell']);
    expect(catalog.has('stars')).toBe(false);
    await catalog.load(['stars']);
    expect(catalog.has('stars')).toBe(true);
    expect(catalog.t('stars', { count: 0 })).toBe('0 étoile sur 5');
    expect(catalog.t('stars', { count: 1 })).toBe('1 étoile sur 5');
    expect(catalog.t('stars', { count: 4 })).toBe('4 étoiles sur 5');
  });

  it('loads in the chosen language an area asked for before the start', async () => {
    const catalog = createCatalog<Key, Area>({
      bundled: { shell: english },
      files: files({
        './fr/shell.json': () => Promise.resolve(french),
        './fr/stars.json': () => Promise.resolve(frenchStars),
      }),
    });
    const screen = catalog.load(['stars']);
    await catalog.start('fr', ['shell']);
    await screen;
    expect(catalog.t('stars', { count: 2 })).toBe('2 étoiles sur 5');
  });

  it('keeps the latest choice when an earlier language arrives after it', async () => {
    let arrive: (texts: CompiledTexts) => void = () => undefined;
    const catalog = createCatalog<Key, Area>({
      bundled: { shell: english },
      files: files({
        './fr/shell.json': () => new Promise<CompiledTexts>((resolve) => (arrive = resolve)),
      }),
    });
    const slowFrench = catalog.start('fr', ['shell']);
    expect(await catalog.start('en', ['shell'])).toBe('en');
    arrive(french);
    await slowFrench;
    expect(catalog.language()).toBe('en');
    expect(catalog.t('parcels')).toBe('Parcels');
  });

  it('falls back to English when a language cannot load or has no files', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const catalog = createCatalog<Key, Area>({
      bundled: { shell: english },
      files: files({
        './de/shell.json': () => Promise.reject(new Error('offline')),
        './fr/shell.json': () => Promise.resolve(french),
        './fr/stars.json': () => Promise.reject(new Error('offline')),
      }),
    });
    expect(await catalog.start('de', ['shell'])).toBe('en');
    expect(catalog.t('parcels')).toBe('Parcels');
    expect(await catalog.start('ru', ['shell'])).toBe('en');
    // An area that cannot load later is said in English.
    expect(await catalog.start('fr', ['shell'])).toBe('fr');
    await catalog.load(['stars']);
    expect(catalog.t('stars', { count: 3 })).toBe('3 of 5 stars');
    warn.mockRestore();
  });

  it('marks Arabic and Persian right to left, with their own tags', async () => {
    const catalog = createCatalog<Key, Area>({
      bundled: { shell: english },
      files: files({
        './ar/shell.json': () => Promise.resolve(compiled({ parcels: 'الطرود' })),
        './sv/shell.json': () => Promise.resolve(compiled({ parcels: 'Försändelser' })),
      }),
    });
    await catalog.start('ar', ['shell']);
    expect(catalog.documentMarks()).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(catalog.t('parcels')).toBe('الطرود');
    await catalog.start('se', ['shell']);
    expect(catalog.documentMarks()).toEqual({ lang: 'sv', dir: 'ltr' });
  });

  it('says the key of a text it cannot say (its area not loaded, a value missing), and why', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const catalog = createCatalog<Key, Area>({ bundled: { shell: english }, files: files({}) });
    expect(catalog.t('greeting', { name: 42 })).toBe('Hello 42');
    expect(catalog.t('greeting')).toBe('greeting');
    expect(catalog.t('stars', { count: 1 })).toBe('stars');
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});

describe('the language cookie', () => {
  it('reads the code of googtrans=/en/<code>, the default otherwise', () => {
    expect(languageFromCookie('a=1; googtrans=/en/fr; b=2')).toBe('fr');
    expect(languageFromCookie('googtrans=%2Fen%2Far')).toBe('ar');
    expect(languageFromCookie('googtrans=/en/xx')).toBe('en');
    expect(languageFromCookie('googtrans=%E0%A4%A')).toBe('en');
    expect(languageFromCookie('')).toBe('en');
  });

  it('writes a cookie for the whole site that the reader reads back', () => {
    const cookie = languageCookie('vi');
    expect(cookie).toMatch(/^googtrans=\/en\/vi; path=\/; max-age=31536000; SameSite=Lax$/);
    expect(languageFromCookie(cookie.split(';')[0])).toBe('vi');
  });
});
