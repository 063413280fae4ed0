import type { Locator, Page } from '@playwright/test';
import { createParcel } from '../../test-kit/parcels.js';
import { seriousViolations, waitForAnimations } from '../support/a11y.js';
import { expect, staffClient, staffRequest, test } from '../support/fixtures.js';

/**
 * The progress stepper (docs/product.md §2.3b): staff choose a parcel's stage in /control, and
 * the visitor's tracking page marks that step, readable by screen readers, axe clean in both
 * themes and without sideways scrolling on a 375 px phone.
 */

let codeCount = 0;

/** Tracking codes unique across the spec files that share the product. */
function newCode(): string {
  codeCount += 1;
  return `STP-${Date.now().toString(36).toUpperCase()}-${codeCount}`;
}

const stepper = (page: Page): Locator =>
  page.getByRole('region', { name: 'Progress' }).getByRole('list');

function detailValue(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Details' })
    .locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}

test('staff set the stage in /control and the tracking page shows the current step', async ({
  adminPage,
  browser,
  baseURL,
}) => {
  const code = newCode();
  const staff = await staffRequest(baseURL ?? '');
  await createParcel(staffClient(staff), {
    tracking_code: code,
    recipient_name: 'Ada Lovelace',
    destination: 'London',
  });
  await staff.dispose();

  await test.step('staff choose "Out for delivery"; the empty status takes its name', async () => {
    await adminPage.goto(`/control/parcels/${code}/update`);
    const stage = adminPage.getByRole('combobox', { name: 'Stage (Optional)' });
    await expect(stage).toHaveValue('');
    await expect(stage.getByRole('option', { name: 'Held (exception)' })).toBeAttached();
    await stage.selectOption({ label: 'Out for delivery' });
    await expect(adminPage.getByLabel('Status')).toHaveValue('Out for delivery');
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await expect(adminPage).toHaveURL(new RegExp(`/control/parcels/${code}$`));
    await expect(detailValue(adminPage, 'Stage')).toHaveText('Out for delivery');
  });

  await test.step('a status written by hand stays when the stage changes', async () => {
    await adminPage.goto(`/control/parcels/${code}/update`);
    await adminPage.getByLabel('Status').fill('Second attempt tomorrow');
    await adminPage
      .getByRole('combobox', { name: 'Stage (Optional)' })
      .selectOption({ label: 'Failed delivery attempt (exception)' });
    await expect(adminPage.getByLabel('Status')).toHaveValue('Second attempt tomorrow');
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await expect(detailValue(adminPage, 'Stage')).toHaveText('Failed delivery attempt (exception)');
  });

  const visitor = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await visitor.newPage();
  // No map tiles here (no network).
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());

  await test.step('the visitor sees step 4 of 5, named as the exception', async () => {
    await page.goto(`/track.html?code=${code}`);
    const steps = stepper(page).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    const current = stepper(page).locator('[aria-current="step"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Delivery attempt failed');
    await expect(current).toContainText('step 4 of 5');
    await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(0)).toContainText('(done)');
    await expect(steps.nth(4)).toContainText('(not yet)');
    // Above the timeline.
    const stepperBox = await stepper(page).boundingBox();
    const historyBox = await page.getByRole('region', { name: 'Tracking history' }).boundingBox();
    expect(stepperBox && historyBox && stepperBox.y < historyBox.y).toBe(true);
  });

  for (const theme of ['LIGHT', 'DARK'] as const) {
    await test.step(`axe finds nothing serious on the page (${theme})`, async () => {
      await page.evaluate(
        (value) => localStorage.setItem('state', JSON.stringify({ theme: value })),
        theme,
      );
      await page.goto(`/track.html?code=${code}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(stepper(page).locator('[aria-current="step"]')).toBeVisible();
      await waitForAnimations(page);
      expect(await seriousViolations(page), theme).toEqual([]);
    });
  }

  await test.step('on a 375 px phone the steps stack, without sideways scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/track.html?code=${code}`);
    const steps = stepper(page).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    const first = await steps.nth(0).boundingBox();
    const second = await steps.nth(1).boundingBox();
    expect(first && second && second.y >= first.y + first.height).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await visitor.close();
});

test('a status added in Settings › Status Stages moves the tracking page at once', async ({
  adminPage,
  baseURL,
  page,
}) => {
  const status = `Waiting at depot ${newCode()}`;
  await adminPage.goto('/control/settings/stages');
  await expect(adminPage.getByRole('heading', { name: 'Status Stages', level: 1 })).toBeVisible();
  await expect(adminPage.getByRole('textbox', { name: 'Status 1', exact: true })).toHaveValue(
    'Created',
  );
  const rows = await adminPage
    .getByRole('listitem')
    .filter({ has: adminPage.getByRole('textbox') });
  const before = await rows.count();
  const n = before + 1;

  await test.step('a status already in the list is refused by its row', async () => {
    await adminPage.getByRole('button', { name: 'Add a status' }).click();
    await adminPage.getByRole('textbox', { name: `Status ${n}`, exact: true }).fill('  on HOLD ');
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await expect(adminPage.getByText('repeats a status already in the list').first()).toBeVisible();
  });

  await test.step('a new status with its stage is saved', async () => {
    await adminPage.getByRole('textbox', { name: `Status ${n}`, exact: true }).fill(status);
    await adminPage
      .getByRole('combobox', { name: `Stage for status ${n}`, exact: true })
      .selectOption({ label: 'Held (exception)' });
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await expect(adminPage.getByText('Settings saved').first()).toBeVisible();
  });

  const code = newCode();
  const staff = await staffRequest(baseURL ?? '');
  await createParcel(staffClient(staff), {
    tracking_code: code,
    recipient_name: 'Grace Hopper',
    destination: 'Arlington',
    status: status.toUpperCase(),
  });
  await staff.dispose();
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto(`/track.html?code=${code}`);
  const current = stepper(page).locator('[aria-current="step"]');
  await expect(current).toContainText('Held');
  await expect(current).toContainText('step 3 of 5');

  await test.step('the row removed, the parcel has no step to show', async () => {
    await adminPage.getByRole('button', { name: `Remove status ${n}`, exact: true }).click();
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await expect(adminPage.getByText('Settings saved').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Tracking history' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Progress' })).toHaveCount(0);
  });
});
