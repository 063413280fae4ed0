import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test } from '../support/fixtures.js';

/**
 * docs/product.md §3.2 languages: the 16 codes, the googtrans cookie, right to left for ar and fa,
 * and every interface string translated (page content stays as staff wrote it).
 */

const LEFT = ['en', 'pt', 'nl', 'ar', 'es', 'de', 'fa', 'fr', 'ru'];
const RIGHT = ['tr', 'in', 'it', 'se', 'id', 'vn', 'vi'];
/** The dictionary file of each code ('in'/'id' are Indonesian, 'se' Swedish, 'vn'/'vi' Vietnamese). */
const FILES: Record<string, string> = {
  en: 'en',
  pt: 'locales/pt',
  nl: 'locales/nl',
  ar: 'locales/ar',
  es: 'locales/es',
  de: 'locales/de',
  fa: 'locales/fa',
  fr: 'locales/fr',
  ru: 'locales/ru',
  tr: 'locales/tr',
  in: 'locales/id',
  it: 'locales/it',
  se: 'locales/sv',
  id: 'locales/id',
  vn: 'locales/vi',
  vi: 'locales/vi',
};
const TAGS: Record<string, string> = { in: 'id', se: 'sv', vn: 'vi' };

const I18N_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../public-web/src/i18n',
);

type Dictionary = Record<string, string>;

async function dictionary(code: string): Promise<Dictionary> {
  const file = pathToFileURL(path.join(I18N_DIR, `${FILES[code]}.ts`)).href;
  const module = (await import(file)) as Record<string, Dictionary>;
  const [messages] = Object.values(module).filter((value) => typeof value === 'object');
  return messages;
}

const markers = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

test('every language has every key, none empty, with the same {markers} as English', async () => {
  const en = await dictionary('en');
  const keys = Object.keys(en).sort();
  expect(keys.length).toBeGreaterThan(100);
  for (const code of [...LEFT, ...RIGHT]) {
    const messages = await dictionary(code);
    expect(Object.keys(messages).sort(), code).toEqual(keys);
    for (const key of keys) {
      expect(messages[key].trim(), `${code}.${key}`).not.toBe('');
      expect(markers(messages[key]), `${code}.${key}`).toEqual(markers(en[key]));
    }
    if (code !== 'en') {
      // Really translated: only a few words (brand-like, shared) may read as in English.
      const same = keys.filter((key) => messages[key] === en[key]);
      expect(same.length, `${code}: ${same.join(', ')}`).toBeLessThan(keys.length * 0.1);
    }
  }
});

test('the language menu: 16 codes in two columns, 250 px wide, opening on hover', async ({
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
  await expect(columns.nth(0).locator('.language-menu__code')).toHaveText(LEFT);
  await expect(columns.nth(1).locator('.language-menu__code')).toHaveText(RIGHT);
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
  const en = await dictionary('en');
  for (const code of [...LEFT, ...RIGHT]) {
    const messages = await dictionary(code);
    await context.addCookies([{ name: 'googtrans', value: `/en/${code}`, url: baseURL ?? '' }]);
    await page.goto('/contact.html');
    await expect(page.locator('html'), code).toHaveAttribute('lang', TAGS[code] ?? code);
    await expect(page.getByRole('heading', { level: 1 }), code).toHaveText(messages.contactTitle);
    await expect(page.getByLabel(messages.subject, { exact: true }), code).toBeVisible();
    if (code !== 'en') expect(messages.contactLead).not.toBe(en.contactLead);
  }
});
