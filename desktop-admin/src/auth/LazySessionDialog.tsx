import { lazy, Suspense, useEffect, useState } from 'react';

const SessionDialog = lazy(() =>
  import('./SessionDialog').then((module) => ({ default: module.SessionDialog })),
);

/**
 * The session dialog (SessionDialog) with its form, fetched once the screen is shown and the
 * browser is idle: no screen waits for it. Until it is there, a session that ends is treated as
 * before the dialog existed (signed out: sessionGate's waitForSession).
 */
export function LazySessionDialog() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(want, { timeout: 2000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(want, 500);
    return () => window.clearTimeout(timer);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <SessionDialog />
    </Suspense>
  ) : null;
}
