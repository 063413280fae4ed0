import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { TopBar } from './TopBar';

/** Every public screen: the top bar, then the screen. */
export function Layout() {
  const { pathname } = useLocation();
  // Every page change starts at the top (SPEC §2, shared layout).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <TopBar />
      <main className="main">
        <Outlet />
      </main>
    </>
  );
}
