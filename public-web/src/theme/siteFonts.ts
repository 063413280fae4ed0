/** The local storage key that says this browser has the site's fonts; src/boot/page-boot.js,
 * plain script inlined in the page, reads the same key and value. */
const FONTS_KEY = 'fonts';

/**
 * The site's fonts are used only once the browser has them (app.css, `data-fonts="site"`), so a
 * first visit paints at once in the metric-matched fallback. This fetches the fonts the page's
 * text needs once the page has loaded, and notes that they are in the browser's cache: the next
 * page the visitor opens is drawn in them from its first paint (the font files never change
 * under their names, so they stay cached). The page on screen keeps its fallback: switching now
 * would redraw text under the reader.
 */
export function fetchSiteFontsForNextPage(): void {
  const root = document.documentElement;
  if (root.dataset.fonts === 'site' || !('fonts' in document)) return;
  const family = root.lang === 'ar' || root.lang === 'fa' ? 'Vazirmatn Variable' : 'Inter Variable';
  // Only the font files whose characters the page has (each @font-face has a unicode-range).
  const text = (document.body.textContent ?? '').slice(0, 4000) || 'Waybill';
  const fetchFonts = () =>
    document.fonts
      .load(`1em "${family}"`, text)
      .then((faces) => {
        if (faces.length > 0) window.localStorage.setItem(FONTS_KEY, 'cached');
      })
      .catch(() => undefined); // no storage, or the files could not be fetched: next time
  if (document.readyState === 'complete') fetchFonts();
  else window.addEventListener('load', () => void fetchFonts(), { once: true });
}
