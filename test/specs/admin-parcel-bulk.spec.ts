import {
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  request,
} from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  acceptInvitation,
  cancelParcel,
  getRun,
  inviteStaff,
  listCouriers,
  syncCourierActions,
  trackParcel,
} from '@waybill/shared';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createParcel } from '../../test-kit/parcels.js';
import type { Mailbox } from '../support/mailbox.js';
import { expect, staffClient, staffRequest, test } from '../support/fixtures.js';
import { seriousViolations, waitForAnimations } from '../support/a11y.js';
import { WCAG_21_AA, checkWidthsAndThemes } from '../support/widths-and-themes.js';

// Hundreds of parcels a day (docs/product.md §4.17): the list's bulk actions, a batch of labels,
// the keyboard, saved views shared with the team, and the selection assigned to a courier's run
// (§4.12) with a parcel made to ask for a handover code at the door.

test.describe.configure({ mode: 'parallel' });

let staff: APIRequestContext;

test.beforeAll(async ({ product }) => {
  staff = await staffRequest(product.url);
});

test.afterAll(async () => {
  await staff.dispose();
});

/** `count` parcels whose codes start with a prefix no other test uses; the prefix. */
async function parcels(count: number, stem: string): Promise<string> {
  const prefix = `${stem}${Date.now().toString(36).toUpperCase()}`;
  const client = staffClient(staff);
  for (let index = 1; index <= count; index += 1) {
    await createParcel(client, {
      tracking_code: `${prefix}-${index}`,
      recipient_name: `Ada ${index}`,
      destination: 'Lagos',
    });
  }
  return prefix;
}

/**
 * Ticks or unticks a Blueprint check box: its drawn box lies over the input, which Playwright's
 * click therefore refuses; the input's own click is what the person's click on the box does.
 */
async function tick(box: Locator, on: boolean) {
  if ((await box.isChecked()) !== on)
    await box.evaluate((input: HTMLInputElement) => input.click());
  await expect(box).toBeChecked({ checked: on });
}

/** The list filtered to the prefix, every parcel it matches selected (more than one page). */
async function selectAllMatching(page: Page, prefix: string, count: number) {
  await page.goto(`/control/parcels/list.html?search=${encodeURIComponent(prefix)}`);
  await expect(
    page.getByRole('status').filter({ hasText: `${count} parcels match` }),
  ).toBeVisible();
  await tick(page.getByRole('checkbox', { name: 'Select every parcel on this page' }), true);
  await expect(page.getByText('20 parcels selected')).toBeVisible();
  await page
    .getByRole('button', { name: `Select all ${count} parcels that match this filter` })
    .click();
  await expect(
    page.getByText(`All ${count} parcels that match this filter are selected`),
  ).toBeVisible();
}

test('bulk-updates 50 parcels: each gets its history entry; the bar works at 360 px in both themes', async ({
  adminPage: page,
}) => {
  test.setTimeout(180_000);
  const prefix = await parcels(50, 'BLK');
  await selectAllMatching(page, prefix, 50);
  await checkWidthsAndThemes(page, async () => {
    await expect(page.getByRole('region', { name: 'Bulk actions' })).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Add update', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an update to 50 parcels' });
  await dialog.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'In transit' });
  await dialog.getByRole('button', { name: 'Update 50 parcels' }).click();
  await expect(page.getByText('Done: 50 parcels changed')).toBeVisible();
  await expect(dialog).toBeHidden();

  const client = staffClient(staff);
  const newest: string[] = [];
  for (let index = 1; index <= 50; index += 1) {
    const parcel = await client.data(trackParcel, { params: { code: `${prefix}-${index}` } });
    newest.push(parcel.history.data[0]?.title ?? '');
    // A new parcel has no history yet: the update wrote its one entry.
    expect(parcel.history.data).toHaveLength(1);
  }
  expect(newest).toEqual(Array(50).fill('In transit'));
});

