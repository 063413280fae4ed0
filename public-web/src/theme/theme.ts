import { DEFAULT_THEME, isTheme, themeCookie, themeFromCookie, type Theme } from '@waybill/shared';
import { readSavedStateRaw } from '@waybill/shared/storage';

/**
 * The saved theme, read before the first render so the page never flashes the other theme. Only
 * this one field is read here; the rest of the saved state is checked against the contract
 * (readSavedState) off the first paint.
 */
export function peekSavedTheme(): Theme {
  const { theme } = readSavedStateRaw();
  return isTheme(theme) ? theme : DEFAULT_THEME;
}

/**
 * Every colour of a theme is a CSS variable under html[data-theme] (theme.css). The theme cookie
 * follows, so the server draws the next page in it (docs/product.md §3.1).
 */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme === 'DARK' ? 'dark' : 'light';
  if (themeFromCookie(document.cookie) !== theme) document.cookie = themeCookie(theme);
}
