import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { t } from '../i18n/i18n';
import { Footer } from './Footer';
import { HeroBarContext } from './heroBar';
import { SideMenu } from './SideMenu';
import { SiteEffects } from './SiteEffects';
import { TopBar } from './TopBar';

/** Every public screen: top bar, side menu, the screen, footer (docs/product.md §2.1). */
export function Layout() {
  const { pathname } = useLocation();
  // The screens with a hero (useHeroBar) say so after rendering; the first one is known from its
  // path, so the server's page has the right bar before any script runs.
  const [hero, setHero] = useState(() => pathname === '/' || pathname.startsWith('/pages/'));
  const [menuOpen, setMenuOpen] = useState(false);
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Every page change starts at the top (docs/product.md §2.1). A block body: in current Chromium
  // window.scrollTo returns a promise, which React must not take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // The first screen appears at once; each later one fades in (docs/product.md §2.1, 300 ms).
  // Once the visitor has moved on, every screen fades in, even back on the first one.
  // (Set while rendering: React renders again at once, before anything is shown.)
  if (!navigated && pathname !== firstPath) setNavigated(true);
  const fade = navigated ? ' page-fade' : '';

  return (
    <HeroBarContext.Provider value={setHero}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopBar hero={hero} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      <SideMenu open={menuOpen} onClose={closeMenu} />
      <main id="main" key={pathname} className={`main${fade}`} tabIndex={-1}>
        <Suspense
          fallback={<div className="route-loading" role="status" aria-label={t('loading')} />}
        >
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <SiteEffects />
    </HeroBarContext.Provider>
  );
}
