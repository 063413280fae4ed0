import type { Browser, Page } from '@playwright/test';
import { adminSession, expect, test } from '../support/fixtures.js';
import { seriousViolations, waitForAnimations } from '../support/a11y.js';

/**
 * The control panel in the public site's languages: the same menu and cookie as the public site,
 * right to left for Arabic, and https forced on a real host.
 */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A signed-in page at this width, already in `language` (by the cookie both apps read). */
async function openIn(
  browser: Browser,
  baseURL: string,
  language: string | null,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    storageState: await adminSession(baseURL),
  });
  if (language)
    await context.addCookies([{ name: 'googtrans', value: `/en/${language}`, url: baseURL }]);
  return context.newPage();
}

/** Once the screen has loaded and faded in: no sideways scroll, nothing serious for axe. */
async function expectSettledFitAndAxeClean(page: Page): Promise<void> {
  await expect(page.locator('.bp6-spinner')).toHaveCount(0);
  await waitForAnimations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  expect(await seriousViolations(page, WCAG_21_AA)).toEqual([]);
}

test('choosing Français in the language menu sets the shared cookie: the panel and the public site speak French', async ({
  browser,
  baseURL,
}) => {
  const page = await openIn(browser, baseURL ?? '', null);
  await page.goto('/control/index.html');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: 'Language: EN' }).click();
  // Each language once ('in' and 'vn' are 'id' and 'vi' again), named in its own language.
  const options = page.getByRole('menuitem');
  await expect(options).toHaveCount(14);
  await expect(page.getByRole('menuitem', { name: /Bahasa Indonesia/ })).toHaveCount(1);
  await expect(page.getByRole('menuitem', { name: /Tiếng Việt/ })).toHaveCount(1);
  await expect(page.getByRole('menuitem', { name: /Svenska/ })).toHaveCount(1);
  await page.getByRole('menuitem', { name: /Français/ }).click();

  // The page reloads in French.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Tableau de bord', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Nouveau colis', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Langue: FR' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'googtrans')?.value).toBe('/en/fr');

  // What the server answers is said in French too: the success of a form is the panel's own text.
  await page.goto('/control/settings/html');
  await expect(page.getByRole('heading', { name: 'Paramètres HTML', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Paramètres enregistrés' }),
  ).toBeVisible();

  // The public site reads the same cookie.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: 'ACCUEIL' }).first()).toBeVisible();
  await page.context().close();
});

for (const viewport of [
  { name: 'phone', width: 375, height: 740 },
  { name: 'wide', width: 1280, height: 800 },
]) {
  test(`in Arabic at ${viewport.width} px the panel runs right to left, fits and is axe clean`, async ({
    browser,
    baseURL,
  }) => {
    const page = await openIn(browser, baseURL ?? '', 'ar', viewport);
    await page.goto('/control/parcels/list.html');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expectSettledFitAndAxeClean(page);

    const menuButton = page.getByRole('button', { name: 'القائمة', exact: true });
    if (viewport.name === 'wide') {
      // The side menu stands on the right, the screen to its left.
      const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
      const menuBox = await menu.boundingBox();
      const mainBox = await page.getByRole('main').boundingBox();
      expect(menuBox?.x ?? 0).toBeGreaterThan(mainBox?.x ?? 0);
      // The dashboard is named as its screen is ("control panel" is the whole panel).
      await expect(menu.getByRole('link', { name: 'لوحة المعلومات', exact: true })).toBeVisible();
    } else {
      // The drawer slides in from the right edge.
      await menuButton.click();
      const drawer = page.getByRole('dialog', { name: 'القائمة' });
      await expect(drawer.getByRole('link', { name: 'لوحة المعلومات', exact: true })).toBeVisible();
      await waitForAnimations(page);
      const box = await drawer.boundingBox();
      expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(viewport.width);
    }
    await page.context().close();
  });
}

for (const language of [
  { code: 'fr', dir: 'ltr', menu: 'Menu', dashboard: 'Tableau de bord' },
  { code: 'fa', dir: 'rtl', menu: 'منو', dashboard: 'پیشخوان' },
]) {
  test(`on a phone in ${language.code} the dashboard runs ${language.dir}, fits, is axe clean and its drawer opens from the ${language.dir === 'rtl' ? 'right' : 'left'}`, async ({
    browser,
    baseURL,
  }) => {
    const viewport = { width: 375, height: 740 };
    const page = await openIn(browser, baseURL ?? '', language.code, viewport);
    await page.goto('/control/index.html');
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
    await expect(page.getByRole('heading', { name: language.dashboard, level: 1 })).toBeVisible();
    await expectSettledFitAndAxeClean(page);

    await page.getByRole('button', { name: language.menu, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: language.menu });
    await expect(drawer.getByRole('link', { name: language.dashboard, exact: true })).toBeVisible();
    await waitForAnimations(page);
    const box = await drawer.boundingBox();
    const edge =
      language.dir === 'rtl'
        ? Math.round((box?.x ?? 0) + (box?.width ?? 0))
        : Math.round(box?.x ?? -1);
    expect(edge).toBe(language.dir === 'rtl' ? viewport.width : 0);
    await page.context().close();
  });
}

test('http on a real host moves to https in /control, keeping the address', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // courier.example stands for a real host: over http its pages are the product's own, over
  // https (no certificate here) a page that says so.
  await page.route(/^https?:\/\/courier\.example\//, async (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'https:') {
      await route.fulfill({ contentType: 'text/html', body: '<h1>Secure</h1>' });
      return;
    }
    const response = await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  await page.goto('http://courier.example/control/parcels/list.html?status=delivered');
  await expect(page.getByRole('heading', { name: 'Secure' })).toBeVisible();
  expect(page.url()).toBe('https://courier.example/control/parcels/list.html?status=delivered');
  await context.close();
});