test('prints 100 labels in one PDF of 13 A4 pages, 8 a page', async ({ adminPage: page }) => {
  test.setTimeout(180_000);
  const prefix = await parcels(100, 'LBL');
  await selectAllMatching(page, prefix, 100);
  await page.getByRole('button', { name: 'Print labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print labels' });
  await dialog.getByRole('combobox', { name: 'Layout' }).selectOption({ label: 'A4, 8 a page' });
  // Blueprint's AnchorButton: a link drawn (and named) as a button.
  const link = dialog.getByRole('button', { name: 'Open the PDF' });
  const href = await link.getAttribute('href');
  expect(href).toContain('layout=a4-8');
  expect(href).toContain(`search=${prefix}`);
  const answer = await page.request.get(href ?? '');
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const document = await getDocument({ data: new Uint8Array(await answer.body()) }).promise;
  expect(document.numPages).toBe(13);
  const first = await (await document.getPage(1)).getTextContent();
  const text = first.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  expect(text).toContain(`${prefix}-1`);
  await document.destroy();
  await expect(link).toHaveAttribute('target', '_blank');
});

test('every listed shortcut does what the ? dialog says, and none fires while typing', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const prefix = await parcels(3, 'KEY');
  await page.goto(`/control/parcels/list.html?search=${encodeURIComponent(prefix)}`);
  const rows = page.getByRole('table', { name: 'Parcels' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const [key, text] of [
    ['/', 'Search'],
    ['n', 'New parcel'],
    ['u', 'Add an update to the open parcel'],
    ['j', 'Next row in a list'],
    ['k', 'Previous row in a list'],
    ['x', 'Select the current row'],
    ['?', 'Show these shortcuts'],
  ]) {
    await expect(help.getByRole('row', { name: `${key} ${text}` })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // j and k move the current row (its code takes the focus); x ticks it.
  const code = (index: number) => rows.nth(index).getByRole('link').first();
  await page.keyboard.press('j');
  await expect(code(0)).toBeFocused();
  await page.keyboard.press('j');
  await expect(code(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(code(0)).toBeFocused();
  await page.keyboard.press('x');
  await expect(rows.nth(0).getByRole('checkbox')).toBeChecked();
  await expect(page.getByText('1 parcel selected')).toBeVisible();

  // / puts the focus in the search; letters typed there are the search, not shortcuts.
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search parcels' });
  await expect(search).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type('nux?');
  await expect(search).toHaveValue(`${prefix}nux?`);
  await expect(page).toHaveURL(/parcels\/list\.html/);
  await expect(help).toBeHidden();

  // n: a new parcel.
  await page.locator('h1').first().click();
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/control\/parcels\/create\.html$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'New parcel' })).toBeVisible({ timeout: 30_000 });

  // u: on an open parcel, the update form's first field.
  await page.goto(`/control/parcels/${encodeURIComponent(`${prefix}-1`)}`);
  await expect(page.getByRole('heading', { name: 'Add update' })).toBeVisible();
  await page.keyboard.press('u');
  await expect(
    page.getByRole('region', { name: 'Add update' }).getByRole('combobox', { name: 'Stage' }),
  ).toBeFocused();

  // / on a screen without a search: the parcel list's.
  await page.locator('h1').first().click();
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search parcels' })).toBeFocused();
});

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

/** An open dialog at 360 px and wide: nothing sideways, no serious axe finding; wide after. */
async function dialogFits(page: Page, where: string) {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    // A transition cancelled while axe waits for it is waited for again.
    await expect(async () => {
      await waitForAnimations(page);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, `${where}, ${viewport.width} px scrolls sideways`).toBe(0);
      expect(await seriousViolations(page, WCAG_21_AA), `${where}, ${viewport.width} px`).toEqual(
        [],
      );
    }).toPass({ timeout: 30_000 });
  }
}

/** A member invited through the API and joined: their own signed-in API context. */
async function joinedMember(
  baseURL: string,
  mailbox: Mailbox,
  role: 'dispatcher' | 'courier',
  name: string,
): Promise<APIRequestContext> {
  const email = `${role}-${Date.now().toString(36)}@example.com`;
  await staffClient(staff).data(inviteStaff, { body: { email, role } }, 201);
  await expect.poll(() => mailbox.latestTo(email)?.text ?? '').toContain('token=');
  const link = /token=([\w%-]+)/.exec(mailbox.latestTo(email)?.text ?? '');
  const joining = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  await staffClient(joining).data(acceptInvitation, {
    body: { token: decodeURIComponent(link?.[1] ?? ''), name, password: 'member-password-1' },
  });
  return joining;
}

