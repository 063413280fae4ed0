import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createParcel } from '../../test-kit/parcels.js';
import { seriousViolations, waitForAnimations } from '../support/a11y.js';
import { expect, staffClient, staffRequest, test } from '../support/fixtures.js';

/**
 * "Add update" (docs/product.md §4.5a): one form, on the list's rows and after the dashboard's
 * code box as on the parcel's page, moves the parcel and writes its newest entry in one call;
 * the tracking page, open beside the panel, shows status, stepper, expected line and newest
 * entry agreeing. The counter-top case is timed as a person does it: clicks and keystrokes.
 */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let staff: APIRequestContext;

test.beforeAll(async ({ product }) => {
  staff = await staffRequest(product.url);
});

test.afterAll(async () => {
  await staff.dispose();
});

/** What a person does, counted: each click (a choice in a list is two) and each key. */
class Hands {
  clicks = 0;
  keys = 0;

  async click(target: Locator) {
    await target.click();
    this.clicks += 1;
  }

  /** Typed (or scanned) into the field that has the focus already: no click. */
  async typeHere(target: Locator, text: string) {
    await expect(target).toBeFocused();
    await target.pressSequentially(text);
    this.keys += text.length;
  }

  async type(target: Locator, text: string) {
    await target.click();
    this.clicks += 1;
    await target.pressSequentially(text);
    this.keys += text.length;
  }

  async choose(select: Locator, label: string) {
    await select.selectOption({ label });
    this.clicks += 2;
  }
}

/** The visitor's tracking page, read as a whole: what it says must agree with itself. */
async function trackingPage(visitor: Page) {
  const timeline = visitor.getByRole('list', { name: 'Tracking history' });
  return {
    status: visitor.locator('.status-badge'),
    step: visitor.locator('[aria-current="step"]'),
    newest: timeline.getByRole('listitem').first().getByRole('heading'),
    summary: visitor.locator('.parcel-summary'),
  };
}

/** The panel in `theme` (its top bar's button names the theme it switches to). */
async function panelTheme(page: Page, theme: 'Light' | 'Dark') {
  if ((await page.locator('body').getAttribute('data-theme')) !== theme.toUpperCase()) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(Dark|Light)$/ })
      .click();
  }
  await expect(page.locator('body')).toHaveAttribute('data-theme', theme.toUpperCase());
}

async function noSeriousFindings(page: Page, where: string) {
  // A transition cancelled while axe waits for it (a dialog's content arriving) is waited for again.
  await expect(async () => {
    await waitForAnimations(page);
    expect(await seriousViolations(page, WCAG_21_AA), where).toEqual([]);
  }).toPass({ timeout: 30_000 });
}

