import type { Theme } from '@waybill/shared';
import { useEffect } from 'react';

/** The theme on <body> (the CSS reads data-theme) and the browser's own controls' colours. */
export function useApplyTheme(theme: Theme): void {
  useEffect(() => {
    document.body.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme === 'DARK' ? 'dark' : 'light';
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme === 'DARK' ? '#0b0f14' : '#10243a');
  }, [theme]);
}
