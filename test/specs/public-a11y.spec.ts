import type { Page } from '@playwright/test';
import { createActivity, updateParcel } from '@waybill/shared';
import { createParcel as createStaffParcel } from '../../test-kit/parcels.js';
import { seriousViolations, waitForAnimations } from '../support/a11y.js';
import { expect, staffClient, test } from '../support/fixtures.js';
import { signedInStaff } from './public-staff.js';

/**
 * Axe finds no serious or critical violation on any public page, in both themes
 * (docs/product.md §3.1: each theme's colours must stay readable), including a found parcel with
 * history, map and photo.
 */

// The two themes' tests share only their worker's product and the parcel made on it: each
// worker can take one.
test.describe.configure({ mode: 'parallel' });

let parcelCode = '';

test.beforeAll(async ({ product }) => {
  // In parallel mode this runs before each test: one parcel per worker's product is enough.
  if (parcelCode) return;
  const staff = await signedInStaff(product.url);
  parcelCode = `AXE-${Date.now().toString(36).toUpperCase()}`;
  const api = staffClient(staff);
  const { id } = await createStaffParcel(api, {
    tracking_code: parcelCode,
    recipient_name: 'Kofi Mensah',
    destination: 'Accra, Ghana',
    status: 'In transit',
    pickup_location: 'Lagos, Nigeria',
    current_location: 'Lomé, Togo',
    min_expected_delivery_date: '2020-01-01',
    max_expected_delivery_date: '2020-01-03',
  });
  await api.data(updateParcel, {
    body: {
      id,
      show_map: 'yes',
      map_zoom: 6,
      map_current_latitude: 6.13,
      map_current_longitude: 1.22,
    },
  });
  for (const [index, color] of (['green', 'black', 'gold', 'red'] as const).entries()) {
    await api.data(
      createActivity,
      {
        body: {
          parcel_id: id,
          title: `Step ${index + 1}`,
          description: 'Scanned at the hub',
          icon: 'local_shipping',
          color,
        },
      },
      201,
    );
  }
  await staff.dispose();
});

const SCREENS: { path: () => string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: () => '/',
    ready: (page) => expect(page.getByRole('heading', { name: 'Who We Are' })).toBeVisible(),
  },
  {
    path: () => `/track.html?code=${parcelCode}`,
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: parcelCode, level: 2 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Current Location' })).toBeVisible();
    },
  },
  {
    path: () => '/track.html?code=NO-SUCH-AXE',
    ready: (page) => expect(page.getByRole('alert')).toContainText('NO DATA FOUND'),
  },
  {
    path: () => '/pages/about-us',
    ready: (page) => expect(page.locator('.content-body p').first()).toBeVisible(),
  },
  {
    path: () => '/contact.html',
    ready: (page) => expect(page.getByRole('button', { name: 'Send message' })).toBeVisible(),
  },
  {
    path: () => '/resolution.html',
    ready: (page) => expect(page.getByRole('heading', { name: 'Screen Resolution' })).toBeVisible(),
  },
  {
    path: () => '/no-such-screen',
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Resource Not Found' })).toBeVisible(),
  },
];

for (const theme of ['LIGHT', 'DARK'] as const) {
  test(`axe: no serious or critical violation on any public page (${theme})`, async ({ page }) => {
    // No map tiles here (no network): answer them at once.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await page.goto('/resolution.html');
    await page.evaluate(
      (value) => localStorage.setItem('state', JSON.stringify({ theme: value })),
      theme,
    );
    for (const screen of SCREENS) {
      await page.goto(screen.path());
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await screen.ready(page);
      await waitForAnimations(page);
      expect(await seriousViolations(page), `${screen.path()} (${theme})`).toEqual([]);
    }

    // The open side menu and language menu.
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await seriousViolations(page), `side menu (${theme})`).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Language: EN' }).click();
    await expect(page.getByRole('button', { name: 'Deutsch' })).toBeVisible();
    expect(await seriousViolations(page), `language menu (${theme})`).toEqual([]);
  });
}

test('the check itself finds what axe finds: an image with no text, grey on grey, in one scan after another', async ({
  page,
}) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Check</title></head><body><main>
       <h1>Check</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
       <p style="color:#777;background:#888">Grey on grey</p></main></body></html>`,
  );
  const first = await seriousViolations(page);
  expect(first.map((line) => line.split(':')[0]).sort()).toEqual(['color-contrast', 'image-alt']);
  expect(first.find((line) => line.startsWith('image-alt'))).toContain('img');
  // Axe stays in the page between scans: a second scan sees the page as it is now.
  await page.evaluate(() => document.querySelector('img')?.setAttribute('alt', 'A dot'));
  expect((await seriousViolations(page)).map((line) => line.split(':')[0])).toEqual([
    'color-contrast',
  ]);
  // Tags limit the rules: image-alt is WCAG 2.0 A, but not a best practice.
  await page.evaluate(() => document.querySelector('img')?.removeAttribute('alt'));
  expect(
    (await seriousViolations(page, ['best-practice'])).map((line) => line.split(':')[0]),
  ).toEqual([]);
});