test('an update from the list, then from the dashboard’s code box, shows on the tracking page at once; the newest entry’s delete puts it back', async ({
  adminPage: page,
  browser,
}) => {
  // Three screens, two pages and five axe runs: more than one screen's minute on a busy machine.
  test.setTimeout(180_000);
  const code = `UPD-${Date.now().toString(36).toUpperCase()}`;
  const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await createParcel(staffClient(staff), {
    tracking_code: code,
    recipient_name: 'Ada Obi',
    destination: 'Lagos',
    status: 'Picked up',
    current_location: 'Kumasi',
    max_expected_delivery_date: inTwoDays,
  });

  const visitorContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/track.html?code=${encodeURIComponent(code)}`);
  const tracked = await trackingPage(visitor);
  await expect(tracked.status).toHaveText('Picked up');
  await expect(tracked.summary).toContainText('Expected delivery');

  await test.step('a row of the list opens the update form; axe finds nothing serious in either theme', async () => {
    await page.goto(`/control/parcels/list.html?search=${encodeURIComponent(code)}`);
    const dialog = page.getByRole('dialog', { name: `Add update: ${code}` });
    const open = async () => {
      await page.getByRole('button', { name: `Add update to ${code}` }).click();
      await dialog.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'In transit' });
      await expect(dialog.getByRole('combobox', { name: /^Status/ })).toHaveValue('In transit');
      await dialog.getByText('History entry: title, icon and colour').click();
      await expect(dialog.getByRole('combobox', { name: /Icon/ })).toHaveValue('local_shipping');
    };
    await panelTheme(page, 'Dark');
    await open();
    await noSeriousFindings(page, 'update dialog, dark');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await panelTheme(page, 'Light');
    await open();
    await noSeriousFindings(page, 'update dialog, light');
    await dialog.getByRole('combobox', { name: /Where it happened/ }).fill('Accra sorting hub');
    await dialog.getByRole('combobox', { name: /Where it happened/ }).press('Tab');
    await dialog.getByRole('button', { name: 'Add update' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('row').filter({ hasText: code }).getByText('In transit'),
    ).toBeVisible();
  });

  await test.step('the tracking page agrees with itself: status, stepper, newest entry, expected line', async () => {
    await visitor.reload();
    await expect(tracked.status).toHaveText('In transit');
    await expect(tracked.step).toContainText('In transit');
    await expect(tracked.newest).toHaveText('In transit');
    await expect(tracked.summary).toContainText('Expected delivery');
    await expect(tracked.summary).toContainText('Accra sorting hub');
  });

  const hands = new Hands();
  const started = Date.now();
  await test.step('at the counter: code, Add update, Delivered, send', async () => {
    await page.goto('/control/index.html');
    // The code box has the focus when the dashboard opens (a scanner types into it).
    await hands.typeHere(
      page.getByLabel('Open a parcel by its code, or find it by name, phone or e-mail'),
      code,
    );
    await hands.click(page.getByRole('button', { name: 'Add update' }));
    const dialog = page.getByRole('dialog', { name: `Add update: ${code}` });
    await hands.choose(dialog.getByRole('combobox', { name: 'Stage' }), 'Delivered');
    await hands.click(dialog.getByRole('button', { name: 'Add update' }));
    await expect(dialog).toBeHidden();
  });
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({
    type: 'status update with a history entry',
    description: `one form: ${hands.clicks} clicks, ${hands.keys} keys (the code), ${seconds.toFixed(1)} s`,
  });
  // One form: the code (or a scan), then four clicks; nothing else typed.
  expect({ clicks: hands.clicks, keys: hands.keys }).toEqual({ clicks: 4, keys: code.length });

  await test.step('a delivered parcel says when, never an expected day', async () => {
    await visitor.reload();
    await expect(tracked.status).toHaveText('Delivered');
    await expect(tracked.step).toContainText('Delivered');
    await expect(tracked.newest).toHaveText('Delivered');
    await expect(tracked.summary).toContainText(/Delivered on \w+ \d+ \w+ \d{4}/);
    await expect(tracked.summary).not.toContainText('Expected delivery');
    await expect(tracked.summary).not.toContainText(/Due|tomorrow|Late/);
    expect(await seriousViolations(visitor, WCAG_21_AA)).toEqual([]);
    await visitor.getByRole('button', { name: 'Dark theme' }).click();
    await expect(visitor.locator('html')).toHaveAttribute('data-theme', 'DARK');
    expect(await seriousViolations(visitor, WCAG_21_AA)).toEqual([]);
  });

  await test.step('at 360 px the code box and the form fit the screen, axe clean', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/control/index.html');
    await page
      .getByLabel('Open a parcel by its code, or find it by name, phone or e-mail')
      .fill(code);
    await page.getByRole('button', { name: 'Add update' }).click();
    const dialog = page.getByRole('dialog', { name: `Add update: ${code}` });
    await expect(dialog.getByRole('combobox', { name: 'Stage' })).toBeVisible();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, '360 px scrolls sideways').toBe(0);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await noSeriousFindings(page, 'update dialog, 360 px');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('deleting the newest entry puts the parcel back where the entry before it left it', async () => {
    await page.goto(`/control/parcels/${code}/activities`);
    const newest = page.getByRole('list', { name: 'History' }).getByRole('listitem').first();
    await expect(newest).toContainText('Delivered');
    await panelTheme(page, 'Dark');
    await newest.getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question.getByRole('checkbox', { name: /put the parcel back/ })).toBeVisible();
    await noSeriousFindings(page, 'delete question, dark');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await panelTheme(page, 'Light');
    await newest.getByRole('button', { name: 'Delete' }).click();
    // Blueprint draws the box over the input: a person clicks its label.
    await question.getByText(/put the parcel back/).click();
    await expect(question.getByRole('checkbox', { name: /put the parcel back/ })).toBeChecked();
    await noSeriousFindings(page, 'delete question, light');
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Entry deleted and the parcel put back').first()).toBeVisible();
    await visitor.reload();
    await expect(tracked.status).toHaveText('In transit');
    await expect(tracked.step).toContainText('In transit');
    await expect(tracked.newest).toHaveText('In transit');
    await expect(tracked.summary).toContainText('Expected delivery');
  });

  await visitorContext.close();
});
