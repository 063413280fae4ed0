import { t } from '../i18n/i18n';
import { setTheme, useCourier } from './store';

/** Switches the theme; its name is the theme it switches to, as in the panel. */
export function ThemeToggle() {
  const theme = useCourier((state) => state.theme);
  const dark = theme === 'DARK';
  return (
    <button type="button" className="top-button" onClick={() => setTheme(dark ? 'LIGHT' : 'DARK')}>
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>{' '}
      {dark ? t('courier.themeLight') : t('courier.themeDark')}
    </button>
  );
}
