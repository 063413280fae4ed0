import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppStore } from '../app/store';
import { useApplyTheme } from '../theme/useApplyTheme';
import { MailBanner } from '../email/MailBanner';
import { LazyKeyboard } from '../keyboard/LazyKeyboard';
import { Loading } from './Loading';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useNarrowScreen } from './useNarrowScreen';

const SIDE_MENU_ID = 'wb-side-menu';
/** The phone's menu drawer: its code (Blueprint's overlay) comes when it is first opened. */
const MenuDrawer = lazy(() =>
  import('./MenuDrawer').then((module) => ({ default: module.MenuDrawer })),
);

/**
 * Every screen: the top bar, for a signed-in admin the side menu (collapsible to icons
 * on wide screens, a drawer on phones), and the screen, which fades in on each page change.
 */
export function Shell() {
  const theme = useAppStore((state) => state.theme);
  const signedIn = useAppStore((state) => Boolean(state.admin));
  const { pathname } = useLocation();
  const narrow = useNarrowScreen();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
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
        onToggle: narrow
          ? () => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }
          : () => setCollapsed((value) => !value),
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
          {signedIn && <MailBanner />}
          {/* A screen's chunk on the first load; later ones keep the last screen until ready. */}
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {signedIn && <LazyKeyboard />}
      {signedIn && narrow && drawerUsed && (
        <Suspense fallback={null}>
          <MenuDrawer isOpen={drawerOpen} onClose={() => setDrawerOpen(false)} id={SIDE_MENU_ID} />
        </Suspense>
      )}
    </>
  );
}
