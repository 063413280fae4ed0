import { type Page, request } from '@playwright/test';
import { generateSync } from 'otplib';
import { signUpFirstAdmin } from '../../test-kit/accounts.js';
import { createParcel } from '../../test-kit/parcels.js';
import { seriousViolations } from '../support/a11y.js';
import { virtualAuthenticator } from '../support/authenticator.js';
import {
  expect,
  firstRunTest,
  signIn,
  staffClient,
  staffRequest,
  test,
} from '../support/fixtures.js';

const DISPATCHER = {
  email: 'dispatch@example.com',
  name: 'Dana Dispatch',
  password: 'dispatch-password-1',
};

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('the owner invites a dispatcher, who joins, signs in, is kept from settings and changes a parcel', async ({
  adminPage: owner,
  browser,
  baseURL,
  mailbox,
}) => {
  const code = `WB-STAFF-${Date.now()}`;
  const api = await staffRequest(baseURL ?? '');
  await createParcel(staffClient(api), {
    tracking_code: code,
    recipient_name: 'Rita Recipient',
    destination: 'Accra',
  });
  await api.dispose();

  await test.step('the owner invites a dispatcher from the Staff screen', async () => {
    await sideMenu(owner).getByRole('link', { name: 'Staff' }).click();
    await expect(owner).toHaveURL(/\/control\/staff$/);
    await expect(owner.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    await owner.getByLabel('E-mail', { exact: true }).fill(DISPATCHER.email);
    await owner.getByLabel('Role', { exact: true }).selectOption('dispatcher');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByText('Invitation sent.')).toBeVisible();
    const invitations = owner.getByRole('region', { name: 'Open invitations' });
    await expect(
      invitations.getByRole('cell', { name: DISPATCHER.email, exact: true }),
    ).toBeVisible();
    await expect(invitations.getByRole('cell', { name: 'Dispatcher', exact: true })).toBeVisible();
    expect(await seriousViolations(owner)).toEqual([]);
  });

  const member = await browser.newContext({ baseURL });
  const page = await member.newPage();
  const authenticator = await virtualAuthenticator(page);

  await test.step('the dispatcher opens the e-mailed link, sets a name and password and is signed in', async () => {
    await expect.poll(() => mailbox.latestTo(DISPATCHER.email)?.subject).toBeTruthy();
    const text = mailbox.latestTo(DISPATCHER.email)?.text ?? '';
    const link = /\/control\/invitation\?token=[\w%-]+/.exec(text)?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Join the staff' })).toBeVisible();
    await page.getByLabel('Name').fill(DISPATCHER.name);
    await page.getByLabel('Password').fill(DISPATCHER.password);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(/\/control\/index\.html$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  await test.step('the owner sees the new member, and the invitation is gone', async () => {
    await owner.reload();
    const members = owner.getByRole('region', { name: 'Members' });
    await expect(members.getByRole('cell', { name: DISPATCHER.email, exact: true })).toBeVisible();
    await expect(members.getByLabel(`Role of ${DISPATCHER.name}`)).toHaveValue('dispatcher');
    await expect(owner.getByText('No open invitations.')).toBeVisible();
  });

  let secret = '';
  await test.step('the dispatcher turns on two-factor sign-in with an authenticator app', async () => {
    await page.goto('/control/account/two-factor.html');
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Current password').fill(DISPATCHER.password);
    await page.getByLabel('Code from the app').fill(generateSync({ secret }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('list', { name: 'Your recovery codes' })).toBeVisible();
    await page.getByRole('button', { name: 'I have saved the codes' }).click();
    await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
  });

  await test.step('the dispatcher adds a passkey (Chromium’s virtual authenticator)', async () => {
    await page.getByLabel('Passkey name').fill('Dispatch desk');
    await page.getByLabel('Your password').fill(DISPATCHER.password);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText('Passkey added.')).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Your passkeys' })
        .getByRole('row', { name: /Dispatch desk/ }),
    ).toBeVisible();
    expect(await authenticator.credentials()).toHaveLength(1);
  });

  await test.step('signed out and in again with a code, a passkey, and the passkey alone, the dispatcher sees only what the role may open', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/control\/signin\.html$/);
    await page.getByLabel('E-mail', { exact: true }).fill(DISPATCHER.email);
    await page.getByLabel('Password', { exact: true }).fill(DISPATCHER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    // The next 30-second step: the step that turned TOTP on is spent (replays are refused).
    await page
      .getByLabel('Code from the app')
      .fill(generateSync({ secret, epoch: Date.now() / 1000 + 30 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/control\/index\.html$/);

    // Then with the password and the passkey, and with the passkey alone.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/control\/signin\.html$/);
    await page.getByLabel('E-mail', { exact: true }).fill(DISPATCHER.email);
    await page.getByLabel('Password', { exact: true }).fill(DISPATCHER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(/\/control\/index\.html$/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/control\/index\.html$/);
    const menu = sideMenu(page);
    await expect(menu.getByRole('link', { name: 'Parcels', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Send Email' })).toBeVisible();
    for (const hidden of ['All settings', 'Pages', 'Reviews', 'Staff']) {
      await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    const tiles = page.getByRole('navigation', { name: 'Control panel', exact: true });
    await expect(tiles.getByRole('link', { name: 'Parcels', exact: true })).toBeVisible();
    await expect(tiles.getByRole('link', { name: 'Invoices', exact: true })).toBeVisible();
    for (const hidden of ['Settings', 'Pages', 'Reviews']) {
      await expect(tiles.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
  });

  await test.step('settings and staff show the not-allowed state, not a broken page', async () => {
    for (const path of ['/control/settings', '/control/staff']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
      await expect(
        page.getByText('Your role (Dispatcher) does not allow this screen.'),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
    }
  });

  await test.step('the dispatcher changes a parcel', async () => {
    await page.goto(`/control/parcels/${code}/update`);
    await expect(page.getByLabel('Tracking code')).toHaveValue(code);
    await page.getByLabel('Status').fill('Out for delivery');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}$`));
    await expect(page.getByText('Out for delivery', { exact: true }).first()).toBeVisible();
  });

  await test.step('the owner finds the dispatcher’s change in the audit trail and the parcel’s Changes', async () => {
    await owner.goto(`/control/audit/list.html?email=${encodeURIComponent(DISPATCHER.email)}`);
    const table = owner.getByRole('table', { name: 'Audit trail' });
    const change = table.locator('tbody tr').filter({ hasText: 'Out for delivery' });
    await expect(change).toHaveCount(1);
    await expect(change).toContainText('Parcel');
    await expect(change).toContainText('Dispatcher');
    await owner.goto(`/control/parcels/${code}`);
    const changes = owner
      .getByRole('region', { name: 'Changes' })
      .getByRole('table', { name: 'Changes to this parcel' });
    const update = changes.locator('tbody tr').filter({ hasText: DISPATCHER.email });
    await expect(update).toHaveCount(1);
    const status = update.getByRole('listitem').filter({ hasText: 'Status' });
    await expect(status.getByRole('insertion')).toHaveText('Out for delivery');
  });

  await member.close();
});

// On a product of its own: handing ownership over must not change the shared product's owner.
firstRunTest(
  'the owner withdraws an invitation, changes a role, disables and enables a member, and hands ownership over',
  async ({ page, browser, baseURL, mailbox }) => {
    const OWNER = { email: 'owner@example.com', password: 'owner-password-1' };
    const visitor = await request.newContext({ baseURL });
    await signUpFirstAdmin(staffClient(visitor), OWNER);
    await visitor.dispose();
    await signIn(page, OWNER.email, OWNER.password);
    await page.goto('/control/staff');
    const invitations = page.getByRole('region', { name: 'Open invitations' });
    const members = page.getByRole('region', { name: 'Members' });

    const invite = async (email: string, role: string) => {
      await page.getByLabel('E-mail', { exact: true }).fill(email);
      await page.getByLabel('Role', { exact: true }).selectOption(role);
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await expect(invitations.getByRole('cell', { name: email, exact: true })).toBeVisible();
    };

    await test.step('an invitation withdrawn leaves the list', async () => {
      await invite('gone@example.com', 'viewer');
      await invitations.getByRole('button', { name: 'Withdraw: gone@example.com' }).click();
      await expect(page.getByText('No open invitations.')).toBeVisible();
    });

    await test.step('an invited admin joins', async () => {
      await invite('ada@example.com', 'admin');
      await expect.poll(() => mailbox.latestTo('ada@example.com')?.subject).toBeTruthy();
      const text = mailbox.latestTo('ada@example.com')?.text ?? '';
      const link = /\/control\/invitation\?token=[\w%-]+/.exec(text)?.[0] ?? '';
      const member = await browser.newContext({ baseURL });
      const memberPage = await member.newPage();
      await memberPage.goto(link);
      await memberPage.getByLabel('Name').fill('Ada Admin');
      await memberPage.getByLabel('Password').fill('ada-password-1');
      await memberPage.getByRole('button', { name: 'Create my account' }).click();
      await expect(memberPage).toHaveURL(/\/control\/index\.html$/);
      await member.close();
      await page.reload();
      await expect(members.getByLabel('Role of Ada Admin')).toHaveValue('admin');
    });

    await test.step('the owner changes the role, disables and enables the member', async () => {
      await members.getByLabel('Role of Ada Admin').selectOption('dispatcher');
      await expect(page.getByText('Ada Admin is now Dispatcher.')).toBeVisible();
      await members.getByRole('button', { name: 'Disable: Ada Admin' }).click();
      await expect(
        page.getByText('Ada Admin is disabled and signed out everywhere.'),
      ).toBeVisible();
      await expect(members.getByRole('row', { name: /Ada Admin/ })).toContainText('Disabled');
      await members.getByRole('button', { name: 'Enable: Ada Admin' }).click();
      await expect(members.getByRole('row', { name: /Ada Admin/ })).toContainText('Active');
    });

    await test.step('the owner hands ownership over after confirming, and loses the staff screen', async () => {
      await members.getByRole('button', { name: 'Make owner: Ada Admin' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('Make Ada Admin the owner?');
      await dialog.getByRole('button', { name: 'Hand over' }).click();
      await expect(page.getByText('Ada Admin is now the owner.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
      await expect(page.getByText('Your role (Admin) does not allow this screen.')).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Staff' }),
      ).toHaveCount(0);
    });
  },
);
