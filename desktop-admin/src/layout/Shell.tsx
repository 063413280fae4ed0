import { Button, Drawer } from '@blueprintjs/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppStore } from '../app/store';
import { useApplyTheme } from '../theme/useApplyTheme';
import { Loading } from './Loading';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useNarrowScreen } from './useNarrowScreen';
import { t } from '../i18n/i18n';

const SIDE_MENU_ID = 'wb-side-menu';
const DRAWER_TITLE_ID = 'wb-drawer-title';

/**
 * Every screen (issue 13): the top bar, for a signed-in admin the side menu (collapsible to icons
 * on wide screens, a drawer on phones), and the screen, which fades in on each page change.
 */
export function Shell() {
  const theme = useAppStore((state) => state.theme);
  const signedIn = useAppStore((state) => Boolean(state.admin));
  const { pathname } = useLocation();
  const narrow = useNarrowScreen();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  useApplyTheme(theme);

  // Every page change starts at the top (docs/product.md §2.1). A block body: window.scrollTo may
  // return a promise, which React must not take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // The first screen appears at once; each later one fades in over 300 ms, as on the public site.
  // Played on the same element, not a remount: a screen that moves itself to a new address (a
  // renamed page) keeps its state and its success message.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    mainRef.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], {
      duration: 300,
      easing: 'ease-out',
    });
  }, [pathname]);

  const menu = signedIn
    ? {
        open: narrow ? drawerOpen : !collapsed,
        onToggle: narrow ? () => setDrawerOpen(true) : () => setCollapsed((value) => !value),
        controls: SIDE_MENU_ID,
      }
    : undefined;

  return (
    <>
      <TopBar menu={menu} />
      <div className="wb-layout">
        {signedIn && !narrow && (
          <aside
            id={SIDE_MENU_ID}
            className={`wb-sidebar${collapsed ? ' wb-sidebar-collapsed' : ''}`}
          >
            <SideMenu collapsed={collapsed} />
          </aside>
        )}
        <main ref={mainRef} className="wb-main">
          {/* A screen's chunk on the first load; later ones keep the last screen until ready. */}
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {signedIn && narrow && (
        <Drawer
          isOpen={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          position={document.documentElement.dir === 'rtl' ? 'right' : 'left'}
          size="min(300px, 85vw)"
        >
          {/* Blueprint's drawer has no dialog role: this is the dialog, named by its heading. */}
          <div
            id={SIDE_MENU_ID}
            role="dialog"
            aria-modal="true"
            aria-labelledby={DRAWER_TITLE_ID}
            className="wb-drawer-body"
          >
            <div className="wb-drawer-header">
              <h2 id={DRAWER_TITLE_ID}>{t('shell.menu')}</h2>
              <Button
                variant="minimal"
                icon="cross"
                aria-label={t('shell.closeMenu')}
                className="wb-top-bar-button"
                onClick={() => setDrawerOpen(false)}
              />
            </div>
            <SideMenu onNavigate={() => setDrawerOpen(false)} />
          </div>
        </Drawer>
      )}
    </>
  );
}
