let firstPaint: Promise<void> | undefined;

/**
 * Settles once the page has shown its first content. Work and code that the first screen does
 * not need wait for it, rather than competing with that screen for the network and the main
 * thread. Settles at once where the browser does not report paints, or while the page is
 * hidden (it paints nothing then).
 */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise((resolve) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (
      painted() ||
      document.visibilityState === 'hidden' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint' });
  });
  return firstPaint;
}
