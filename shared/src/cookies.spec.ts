import { cookieValue, themeCookie, themeFromCookie } from './cookies.js';

describe('cookies', () => {
  it('reads one cookie of a header, decoded; a malformed or absent one is null', () => {
    expect(cookieValue('a=1; theme=DARK; b=2', 'theme')).toBe('DARK');
    expect(cookieValue('googtrans=%2Fen%2Far', 'googtrans')).toBe('/en/ar');
    expect(cookieValue('theme=%E0%A4%A', 'theme')).toBeNull();
    expect(cookieValue('atheme=DARK', 'theme')).toBeNull();
    expect(cookieValue('', 'theme')).toBeNull();
  });

  it('reads the theme cookie, LIGHT for anything else, and writes one the reader reads back', () => {
    expect(themeFromCookie('theme=DARK')).toBe('DARK');
    expect(themeFromCookie('theme=dark')).toBe('LIGHT');
    expect(themeFromCookie('theme=__proto__')).toBe('LIGHT');
    const cookie = themeCookie('DARK');
    expect(cookie).toMatch(/^theme=DARK; path=\/; max-age=31536000; SameSite=Lax$/);
    expect(themeFromCookie(cookie.split(';')[0])).toBe('DARK');
  });
});
