import { useAppStore } from '../app/store';
import { t } from '../i18n/i18n';
import { Icon } from './Icon';

/** docs/product.md §3.1: LIGHT ⇄ DARK; the choice is saved with the rest of the state. */
export function ThemeToggle() {
  const theme = useAppStore((state) => state.theme);
  const setTheme = useAppStore((state) => state.setTheme);
  const dark = theme === 'DARK';
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={dark}
      aria-label={t('themeDark')}
      title={t('themeDark')}
      onClick={() => setTheme(dark ? 'LIGHT' : 'DARK')}
    >
      <Icon name={dark ? 'sun' : 'moon'} />
    </button>
  );
}
