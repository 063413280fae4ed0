// The control panel's first load (docs/architecture.md §6.2, Loading): the JavaScript the sign-in
// screen (/cp) and the dashboard (signed in) fetch before they are shown, gzipped, each as a first
// visit (a new browser context: nothing cached). bench/web.mjs runs it; see bench/README.md.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../test/support/chromium.mjs';

/** The loading aim: each first screen of the panel with at most 150 KB of JavaScript, gzipped. */
export const MAX_PANEL_JS_KB = 150;
/** How long the page may stay quiet before what it fetched while idle is counted. */
const IDLE_MS = 3000;

/**
 * In the page before its scripts: notes when the screen is shown (the first level-1 heading in
 * <main>: none while the start-up spinner or a screen's chunk is awaited), on the clock of the
 * page's resource timings.
 */
function watchFirstScreen() {
  const mark = () => {
    if (!document.querySelector('main h1')) return false;
    /** @type {any} */ (window).__firstScreenAt = performance.now();
    return true;
  };
  new MutationObserver((_records, observer) => {
    if (mark()) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Opens `path` in a new context and sorts the scripts it fetched from the site: before the screen
 * was shown (the first load) and after, while idle (the likely next screens, the session dialog).
 * @param {import('playwright-core').Browser} browser
 * @param {{ origin: string, path: string, heading: string, cookie?: string }} page
 */
async function firstLoad(browser, { origin, path, heading, cookie }) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (cookie) {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: origin };
      }),
    );
  }
  const tab = await context.newPage();
  await tab.addInitScript(watchFirstScreen);
  await tab.goto(origin + path);
  await tab.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
  await tab.waitForLoadState('networkidle');
  await tab.waitForTimeout(IDLE_MS);
  const { shownAt, scripts } = await tab.evaluate((site) => {
    const entries = /** @type {PerformanceResourceTiming[]} */ (
      performance.getEntriesByType('resource')
    );
    return {
      shownAt: /** @type {number} */ (/** @type {any} */ (window).__firstScreenAt),
      scripts: entries
        .filter(
          (entry) => entry.name.startsWith(site) && new URL(entry.name).pathname.endsWith('.js'),
        )
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    };
  }, origin);
  await context.close();
  const sized = [];
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    sized.push({
      ...script,
      bytes: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      first: script.startTime <= shownAt,
    });
  }
  return { shownAt, scripts: sized };
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

/**
 * Measures /cp signed out and the dashboard signed in, prints each script, and says whether both
 * are within MAX_PANEL_JS_KB.
 * @param {{ origin: string, cookie: string }} site the panel's origin, a signed-in session's cookie
 * @returns {Promise<boolean>} true when a page is over its budget
 */
export async function measurePanel({ origin, cookie }) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  let over = false;
  try {
    const pages = [
      { label: 'sign-in', path: '/cp', heading: 'Sign in' },
      { label: 'dashboard', path: '/control/index.html', heading: 'Dashboard', cookie },
    ];
    console.log('\nControl panel: JavaScript fetched before the first screen was shown');
    for (const page of pages) {
      const { shownAt, scripts } = await firstLoad(browser, { origin, ...page });
      const first = scripts.filter((script) => script.first);
      const later = scripts.filter((script) => !script.first);
      const sum = (/** @type {typeof scripts} */ list, /** @type {'bytes' | 'gzip'} */ key) =>
        list.reduce((total, script) => total + script[key], 0);
      console.log(`  ${page.label} ${page.path} (shown after ${shownAt.toFixed(0)} ms)`);
      for (const script of first) {
        console.log(
          `    ${new URL(script.url).pathname}  ${kb(script.bytes)} KB, ${kb(script.gzip)} KB gzipped`,
        );
      }
      const gzip = sum(first, 'gzip');
      console.log(
        `    first load ${kb(sum(first, 'bytes'))} KB, ${kb(gzip)} KB gzipped (budget ${MAX_PANEL_JS_KB} KB)` +
          (gzip / 1024 > MAX_PANEL_JS_KB ? '  OVER' : ''),
      );
      console.log(
        `    then, while idle: ${later.length} scripts, ${kb(sum(later, 'gzip'))} KB gzipped (the likely next screens)`,
      );
      if (gzip / 1024 > MAX_PANEL_JS_KB) over = true;
    }
  } finally {
    await browser.close();
  }
  return over;
}
