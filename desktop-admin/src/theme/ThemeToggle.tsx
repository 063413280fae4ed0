import { Button } from '@blueprintjs/core';
import { useAppStore } from '../app/store';

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
      text={<span className="wb-top-bar-label">{dark ? 'Light' : 'Dark'}</span>}
      title={dark ? 'Switch to the light theme' : 'Switch to the dark theme'}
      onClick={toggleTheme}
    />
  );
}
