import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures.js';

/**
 * docs/product.md §3.2 languages: the 16 codes, the googtrans cookie, right to left for ar and fa,
 * and every interface string translated (page content stays as staff wrote it).
 */

const LEFT = ['en', 'pt', 'nl', 'ar', 'es', 'de', 'fa', 'fr', 'ru'];
const RIGHT = ['tr', 'in', 'it', 'se', 'id', 'vn', 'vi'];
const TAGS: Record<string, string> = { in: 'id', se: 'sv', vn: 'vi' };
/** The menu's columns: each language once ('in' and 'vn' are the same as 'id' and 'vi'). */
const MENU_LEFT = ['en', 'pt', 'nl', 'ar', 'es', 'de', 'fa'];
const MENU_RIGHT = ['fr', 'ru', 'tr', 'it', 'se', 'id', 'vi'];

const I18N_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../public-web/src/i18n',
);

type Dictionary = Record<string, string>;

/**
 * The texts of a code, every area of its folder (`<tag>/<area>.json`: 'in'/'id' are Indonesian,
 * 'se' Swedish, 'vn'/'vi' Vietnamese). Their ICU syntax, arguments and plural forms are checked by
 * public-web/src/i18n/catalogues.test.ts.
 */
function dictionary(code: string): Dictionary {
  const folder = path.join(I18N_DIR, TAGS[code] ?? code);
  return Object.assign(
    {},
    ...readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Dictionary),
  ) as Dictionary;
}

test('every language has every key, none empty, really translated', () => {
  const en = dictionary('en');
  const keys = Object.keys(en).sort();
  expect(keys.length).toBeGreaterThan(100);
  for (const code of [...LEFT, ...RIGHT]) {
    const messages = dictionary(code);
    expect(Object.keys(messages).sort(), code).toEqual(keys);
    for (const key of keys) {
      expect(messages[key].trim(), `${code}.${key}`).not.toBe('');
    }
    if (code !== 'en') {
      // Really translated: only a few words (brand-like, shared) may read as in English.
      const same = keys.filter((key) => messages[key] === en[key]);
      expect(same.length, `${code}: ${same.join(', ')}`).toBeLessThan(keys.length * 0.1);
    }
  }
});

test('the language menu: each language once, named in its own language, in two columns, 250 px wide, opening on hover', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Language: EN' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.hover();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const columns = page.locator('.language-menu__column');
  await expect(columns).toHaveCount(2);
  await expect(columns.nth(0).locator('.language-menu__code')).toHaveText(MENU_LEFT);
  await expect(columns.nth(1).locator('.language-menu__code')).toHaveText(MENU_RIGHT);
  const names = await page.locator('.language-menu__name').allTextContents();
  expect(new Set(names).size).toBe(names.length);
  expect(names).toEqual(expect.arrayContaining(['Svenska', 'Bahasa Indonesia', 'Tiếng Việt']));
  const panel = await page.locator('.language-menu__panel').boundingBox();
  expect(panel?.width).toBe(250);
  const boxes = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
  expect(boxes[1]?.x ?? 0).toBeGreaterThan((boxes[0]?.x ?? 0) + 50);

  // Leaving closes it; keyboard users open it with the button.
  await page.mouse.move(10, 700);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Deutsch' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Deutsch' })).toBeHidden();
});

test('choosing a language sets the googtrans cookie, reloads and translates the interface', async ({
  page,
  context,
}) => {
  await page.goto('/track.html');
  await page.getByRole('button', { name: 'Language: EN' }).click();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sendung verfolgen');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'googtrans')).toMatchObject({
    value: '/en/de',
    path: '/',
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('textbox', { name: 'Sendungsnummer' })).toHaveAttribute(
    'placeholder',
    'Sendungsnummer eingeben',
  );
  await expect(page.getByRole('button', { name: 'VERFOLGEN' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('UNTERNEHMEN');

  // The unknown-parcel error and 404 screen are translated too.
  await page.goto('/track.html?code=NO-SUCH-CODE-DE');
  await expect(page.getByRole('alert')).toContainText('KEINE DATEN GEFUNDEN');
  await page.goto('/nirgendwo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ressource nicht gefunden');
  await expect(page.getByRole('link', { name: 'Zurück' })).toBeVisible();
});

test('Arabic and Persian lay the page out right to left; page content stays as written', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Language: EN' }).hover();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'تتبّع شحنتك في كل خطوة من الطريق',
  );
  // Mirrored: the menu button sits at the right edge.
  const menu = await page.getByRole('button', { name: 'فتح القائمة' }).boundingBox();
  expect(menu?.x ?? 0).toBeGreaterThan((page.viewportSize()?.width ?? 0) / 2);

  await page.goto('/pages/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');

  await page.getByRole('button', { name: 'اللغة: AR' }).click();
  await page.getByRole('button', { name: 'فارسی' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'مسیر صفحه' })).toBeVisible();
});

test('each of the 16 codes loads its own texts', async ({ page, context, baseURL }) => {
  const en = dictionary('en');
  for (const code of [...LEFT, ...RIGHT]) {
    const messages = dictionary(code);
    await context.addCookies([{ name: 'googtrans', value: `/en/${code}`, url: baseURL ?? '' }]);
    await page.goto('/contact.html');
    await expect(page.locator('html'), code).toHaveAttribute('lang', TAGS[code] ?? code);
    await expect(page.getByRole('heading', { level: 1 }), code).toHaveText(messages.contactTitle);
    await expect(page.getByLabel(messages.subject, { exact: true }), code).toBeVisible();
    if (code !== 'en') expect(messages.contactLead).not.toBe(en.contactLead);
  }
});
