import { jest } from '@jest/globals';
import { createCatalog } from './catalog.js';
import { languageCookie, languageFromCookie } from './languages.js';

const english = { greeting: 'Hello {name}', parcels: 'Parcels', empty: '' };
type Texts = Record<keyof typeof english, string>;

describe('createCatalog', () => {
  it('speaks English until a language starts, then that language, falling back per empty text', async () => {
    const french: Texts = { greeting: 'Bonjour {name}', parcels: 'Colis', empty: '' };
    const catalog = createCatalog<Texts>(english, { fr: () => Promise.resolve(french) });
    expect(catalog.t('parcels')).toBe('Parcels');
    expect(await catalog.start('fr')).toBe('fr');
    expect(catalog.t('greeting', { name: 'Amina' })).toBe('Bonjour Amina');
    expect(catalog.locale()).toBe('fr');
    expect(catalog.documentMarks()).toEqual({ lang: 'fr', dir: 'ltr' });
    // A second start goes back to English first.
    expect(await catalog.start('en')).toBe('en');
    expect(catalog.t('parcels')).toBe('Parcels');
    expect(catalog.locale()).toBe('en-GB');
  });

  it('keeps the latest choice when an earlier language arrives after it', async () => {
    const french: Texts = { greeting: 'Bonjour {name}', parcels: 'Colis', empty: '' };
    let arrive: (texts: Texts) => void = () => undefined;
    const catalog = createCatalog<Texts>(english, {
      fr: () => new Promise<Texts>((resolve) => (arrive = resolve)),
    });
    const slowFrench = catalog.start('fr');
    expect(await catalog.start('en')).toBe('en');
    arrive(french);
    await slowFrench;
    expect(catalog.language()).toBe('en');
    expect(catalog.t('parcels')).toBe('Parcels');
  });

  it('keeps English when a chunk cannot load or a language has no dictionary', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const catalog = createCatalog<Texts>(english, {
      de: () => Promise.reject(new Error('offline')),
    });
    expect(await catalog.start('de')).toBe('en');
    expect(catalog.t('parcels')).toBe('Parcels');
    expect(await catalog.start('ru')).toBe('en');
    warn.mockRestore();
  });

  it('marks Arabic and Persian right to left, with their own tags', async () => {
    const catalog = createCatalog<Texts>(english, {
      ar: () => Promise.resolve({ ...english, parcels: 'الطرود' }),
      se: () => Promise.resolve({ ...english, parcels: 'Försändelser' }),
    });
    await catalog.start('ar');
    expect(catalog.documentMarks()).toEqual({ lang: 'ar', dir: 'rtl' });
    await catalog.start('se');
    expect(catalog.documentMarks()).toEqual({ lang: 'sv', dir: 'ltr' });
  });

  it('leaves a marker without a value as it is, and fills markers with strings and numbers', () => {
    const catalog = createCatalog<Texts>(english, {});
    expect(catalog.t('greeting')).toBe('Hello {name}');
    expect(catalog.t('greeting', { other: 1 })).toBe('Hello {name}');
    expect(catalog.t('greeting', { name: 42 })).toBe('Hello 42');
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
