import type { Page } from '@playwright/test';
import { createParcel } from '../../test-kit/parcels.js';
import { seriousViolations, waitForAnimations } from '../support/a11y.js';
import { expect, staffClient, staffRequest, test } from '../support/fixtures.js';

/**
 * Predicted delivery on the tracking page (docs/product.md §2.3e): a parcel with too little
 * history behind it is expected on the staff's day, and the page says so, in the visitor's
 * language (right to left too), readable at 360 px and axe clean in both themes.
 */

/** A day `days` ahead of today in UTC (the product's TIME_ZONE), 'YYYY-MM-DD'. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const weekday = (day: string, locale: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { weekday: 'long', timeZone: 'UTC' });

/**
 * The page as a visitor opens it once the parcel's prediction is written: the job that writes it
 * runs just after the parcel is saved, so a first load may come before it.
 */
async function openWhenPredicted(page: Page, code: string, text: RegExp): Promise<void> {
  await expect(async () => {
    await page.goto(`/track.html?code=${code}`);
    await expect(page.getByText(text)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('the tracking page shows the expected day, what it rests on, in any language', async ({
  page,
  baseURL,
}) => {
  const code = `PRD-${Date.now().toString(36).toUpperCase()}`;
  const promised = dayAhead(3);
  const staff = await staffRequest(baseURL ?? '');
  await createParcel(staffClient(staff), {
    tracking_code: code,
    recipient_name: 'Ada Obi',
    destination: 'Abuja',
    status: 'In transit',
    stage: 'in_transit',
    shipped_via: 'Express',
    max_expected_delivery_date: promised,
  });
  await staff.dispose();
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());

  const expected = new RegExp(`Expected ${weekday(promised, 'en-GB')}, by the end of the day`);
  await test.step('in English, with why', async () => {
    await openWhenPredicted(page, code, expected);
    await expect(
      page.getByText('Based on the date we gave: we have not delivered enough similar parcels'),
    ).toBeVisible();
  });

  for (const theme of ['LIGHT', 'DARK'] as const) {
    for (const width of [360, 1280]) {
      await test.step(`${width} px, ${theme.toLowerCase()}: fits, and axe finds nothing serious`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(
          (value) => localStorage.setItem('state', JSON.stringify({ theme: value })),
          theme,
        );
        await page.goto(`/track.html?code=${code}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByText(expected)).toBeVisible();
        await waitForAnimations(page);
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways, `${width} px scrolls sideways`).toBe(0);
        expect(await seriousViolations(page), `${width} px, ${theme}`).toEqual([]);
      });
    }
  }

  await test.step('in Arabic, right to left', async () => {
    await page.context().addCookies([{ name: 'googtrans', value: '/en/ar', url: baseURL ?? '' }]);
    await page.goto(`/track.html?code=${code}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(`متوقع ${weekday(promised, 'ar')}، قبل نهاية اليوم`)).toBeVisible();
  });
});
