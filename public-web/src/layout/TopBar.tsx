import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useAppStore } from '../app/store';
import { t } from '../i18n/i18n';
import { Icon } from './Icon';
import { LanguageMenu } from './LanguageMenu';
import { ThemeToggle } from './ThemeToggle';
import { SITE_NAME } from './useDocumentTitle';

export interface TopBarProps {
  /** Over a hero: transparent at the top of the page, solid once scrolled. */
  hero: boolean;
  onOpenMenu: () => void;
  menuOpen: boolean;
}

const SOLID_AFTER_PX = 24;

function useScrolled(active: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const update = () => setScrolled(window.scrollY > SOLID_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [active]);
  return active && scrolled;
}

/**
 * docs/product.md §2.1: menu button, brand, the main links on medium screens up, theme and
 * language.
 */
export function TopBar({ hero, onOpenMenu, menuOpen }: TopBarProps) {
  const scrolled = useScrolled(hero);
  // The company's logo when set (docs/product.md §2.1), else the product's mark.
  const logo = useAppStore((state) => state.settings?.company_logo);
  const variant = hero && !scrolled ? 'topbar--clear' : 'topbar--solid';
  return (
    <header className={`topbar ${variant}`}>
      <div className="topbar__inner">
        <button
          type="button"
          className="icon-button"
          aria-label={t('openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
        >
          <Icon name="menu" />
        </button>
        <Link to="/" className="topbar__brand">
          {logo ? (
            // The link's text names it; the picture is the company's mark beside it.
            <img
              className="topbar__company-logo"
              src={`/uploads/images/${encodeURIComponent(logo)}`}
              alt=""
              height={28}
            />
          ) : (
            <BrandMark />
          )}
          {SITE_NAME}
        </Link>
        <nav className="topbar__links" aria-label={t('mainNavigation')}>
          <NavLink to="/" end>
            {t('navHome')}
          </NavLink>
          <NavLink to="/contact.html">{t('navContact')}</NavLink>
          <NavLink to="/track.html">{t('navTrack')}</NavLink>
        </nav>
        <div className="topbar__tools">
          <ThemeToggle />
          <LanguageMenu />
        </div>
      </div>
    </header>
  );
}

/** The product's mark, shown until the company's logo is set. */
function BrandMark() {
  return (
    <svg className="topbar__logo" width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
      <path d="M16 2 29 9v14l-13 7-13-7V9z" fill="var(--accent)" />
      <path d="M16 2 29 9l-13 7L3 9z" fill="var(--accent-strong)" />
      <path d="M9.5 5.5 22.5 12.5v5" stroke="var(--bar-bg)" strokeWidth="2.4" fill="none" />
    </svg>
  );
}
