import { DEFAULT_THEME, THEMES, type Theme } from './choices.js';

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/**
 * The decoded value of cookie `name` in a Cookie header or document.cookie, or null (absent or
 * malformed: a malformed cookie is no choice).
 */
export function cookieValue(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      continue;
    }
  }
  return null;
}

/**
 * The theme is also kept in this cookie (docs/product.md §3.1), so the server draws the page in
 * it: the saved state (§3.3) lives in local storage, which the server never sees.
 */
export const THEME_COOKIE = 'theme';

export function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}

/** The theme of a Cookie header or document.cookie, or the default. */
export function themeFromCookie(cookie: string): Theme {
  const value = cookieValue(cookie, THEME_COOKIE);
  return isTheme(value) ? value : DEFAULT_THEME;
}

/** The document.cookie assignment that keeps `theme` for a year, on the whole site. */
export function themeCookie(theme: Theme): string {
  return `${THEME_COOKIE}=${theme}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
}
