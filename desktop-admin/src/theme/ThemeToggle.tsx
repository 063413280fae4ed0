import { Button } from '@blueprintjs/core';
import { useAppStore } from '../app/store';

/** Switches between the LIGHT and DARK themes. */
export function ThemeToggle() {
  const theme = useAppStore((state) => state.theme);
  const toggleTheme = useAppStore((state) => state.toggleTheme);
  const dark = theme === 'DARK';
  return (
    <Button
      variant="minimal"
      icon={dark ? 'flash' : 'moon'}
      text={dark ? 'Light' : 'Dark'}
      aria-label="Toggle theme"
      aria-pressed={dark}
      title={dark ? 'Switch to the light theme' : 'Switch to the dark theme'}
      onClick={toggleTheme}
    />
  );
}
