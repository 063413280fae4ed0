import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppStore } from '../app/store';
import { useApplyTheme } from '../theme/useApplyTheme';
import { Header } from './Header';

/** Every screen: the header on top, the screen below. */
export function Shell() {
  const theme = useAppStore((state) => state.theme);
  const { pathname } = useLocation();
  useApplyTheme(theme);
  // Every page change starts at the top (docs/product.md §2.1).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <Header />
      <main className="wb-main">
        <Outlet />
      </main>
    </>
  );
}
