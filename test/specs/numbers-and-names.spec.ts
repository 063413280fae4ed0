import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import {
  createActivity,
  getGraph,
  renameAccount,
  type Settings,
  updateParcel,
} from '@waybill/shared';
import { createParcel } from '../../test-kit/parcels.js';
import { seriousViolations } from '../support/a11y.js';
import { ADMIN, adminSession, expect, staffClient, test } from '../support/fixtures.js';
import { readSettings, saveSettings, signedInStaff } from './public-staff.js';

/**
 * Numbers and names in every language (docs/product.md §3.2): in a right-to-left page a phone,
 * an e-mail, a tracking code, coordinates or an amount still reads in its own order (isolated,
 * left to right); the panel names things by their names (a parcel by its code, a member by its
 * display name), with readable fields and local times; a delete says what it deletes.
 */

const PHONE = '+234 803 555 1000';
const ALT_PHONE = '+234 1 555 0199';
const EMAIL = 'desk@waybill.example';
const LONGITUDE = -1.62443;
const ENTRY = 'Out for delivery';
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const THEMES = ['LIGHT', 'DARK'] as const;

let staff: APIRequestContext;
let before: Settings;
let code = '';

test.beforeAll(async ({ product }) => {
  staff = await signedInStaff(product.url);
  before = await readSettings(staff);
  await saveSettings(staff, {
    contact_phone: PHONE,
    contact_phone_alt: ALT_PHONE,
    contact_email: EMAIL,
    contact_address: '12 Marina Road, Lagos',
  });
  code = `RTL-${Date.now().toString(36).toUpperCase()}`;
  const api = staffClient(staff);
  const { id } = await createParcel(api, {
    tracking_code: code,
    recipient_name: 'Ada Obi',
    destination: 'Lagos',
    recipient_phone_number: PHONE,
    recipient_email: 'ada@example.com',
  });
  await api.data(updateParcel, {
    body: { id, show_map: 'yes', map_current_latitude: 6.13, map_current_longitude: LONGITUDE },
  });
  await api.data(
    createActivity,
    { body: { parcel_id: id, title: ENTRY, description: 'With the driver', notify: false } },
    201,
  );
});

test.afterAll(async () => {
  await saveSettings(staff, before);
  await staff.dispose();
});

/** A page in `language` and `theme` (the cookies both apps read; the panel's saved state too). */
async function openIn(
  browser: Browser,
  baseURL: string,
  language: string,
  theme: (typeof THEMES)[number],
  signedIn = false,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    ...(signedIn ? { storageState: await adminSession(baseURL) } : {}),
  });
  await context.addCookies([
    { name: 'googtrans', value: `/en/${language}`, url: baseURL },
    { name: 'theme', value: theme, url: baseURL },
  ]);
  await context.addInitScript((value) => {
    const saved = JSON.parse(localStorage.getItem('state') ?? '{}') as object;
    localStorage.setItem('state', JSON.stringify({ ...saved, theme: value }));
  }, theme);
  return context.newPage();
}

/**
 * The value is isolated left to right (in the DOM: `<bdi dir="ltr">`, drawn with
 * `unicode-bidi: isolate`), and as drawn each of its characters stands right of the one before it:
 * it reads in the order it is written, not "1000 555 803 234+".
 */
async function expectReadsInOrder(value: Locator, text: string): Promise<void> {
  await expect(value).toHaveText(text);
  await expect(value).toHaveAttribute('dir', 'ltr');
  const drawn = await value.evaluate((element) => {
    const style = getComputedStyle(element);
    const centres: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const data = node.textContent ?? '';
      for (let index = 0; index < data.length; index += 1) {
        if (/\s/.test(data[index])) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getBoundingClientRect();
        centres.push(box.left + box.width / 2);
      }
    }
    return { direction: style.direction, bidi: style.unicodeBidi, centres };
  });
  expect(drawn.direction).toBe('ltr');
  expect(drawn.bidi).toBe('isolate');
  expect(drawn.centres).toHaveLength(text.replace(/\s/g, '').length);
  for (let index = 1; index < drawn.centres.length; index += 1) {
    expect(drawn.centres[index], `${text}: character ${index}`).toBeGreaterThan(
      drawn.centres[index - 1],
    );
  }
}

const ltrValue = (scope: Locator | Page, text: string) =>
  scope.locator('bdi[dir="ltr"]').filter({ hasText: text });

