import type { APIRequestContext, Response } from '@playwright/test';
import { createActivity, trackParcel, updateParcel } from '@waybill/shared';
import { createParcel } from '../../test-kit/parcels.js';
import { isCallOf } from '../../test-kit/routes.js';
import { seriousViolations } from '../support/a11y.js';
import { expect, staffClient, staffRequest, test } from '../support/fixtures.js';

/**
 * docs/product.md §2.3: an open tracking page shows what staff add without a reload. The page
 * and the server are real; the test waits for the page's own revalidations (the first one comes
 * 10 s after the answer) and then drives the page's clock (page.clock) past the next pause.
 */

let staff: APIRequestContext;

test.beforeAll(async ({ product }) => {
  staff = await staffRequest(product.url);
});

test.afterAll(async () => {
  await staff.dispose();
});

const isRevalidation = (response: Response) =>
  isCallOf(trackParcel, response.url()) &&
  response.request().headers()['if-none-match'] !== undefined;

test('an open tracking page shows an entry staff add, without a reload', async ({ page }) => {
  const code = `LIVE-${Date.now().toString(36).toUpperCase()}`;
  const parcel = await createParcel(staffClient(staff), {
    tracking_code: code,
    recipient_name: 'Ada Obi',
    destination: 'Lagos',
    status: 'In transit',
    current_location: 'Accra',
  });
  await staffClient(staff).data(
    createActivity,
    { body: { parcel_id: parcel.id, title: 'Left the Accra hub', description: 'On the road' } },
    201,
  );

  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto(`/track.html?code=${encodeURIComponent(code)}`);
  const timeline = page.getByRole('list', { name: 'Tracking history' });
  await expect(timeline.getByRole('heading', { name: 'Left the Accra hub' })).toBeVisible();
  // The page's clock from here on (installed earlier, its fake `performance` would hold back
  // what waits for the first paint); the first revalidation is already due in 10 s.
  await page.clock.install();

  await staffClient(staff).data(
    createActivity,
    { body: { parcel_id: parcel.id, title: 'Arrived in Lagos', description: 'At the depot' } },
    201,
  );
  await staffClient(staff).data(updateParcel, {
    body: { id: parcel.id, status: 'Out for delivery', current_location: 'Lagos' },
  });
  const changed = await page.waitForResponse(isRevalidation);
  expect(changed.status()).toBe(200);

  const fresh = timeline.getByRole('listitem').filter({ hasText: 'Arrived in Lagos' });
  await expect(fresh).toBeVisible();
  await expect(fresh).toHaveClass(/timeline__entry--new/);
  await expect(timeline.getByRole('listitem').first()).toContainText('Arrived in Lagos');
  await expect(
    timeline.getByRole('listitem').filter({ hasText: 'Left the Accra hub' }),
  ).not.toHaveClass(/timeline__entry--new/);
  await expect(page.locator('.status-badge')).toHaveText('Out for delivery');
  await expect(page.locator('[aria-live="polite"]')).toHaveText(
    'New update: Arrived in Lagos Status changed: Out for delivery Current location changed: Lagos',
  );
  // Still the first page load: updated in place.
  expect(documents).toHaveLength(1);
  expect(await seriousViolations(page, ['wcag2a', 'wcag2aa'])).toEqual([]);
  // The tint keeps the text readable in the dark theme too, and stays still with reduced motion.
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'DARK');
  expect(await seriousViolations(page, ['wcag2a', 'wcag2aa'])).toEqual([]);
  const tinted = fresh.locator('.timeline__body');
  await expect(tinted).not.toHaveCSS('animation-name', 'none');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(tinted).toHaveCSS('animation-name', 'none');
  await expect(tinted).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  // Nothing changed since: the next revalidation is a 304, with no body to read.
  const unchanged = page.waitForResponse(isRevalidation);
  await page.clock.fastForward(10_000);
  expect((await unchanged).status()).toBe(304);
  await expect(fresh).toBeVisible();
});