/** A dispatcher invited through the API, signed in on a page of their own. */
async function memberPage(browser: Browser, baseURL: string, mailbox: Mailbox): Promise<Page> {
  const joining = await joinedMember(baseURL, mailbox, 'dispatcher', 'Dee Dispatcher');
  const context = await browser.newContext({ baseURL, storageState: await joining.storageState() });
  await joining.dispose();
  return context.newPage();
}

test('a member saves the filter, sort and columns as a view and shares it with the team', async ({
  adminPage: page,
  browser,
  baseURL,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const prefix = await parcels(2, 'VIEW');
  const name = `Today ${prefix}`;
  await page.goto(
    `/control/parcels/list.html?search=${encodeURIComponent(prefix)}&sort=updated_asc`,
  );
  const table = page.getByRole('table', { name: 'Parcels' });
  await expect(table.getByRole('columnheader', { name: 'Created' })).toBeVisible();
  await page.locator('summary', { hasText: 'Columns' }).click();
  await tick(page.getByRole('checkbox', { name: 'Created' }), false);
  await tick(page.getByRole('checkbox', { name: 'Shipped via' }), true);
  await expect(table.getByRole('columnheader', { name: 'Created' })).toBeHidden();
  await expect(table.getByRole('columnheader', { name: 'Shipped via' })).toBeVisible();

  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this view of the list' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await tick(dialog.getByRole('checkbox', { name: 'Share with the team' }), true);
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByText('View saved')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Saved views' })).toHaveValue(/\d+/);

  // Another member sees it under the team's views and gets the same list from it.
  const member = await memberPage(browser, baseURL ?? '', mailbox);
  await member.goto('/control/parcels/list.html');
  const views = member.getByRole('combobox', { name: 'Saved views' });
  const shared = views.locator('optgroup[label="Shared by the team"] option', { hasText: name });
  await expect(shared).toHaveCount(1);
  await views.selectOption({ label: (await shared.textContent()) ?? name });
  await expect(member).toHaveURL(new RegExp(`search=${prefix}`));
  await expect(member).toHaveURL(/sort=updated_asc/);
  const theirs = member.getByRole('table', { name: 'Parcels' });
  await expect(theirs.getByRole('columnheader', { name: 'Shipped via' })).toBeVisible();
  await expect(theirs.getByRole('columnheader', { name: 'Created' })).toBeHidden();
  await expect(theirs.locator('tbody tr')).toHaveCount(2);
  // Not theirs to delete or unshare.
  await expect(member.getByRole('button', { name: 'Delete view' })).toBeHidden();
  await member.context().close();
});

test('a parcel made to ask for a handover code and others are assigned from the list to a courier’s run; the code is asked at the door', async ({
  adminPage: page,
  baseURL,
  mailbox,
}) => {
  test.setTimeout(240_000);
  const prefix = await parcels(2, 'ASG');
  const handover = `${prefix}-H`;
  const email = `recipient-${prefix.toLowerCase()}@example.com`;
  const rider = `Rider ${prefix}`;
  const courier = await joinedMember(baseURL ?? '', mailbox, 'courier', rider);
  const client = staffClient(staff);
  const riderId = (await client.data(listCouriers, {})).find((each) => each.name === rider)!.id;

  try {
    await test.step('the create form makes a parcel that asks for a handover code', async () => {
      await page.goto('/control/parcels/create.html');
      await page.getByLabel(/Tracking code/).fill(handover);
      await page.getByLabel('Recipient name').fill('Joana Silva');
      await page.getByLabel('Destination city').fill('Lagos');
      await page.getByLabel(/Recipient email/).fill(email);
      await tick(page.getByRole('checkbox', { name: 'Ask for a handover code at the door' }), true);
      await page.getByRole('button', { name: 'Create parcel' }).click();
      await expect(page).toHaveURL(new RegExp(`/control/parcels/${handover}`));
      // A parcel whose journey is over: left out of the assignment, and said so.
      await client.data(cancelParcel, { params: { code: `${prefix}-2` }, body: {} });
    });

    const dialog = page.getByRole('dialog', { name: 'Assign 3 parcels to a courier' });
    let day = '';
    await test.step('three ticked parcels go to the courier’s run of today', async () => {
      await page.goto(`/control/parcels/list.html?search=${encodeURIComponent(prefix)}`);
      const rows = page.getByRole('table', { name: 'Parcels' }).locator('tbody tr');
      await expect(rows).toHaveCount(3);
      await tick(page.getByRole('checkbox', { name: 'Select every parcel on this page' }), true);
      await expect(page.getByText('3 parcels selected')).toBeVisible();
      const open = async () => {
        await page.getByRole('button', { name: 'Assign to courier' }).click();
        await dialog.getByRole('combobox', { name: 'Courier' }).selectOption({ label: rider });
        await expect(dialog.getByRole('button', { name: 'Assign 3 parcels' })).toBeEnabled();
      };
      // The page's toasts go first: one fading out reads as faint text to axe.
      await expect(page.locator('.bp6-toast')).toHaveCount(0, { timeout: 15_000 });
      // The theme is switched in the top bar, which an open dialog covers: opened in each.
      await panelTheme(page, 'Light');
      await open();
      await dialogFits(page, 'assign dialog, light');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await panelTheme(page, 'Dark');
      await open();
      await dialogFits(page, 'assign dialog, dark');
      day = await dialog.getByLabel('Day of the run').inputValue();
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await dialog.getByRole('button', { name: 'Assign 3 parcels' }).click();
      await expect(dialog.getByRole('status')).toContainText(`2 parcels added to ${rider}’s run`);
      await expect(dialog).toContainText(
        `${prefix}-2 can no longer go on a run: its journey is over`,
      );
      await dialogFits(page, 'assign result, dark');
    });

    await test.step('the Runs screen shows them on the courier’s run', async () => {
      await dialog.getByRole('link', { name: `Open ${rider}’s run` }).click();
      await expect(page.getByRole('heading', { name: 'Couriers’ runs', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: '2 stops' })).toBeVisible();
      const stops = await client.data(getRun, { query: { courier_id: riderId, date: day } });
      expect(stops.stops.map((stop) => [stop.tracking_code, stop.handover_code_required])).toEqual(
        expect.arrayContaining([
          [`${prefix}-1`, false],
          [handover, true],
        ]),
      );
      await expect(page.getByRole('listitem').filter({ hasText: handover })).toContainText(
        'Handover code',
      );
    });

    await test.step('the courier cannot deliver it without the code e-mailed to the recipient', async () => {
      const phone = staffClient(courier);
      const at = Date.now() - 60_000;
      const act = (action: 'out_for_delivery' | 'delivered', extra: object, sequence: number) => ({
        id: randomUUID(),
        code: handover,
        action,
        done_at: new Date(at + sequence * 1_000).toISOString(),
        sequence,
        ...extra,
      });
      const out = await phone.data(syncCourierActions, {
        body: { actions: [act('out_for_delivery', {}, 1)] },
      });
      expect(out.results[0].outcome).toBe('applied');
      // The handover e-mail among the recipient's (an out-for-delivery notice may follow it).
      const mailed = () =>
        mailbox.messages
          .filter((mail) => mail.subject === `Your handover code for parcel ${handover}`)
          .map((mail) => /hand it over: (\d{6})/.exec(mail.text ?? '')?.[1])
          .at(-1);
      await expect.poll(mailed).toMatch(/^\d{6}$/);
      const code = mailed();
      const without = await phone.data(syncCourierActions, {
        body: { actions: [act('delivered', { received_by: 'Joana Silva' }, 2)] },
      });
      expect(without.results[0]).toMatchObject({
        outcome: 'refused',
        error_code: 'courier.handover_code_required',
      });
      const withCode = await phone.data(syncCourierActions, {
        body: {
          actions: [act('delivered', { received_by: 'Joana Silva', handover_code: code }, 3)],
        },
      });
      expect(withCode.results[0]).toMatchObject({ outcome: 'applied', stage: 'delivered' });
    });
  } finally {
    await courier.dispose();
  }
});
