import { Button } from '@blueprintjs/core';
import { useAppStore } from '../app/store';
import { t } from '../i18n/i18n';

/**
 * Switches between the LIGHT and DARK themes. Its accessible name is its visible text
 * (WCAG 2.5.3), with the pressed state saying which theme is on.
 */
export function ThemeToggle() {
  const theme = useAppStore((state) => state.theme);
  const toggleTheme = useAppStore((state) => state.toggleTheme);
  const dark = theme === 'DARK';
  return (
    <Button
      variant="minimal"
      className="wb-top-bar-button"
      icon={dark ? 'flash' : 'moon'}
      text={
        <span className="wb-top-bar-label">
          {dark ? t('shell.themeLight') : t('shell.themeDark')}
        </span>
      }
      title={dark ? t('shell.toLightTheme') : t('shell.toDarkTheme')}
      onClick={toggleTheme}
    />
  );
}
