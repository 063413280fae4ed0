import { type Browser, type Page, request } from '@playwright/test';
import {
  type AssignableRole,
  acceptInvitation,
  createActivity,
  inviteStaff,
} from '@waybill/shared';
import { createParcel } from '../../test-kit/parcels.js';
import { seriousViolations } from '../support/a11y.js';
import type { Mailbox } from '../support/mailbox.js';
import { expect, staffClient, staffRequest, test } from '../support/fixtures.js';

// The screens show only what the member's role may do. A viewer reads what a dispatcher reads and
// is offered no change; a dispatcher's menus leave out content, settings and staff.

const PASSWORD = 'member-password-1';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/**
 * The owner invites a new member with `role` through the API and the member accepts through
 * the API (the invitation screens have their own test, admin-staff.spec.ts): a page signed in
 * as the member, on the dashboard.
 */
async function memberPage(
  browser: Browser,
  baseURL: string,
  mailbox: Mailbox,
  member: { email: string; name: string; role: AssignableRole },
): Promise<Page> {
  const owner = await staffRequest(baseURL);
  await staffClient(owner).data(
    inviteStaff,
    { body: { email: member.email, role: member.role } },
    201,
  );
  await owner.dispose();
  await expect.poll(() => mailbox.latestTo(member.email)?.text ?? '').toContain('token=');
  const link = /token=([\w%-]+)/.exec(mailbox.latestTo(member.email)?.text ?? '');
  const token = decodeURIComponent(link?.[1] ?? '');
  const joining = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  await staffClient(joining).data(acceptInvitation, {
    body: { token, name: member.name, password: PASSWORD },
  });
  const context = await browser.newContext({ baseURL, storageState: await joining.storageState() });
  await joining.dispose();
  const page = await context.newPage();
  await page.goto('/control/index.html');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return page;
}

/** A parcel with one history entry, made by the owner. */
async function parcelWithHistory(baseURL: string, code: string): Promise<void> {
  const owner = await staffRequest(baseURL);
  const staff = staffClient(owner);
  const parcel = await createParcel(staff, {
    tracking_code: code,
    recipient_name: 'Rita Recipient',
    destination: 'Accra',
  });
  await staff.data(
    createActivity,
    {
      body: {
        parcel_id: parcel.id,
        title: 'Picked up',
        description: 'At the depot',
        notify: false,
      },
    },
    201,
  );
  await owner.dispose();
}

test('a viewer reads a parcel and its history but is offered no change, and an edit address is not allowed', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const url = baseURL ?? '';
  const code = `WB-VIEW-${Date.now()}`;
  await parcelWithHistory(url, code);
  const viewer = {
    email: `viewer-${Date.now()}@example.com`,
    name: 'Vera Viewer',
    role: 'viewer' as const,
  };
  const page = await memberPage(browser, url, mailbox, viewer);

  await test.step('the top bar names the member and the role', async () => {
    const account = page
      .getByRole('banner')
      .getByRole('link', { name: 'Account Vera Viewer, Viewer' });
    await expect(account).toContainText('Vera Viewer');
    await expect(account).toContainText('Viewer');
    await expect(account).toHaveAttribute('title', viewer.email);
  });

  await test.step('the menu and tiles lead only to what a viewer reads', async () => {
    const menu = sideMenu(page);
    for (const shown of ['Parcels', 'Invoices', 'Outbox']) {
      await expect(menu.getByRole('link', { name: shown, exact: true })).toBeVisible();
    }
    for (const hidden of [
      'New parcel',
      'New invoice',
      'Send Email',
      'Pages',
      'All settings',
      'Staff',
      'Audit trail',
      'Background jobs',
      'API keys',
      'Data requests',
    ]) {
      await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    const tiles = page.getByRole('navigation', { name: 'Control panel', exact: true });
    await expect(tiles.getByRole('link', { name: 'Parcels', exact: true })).toBeVisible();
    await expect(tiles.getByRole('link', { name: 'Send Email', exact: true })).toHaveCount(0);
  });

  await test.step('the parcel list offers no new parcel', async () => {
    await sideMenu(page).getByRole('link', { name: 'Parcels', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Parcels', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: code })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New parcel' })).toHaveCount(0);
  });

  await test.step('the detail shows the parcel, History and the label, no Update, Add or Delete', async () => {
    await page.getByRole('link', { name: code }).click();
    await expect(page.getByRole('heading', { name: code, level: 1 })).toBeVisible();
    await expect(page.getByText('Rita Recipient', { exact: true })).toBeVisible();
    const toolbar = page.getByRole('toolbar', { name: 'Parcel actions' });
    await expect(toolbar.getByRole('link', { name: 'History' })).toBeVisible();
    await expect(toolbar.getByText('Print label')).toBeVisible();
    for (const name of ['Update', 'Update map', 'Update image', 'Add activity']) {
      await expect(toolbar.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    // The trail is read by owners and admins only.
    await expect(page.getByRole('region', { name: 'Changes' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the history lists its entry with no edit, delete or add', async () => {
    await page
      .getByRole('toolbar', { name: 'Parcel actions' })
      .getByRole('link', { name: 'History' })
      .click();
    await expect(page.getByText('Picked up')).toBeVisible();
    await expect(page.getByRole('link', { name: /Edit|Add/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  await test.step('an edit screen opened by its address says the role does not allow it', async () => {
    for (const path of [
      `/control/parcels/${code}/update`,
      `/control/parcels/${code}/activities/create`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
      await expect(page.getByText('Your role (Viewer) does not allow this screen.')).toBeVisible();
      await expect(page.getByLabel('Status')).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  await page.context().close();
});

test('a dispatcher’s menus leave out settings, pages, reviews, staff and the trail; its parcel has every change', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const url = baseURL ?? '';
  const code = `WB-DISP-${Date.now()}`;
  await parcelWithHistory(url, code);
  const page = await memberPage(browser, url, mailbox, {
    email: `dispatcher-${Date.now()}@example.com`,
    name: 'Dev Dispatcher',
    role: 'dispatcher',
  });

  const menu = sideMenu(page);
  for (const shown of ['Parcels', 'New parcel', 'Invoices', 'Send Email', 'Outbox']) {
    await expect(menu.getByRole('link', { name: shown, exact: true })).toBeVisible();
  }
  for (const hidden of [
    'All settings',
    'Contact Info',
    'Pages',
    'New page',
    'Reviews',
    'Staff',
    'Audit trail',
    'Background jobs',
    'API keys',
    'Data requests',
  ]) {
    await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  const tiles = page.getByRole('navigation', { name: 'Control panel', exact: true });
  for (const hidden of ['Settings', 'Pages', 'Reviews']) {
    await expect(tiles.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }

  await page.goto(`/control/parcels/${code}`);
  const toolbar = page.getByRole('toolbar', { name: 'Parcel actions' });
  for (const name of ['Update', 'Update map', 'Update image', 'Add activity']) {
    await expect(toolbar.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(toolbar.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Changes' })).toHaveCount(0);
  await page.context().close();
});
