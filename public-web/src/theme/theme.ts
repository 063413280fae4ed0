import { DEFAULT_THEME, THEMES, type Theme } from '@waybill/shared';
import { readSavedStateRaw } from '@waybill/shared/storage';

function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}

/**
 * The saved theme, read before the first render so the page never flashes the other theme. Only
 * this one field is read here; the rest of the saved state is checked against the contract
 * (readSavedState) off the first paint.
 */
export function peekSavedTheme(): Theme {
  const { theme } = readSavedStateRaw();
  return isTheme(theme) ? theme : DEFAULT_THEME;
}

/** Every colour of a theme is a CSS variable under html[data-theme] (theme.css). */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme === 'DARK' ? 'dark' : 'light';
}
