import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { createPage, createReview, saveSettings, signedInStaff } from './public-staff.js';

/**
 * Pages that paint at once (docs/product.md §3.4): the server's HTML already holds the page's
 * content, in the visitor's language and theme, before any script runs; the app then hydrates it
 * without errors and without moving anything.
 */

const ADDRESS = '12 Quai des Chartrons, Bordeaux';
const REVIEW = 'Drawn by the server: my parcel reached Porto overnight.';
let slug = '';
let pageTitle = '';

type Dictionary = Record<string, string>;

/**
 * The site's texts in `code` (public-web/src/i18n/<code>/<area>.json), every area; the texts read
 * here have no arguments, so they are the page's words as written.
 */
function texts(code: 'fr' | 'ar'): Dictionary {
  const folder = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    `../../public-web/src/i18n/${code}`,
  );
  return Object.assign(
    {},
    ...readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Dictionary),
  ) as Dictionary;
}

test.beforeAll(async ({ baseURL }) => {
  const staff = await signedInStaff(baseURL ?? '');
  await saveSettings(staff, { contact_address: ADDRESS });
  await createReview(staff, 'Inês', REVIEW);
  const page = await createPage(staff, {
    title: 'Drawn Page',
    sub_title: 'Before any script',
    content: 'A body that is **already there**.',
  });
  slug = page.slug;
  pageTitle = page.title;
  await staff.dispose();
});

/** A context in `lang` and `theme` (the cookies the server draws by). */
async function visitor(
  browser: Browser,
  baseURL: string,
  options: { lang: string; theme: 'LIGHT' | 'DARK'; javaScript: boolean },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: options.javaScript });
  await context.addCookies([
    { name: 'googtrans', value: `/en/${options.lang}`, url: baseURL },
    { name: 'theme', value: options.theme, url: baseURL },
  ]);
  return context;
}

async function expectDocument(
  page: Page,
  marks: { lang: string; dir: string; theme: 'LIGHT' | 'DARK' },
): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', marks.lang);
  await expect(html).toHaveAttribute('dir', marks.dir);
  await expect(html).toHaveAttribute('data-theme', marks.theme);
  // The theme's styles apply: the dark page is black (src/theme/theme.css).
  const background = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--page-bg)';
    document.body.append(probe);
    return getComputedStyle(probe).backgroundColor;
  });
  expect(background).toBe(marks.theme === 'DARK' ? 'rgb(0, 0, 0)' : 'rgb(247, 245, 239)');
}

for (const { lang, dir } of [
  { lang: 'fr', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
] as const) {
  test(`without JavaScript, the pages show their content in ${lang}, dark`, async ({
    browser,
    baseURL,
  }) => {
    const context = await visitor(browser, baseURL ?? '', {
      lang,
      theme: 'DARK',
      javaScript: false,
    });
    const page = await context.newPage();
    const language = texts(lang);

    await page.goto('/');
    await expectDocument(page, { lang, dir, theme: 'DARK' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.heroTitle);
    await expect(page.getByText(REVIEW)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(ADDRESS);

    await page.goto(`/pages/${slug}`);
    await expectDocument(page, { lang, dir, theme: 'DARK' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle);
    await expect(page.getByText('Before any script')).toBeVisible();
    await expect(page.getByText('already there')).toBeVisible();
    await expect(page).toHaveTitle(`Waybill | ${pageTitle}`);

    await page.goto('/track.html?code=WB-FIRST-PAINT');
    await expectDocument(page, { lang, dir, theme: 'DARK' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.trackTitle);
    await expect(page.getByRole('search').getByRole('textbox')).toHaveValue('WB-FIRST-PAINT');
    await expect(page.getByRole('contentinfo')).toContainText(ADDRESS);
    await context.close();
  });
}

test('with JavaScript, the drawn pages hydrate without an error and without moving', async ({
  browser,
  baseURL,
}) => {
  const context = await visitor(browser, baseURL ?? '', {
    lang: 'fr',
    theme: 'LIGHT',
    javaScript: true,
  });
  const page = await context.newPage();
  const french = texts('fr');
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // Every layout shift from the start of each page that the visitor did not cause.
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >;
      // As Cumulative Layout Shift counts them: not those right after the visitor's input.
      for (const entry of entries) if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shifted = () =>
    page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total);

  for (const path of ['/', `/pages/${slug}`, '/track.html']) {
    await page.goto(path);
    // Hydrated: the theme toggle answers, which only the app's code does.
    const toggle = page.getByRole('button', { name: french.themeDark });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'DARK');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'LIGHT');
    expect(await shifted(), path).toBe(0);
  }
  expect(problems).toEqual([]);
  await context.close();
});

test('the theme chosen in the page is the one the server draws next', async ({
  browser,
  baseURL,
}) => {
  const context = await visitor(browser, baseURL ?? '', {
    lang: 'en',
    theme: 'LIGHT',
    javaScript: true,
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'DARK');
  const response = await page.request.get('/', {
    headers: { Cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  expect(await response.text()).toContain('data-theme="DARK"');
  await context.close();
});

test("a drawn page paints before the app's code and the site's fonts are fetched; the next page has the fonts", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/track.html?code=WB-FIRST-PAINT');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // The first visit draws in the fallback font and fetches the site's fonts after the page is up.
  await expect(page.locator('html')).not.toHaveAttribute('data-fonts', /./);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts'))).toBe('cached');
  const timings = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    fetched: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.(js|woff2)$/.test(entry.name))
      .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
  }));
  expect(timings.firstPaint).toBeGreaterThan(0);
  expect(timings.fetched.map((entry) => entry.name)).toEqual(
    expect.arrayContaining([expect.stringMatching(/\/assets\/index-[\w-]+\.js$/)]),
  );
  expect(timings.fetched.some((entry) => entry.name.endsWith('.woff2'))).toBe(true);
  for (const entry of timings.fetched) {
    expect(entry.startTime, entry.name).toBeGreaterThanOrEqual(timings.firstPaint!);
  }

  // The next page is drawn in the site's font from its first paint.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-fonts', 'site');
  const font = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      family: getComputedStyle(document.body).fontFamily,
      loaded: document.fonts.check('1em "Inter Variable"', 'Waybill'),
    };
  });
  expect(font.family).toMatch(/^"Inter Variable"/);
  expect(font.loaded).toBe(true);
  await context.close();
});
