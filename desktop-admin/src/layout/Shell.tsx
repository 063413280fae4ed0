import { Drawer } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppStore } from '../app/store';
import { useApplyTheme } from '../theme/useApplyTheme';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useNarrowScreen } from './useNarrowScreen';

const SIDE_MENU_ID = 'wb-side-menu';

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
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  useApplyTheme(theme);

  // Every page change starts at the top (docs/product.md §2.1). A block body: window.scrollTo may
  // return a promise, which React must not take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // The first screen appears at once; each later one fades in over 300 ms, as on the public site.
  // (Set while rendering: React renders again at once, before anything is shown.)
  if (!navigated && pathname !== firstPath) setNavigated(true);

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
        <main key={pathname} className={`wb-main${navigated ? ' wb-page-fade' : ''}`}>
          <Outlet />
        </main>
      </div>
      {signedIn && narrow && (
        <Drawer
          isOpen={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          position="left"
          size="min(300px, 85vw)"
          title="Menu"
          icon="menu"
          className="wb-drawer"
        >
          <div id={SIDE_MENU_ID} className="wb-drawer-body">
            <SideMenu onNavigate={() => setDrawerOpen(false)} />
          </div>
        </Drawer>
      )}
    </>
  );
}
