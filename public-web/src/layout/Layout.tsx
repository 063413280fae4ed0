import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { TopBar } from './TopBar';

/** Every public screen: the top bar, then the screen (full width; screens set their own width). */
export function Layout() {
  const { pathname } = useLocation();
  // Every page change starts at the top (SPEC §2, shared layout).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <TopBar />
      {/* Keyed by path: each new page fades in (SPEC §2, 300 ms). */}
      <main key={pathname} className="main page-fade">
        <Outlet />
      </main>
    </>
  );
}
