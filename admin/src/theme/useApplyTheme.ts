import { Classes } from '@blueprintjs/core';
import type { Theme } from '@waybill/shared';
import { useEffect } from 'react';

/**
 * Page colours per theme (docs/product.md §3.1: LIGHT is pale, DARK is black with dark blue
 * panels).
 */
export const THEME_COLORS: Record<Theme, { background: string; text: string }> = {
  LIGHT: { background: '#f6f7f9', text: '#1c2127' },
  DARK: { background: '#0b0f14', text: '#c5d9ec' },
};

/** Puts Blueprint's dark class on <body> for DARK and sets the page background. */
export function useApplyTheme(theme: Theme): void {
  useEffect(() => {
    const body = document.body;
    body.classList.toggle(Classes.DARK, theme === 'DARK');
    body.dataset.theme = theme;
    body.style.backgroundColor = THEME_COLORS[theme].background;
    body.style.color = THEME_COLORS[theme].text;
    document.documentElement.style.colorScheme = theme === 'DARK' ? 'dark' : 'light';
  }, [theme]);
}
