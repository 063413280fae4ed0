import { lazy, Suspense, useEffect, useState } from 'react';
import { withTexts } from '../i18n/i18n';
import { attachSessionHost, useSessionGate } from './sessionGate';

// With its texts and its second-factor step's (the first screen may have loaded neither), and
// the problems' (not in the first load).
const SessionDialog = lazy(() =>
  withTexts(['auth', 'twoFactor', 'passkeys', 'problems'], () => import('./SessionDialog')).then(
    (module) => ({ default: module.SessionDialog }),
  ),
);

/**
 * The session dialog (SessionDialog) with its form, fetched once the screen is shown and the
 * browser is idle, so no screen waits for it; or at once when a session ends before then (the
 * requests wait for it: sessionGate's waitForSession).
 */
export function LazySessionDialog() {
  const [idle, setIdle] = useState(false);
  const asking = useSessionGate((state) => state.asking);
  const wanted = idle || asking;
  useEffect(attachSessionHost, []);
  useEffect(() => {
    const want = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(want, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
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