for (const theme of THEMES) {
  test(`the public site in Arabic reads phones, e-mails and codes in order, axe clean (${theme})`, async ({
    browser,
    baseURL,
  }) => {
    const page = await openIn(browser, baseURL ?? '', 'ar', theme);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const footer = page.getByRole('contentinfo');
    await expectReadsInOrder(ltrValue(footer, PHONE), PHONE);
    await expectReadsInOrder(ltrValue(footer, EMAIL), EMAIL);
    // The year of the copyright line is this year's.
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    expect(await seriousViolations(page, WCAG_21_AA), `home (${theme})`).toEqual([]);

    await page.goto('/contact.html');
    await expectReadsInOrder(ltrValue(page.getByRole('main'), ALT_PHONE), ALT_PHONE);
    expect(await seriousViolations(page, WCAG_21_AA), `contact (${theme})`).toEqual([]);

    await page.goto(`/track.html?code=${code}`);
    await expectReadsInOrder(ltrValue(page.getByRole('main'), code), code);
    expect(await seriousViolations(page, WCAG_21_AA), `tracking (${theme})`).toEqual([]);
    await page.context().close();
  });

  test(`the panel in Arabic reads a parcel's phone, coordinates and code in order, axe clean (${theme})`, async ({
    browser,
    baseURL,
  }) => {
    const page = await openIn(browser, baseURL ?? '', 'ar', theme, true);
    await page.goto(`/control/parcels/${code}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = page.getByRole('main');
    await expectReadsInOrder(ltrValue(main.getByRole('heading', { level: 1 }), code), code);
    await expectReadsInOrder(ltrValue(main, PHONE), PHONE);
    const coordinates = `6.13, ${LONGITUDE}`;
    await expectReadsInOrder(ltrValue(main, coordinates), coordinates);
    await expectReadsInOrder(ltrValue(main, 'ada@example.com'), 'ada@example.com');
    await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
    expect(await seriousViolations(page, WCAG_21_AA), `parcel (${theme})`).toEqual([]);

    // The delete prompt names the parcel, its code in order inside the Arabic question.
    await main.getByRole('toolbar').getByRole('button', { name: 'حذف' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`الطرد \u2066${code}\u2069`);
    // The dialog fades in: a fade cut short by the next frame is measured again.
    await expect(async () => {
      expect(await seriousViolations(page, WCAG_21_AA), `delete prompt (${theme})`).toEqual([]);
    }).toPass();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The audit trail names the parcel by its code, never by its number.
    await page.goto(`/control/audit/list.html?entity=parcel`);
    const table = page.getByRole('main').getByRole('table');
    const rows = table.locator('tbody tr').filter({ hasText: code });
    await expect(rows.first()).toBeVisible();
    await expect(table).not.toContainText(/#\d/);
    await expectReadsInOrder(ltrValue(rows.first(), ADMIN.email), ADMIN.email);
    expect(await seriousViolations(page, WCAG_21_AA), `audit (${theme})`).toEqual([]);

    // A history entry by its parcel's code and its title, the code in order there too.
    await page.goto(`/control/audit/list.html?entity=activity`);
    const entries = page.getByRole('main').getByRole('table');
    const entry = entries.locator('tbody tr').filter({ hasText: code }).filter({ hasText: ENTRY });
    await expect(entry.first()).toBeVisible();
    await expect(entries).not.toContainText(/#\d/);
    await expectReadsInOrder(ltrValue(entry.first(), code), code);
    expect(await seriousViolations(page, WCAG_21_AA), `audit entries (${theme})`).toEqual([]);

    await page.goto('/control/account/index.html');
    await expect(page.getByRole('heading', { name: 'الاسم المعروض' })).toBeVisible();
    expect(await seriousViolations(page, WCAG_21_AA), `account (${theme})`).toEqual([]);
    await page.context().close();
  });
}

test('the panel shows the display name, readable changes and a delete prompt that names its record', async ({
  adminPage: page,
}) => {
  const api = staffClient(page.request);
  const { name: before } = (await api.data(getGraph)).admin as { name: string };
  try {
    await test.step('the account sets the name the top bar shows, instead of the role', async () => {
      await page.goto('/control/account/index.html');
      const name = page.getByRole('textbox', { name: 'Name' });
      await expect(name).toHaveValue(before);
      await name.fill('Ada Courier');
      await page.getByRole('button', { name: 'Save name' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Your name has been saved.' }),
      ).toBeVisible();
      const account = page.getByRole('link', { name: 'Account Ada Courier, Owner' });
      await expect(account).toBeVisible();
      await expect(account).toHaveText(/Ada Courier/);
      await page.reload();
      await expect(page.getByRole('link', { name: 'Account Ada Courier, Owner' })).toBeVisible();
    });

    await test.step('the audit trail: the code, the member’s name, field names and local times', async () => {
      await page.goto('/control/audit/list.html?entity=parcel');
      const table = page.getByRole('table', { name: 'Audit trail' });
      const changed = table.locator('tbody tr').filter({ hasText: `Parcel ${code}` });
      await expect(changed.first()).toBeVisible();
      await expect(changed.first()).toContainText('Ada Courier');
      // Readable field names, not stored keys; dates and times as people write them.
      await expect(changed.filter({ hasText: 'Recipient phone number' })).toHaveCount(1);
      await expect(changed.filter({ hasText: 'Map current longitude' })).toHaveCount(1);
      await expect(table).not.toContainText('recipient_phone_number');
      await expect(table).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}/);
      await expect(table).not.toContainText(/Parcel #\d/);
      // A history entry: "WB-123: Out for delivery", never "History entry #12".
      await page.goto('/control/audit/list.html?entity=activity');
      const entries = page.getByRole('table', { name: 'Audit trail' });
      await expect(entries.locator('tbody tr').first()).toBeVisible();
      await expect(
        entries.locator('tbody tr').filter({ hasText: `History entry ${code}: ${ENTRY}` }),
      ).toHaveCount(1);
      await expect(entries).not.toContainText(/History entry #\d/);
    });

    await test.step('a delete asks about the record by its name', async () => {
      await page.goto(`/control/parcels/${code}`);
      await page
        .getByRole('toolbar', { name: 'Parcel actions' })
        .getByRole('button', { name: 'Delete' })
        .click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(
        `Are you sure you want to delete parcel \u2066${code}\u2069?`,
      );
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    });
  } finally {
    await api.data(renameAccount, { body: { name: before } });
  }
});
