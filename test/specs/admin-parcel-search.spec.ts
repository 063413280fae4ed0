import type { Page } from '@playwright/test';
import { createParcel } from '../../test-kit/parcels.js';
import { seriousViolations, waitForAnimations } from '../support/a11y.js';
import { expect, staffClient, staffRequest, test } from '../support/fixtures.js';

/** The rules the control panel is held to: WCAG 2.1 A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Letters no other test's parcels have (the spec files share one product). */
const token = () =>
  Array.from({ length: 8 }, () => 'bcdfghjkmnpqrstvwxz'[Math.floor(Math.random() * 19)]).join('');

/** Seven digits no other test's phones have, most likely. */
const digits = () => String(Math.floor(1_000_000 + Math.random() * 8_999_999));

/** The tracking codes in the parcel table, top to bottom. */
const listedCodes = (page: Page) =>
  page.getByRole('table', { name: 'Parcels' }).locator('tbody tr td.wb-list-code').allInnerTexts();

/**
 * Search that finds (docs/product.md §4.4): the dashboard box lists what a name matches, and the
 * list finds a parcel by its recipient's name typed without accents, by a phone written another
 * way than stored and by an e-mail; it says how many match, shows the due day and the status
 * chip, keeps codes on one line at 1366 px, filters by days of creation, and is axe clean in both
 * themes.
 */
test('a name without accents, a phone in another format and an e-mail find the parcel; axe clean in both themes', async ({
  adminPage: page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const staff = staffClient(await staffRequest(baseURL ?? ''));
  const surname = token();
  const phone = digits();
  const code = `FIND-${surname.toUpperCase()}-0001`;
  await createParcel(staff, {
    tracking_code: code,
    recipient_name: `María González-${surname}`,
    destination: 'São Paulo, Brazil',
    recipient_email: `maria.${surname}@example.com`,
    recipient_phone_number: `+234 803 ${phone.slice(0, 3)} ${phone.slice(3)}`,
    status: 'Out for delivery',
    max_expected_delivery_date: '2031-05-06',
  });
  await page.setViewportSize({ width: 1366, height: 800 });

  await test.step('the dashboard box lists the parcels a name without accents matches', async () => {
    await page.goto('/control/index.html');
    const box = page.getByRole('searchbox', {
      name: 'Open a parcel by its code, or find it by name, phone or e-mail',
    });
    await expect(box).toBeFocused();
    await page.keyboard.type(`gonzalez ${surname}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/control\/parcels\/list\.html\?search=gonzalez/);
    await expect.poll(() => listedCodes(page)).toEqual([code]);
    await expect(page.getByRole('status').filter({ hasText: '1 parcel matches' })).toBeVisible();
  });

  const search = page.getByRole('searchbox', { name: 'Search parcels' });

  await test.step('a phone written another way than stored finds it', async () => {
    // Stored "+234 803 xxx xxxx"; typed as at home: "0803-xxx-xxxx".
    await search.fill(`0803-${phone.slice(0, 3)}-${phone.slice(3)}`);
    await expect(page).toHaveURL(/search=080/);
    await expect.poll(() => listedCodes(page)).toEqual([code]);
  });

  await test.step('the e-mail, in another letter case, finds it', async () => {
    await search.fill(`MARIA.${surname.toUpperCase()}@example.com`);
    await expect(page).toHaveURL(/search=MARIA/);
    await expect.poll(() => listedCodes(page)).toEqual([code]);
  });

  const table = page.getByRole('table', { name: 'Parcels' });
  const row = table.getByRole('row').filter({ hasText: code });

  await test.step('the row: its code on one line, the due day, the status chip in its stage’s colour', async () => {
    await expect(table.getByRole('columnheader', { name: 'Due by' })).toBeVisible();
    await expect(row).toContainText(/May 6, 2031|6 May 2031/);
    const chip = row.locator('.wb-stage-chip');
    await expect(chip).toHaveAttribute('data-stage', 'out_for_delivery');
    await expect(chip).toHaveClass(/bp6-intent-primary/);
    await expect(chip).toContainText('Tracking page step: Out for delivery');
    const lines = await row
      .getByRole('link', { name: code })
      .evaluate((link) => link.getClientRects().length);
    expect(lines, 'the code wraps').toBe(1);
  });

  await test.step('the days of creation narrow the list', async () => {
    await page.getByLabel('Created from').fill('2099-01-01');
    await expect(page).toHaveURL(/created_from=2099-01-01/);
    await expect(page.getByText(/^No parcel matches/)).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => listedCodes(page)).toEqual([code]);
  });

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1366, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const theme of ['Light', 'Dark'] as const) {
      await test.step(`${viewport.width} px, ${theme.toLowerCase()} theme: axe finds nothing serious`, async () => {
        const toggle = page.getByRole('banner').getByRole('button', { name: /^(Dark|Light)$/ });
        // The button names the theme it switches to.
        if ((await page.locator('body').getAttribute('data-theme')) !== theme.toUpperCase()) {
          await toggle.click();
        }
        await expect(page.locator('body')).toHaveAttribute('data-theme', theme.toUpperCase());
        await expect(row).toBeVisible();
        await waitForAnimations(page);
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways, `${viewport.width} px scrolls sideways`).toBe(0);
        expect(await seriousViolations(page, WCAG_21_AA), `${viewport.width} px, ${theme}`).toEqual(
          [],
        );
      });
    }
  }

  await test.step('in Arabic the list reads right to left, fits 360 px and is axe clean', async () => {
    await page.context().addCookies([{ name: 'googtrans', value: '/en/ar', url: baseURL ?? '' }]);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('status').filter({ hasText: 'شحنة واحدة مطابقة' })).toBeVisible();
    // The table is named in Arabic now: the row is found by its code.
    await expect(page.getByRole('row').filter({ hasText: code })).toBeVisible();
    await waitForAnimations(page);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, '360 px right to left scrolls sideways').toBe(0);
    expect(await seriousViolations(page, WCAG_21_AA), '360 px, Arabic').toEqual([]);
  });
});
