import { signIn as signInEndpoint } from '@waybill/shared';
import { expect, firstRunTest as test, signIn } from '../support/fixtures.js';

const EMAIL = 'office@example.com';
const FIRST_PASSWORD = 'first-password-1';
const CHANGED_PASSWORD = 'changed-password-2';
const RESET_PASSWORD = 'reset-password-3';

test('a new install: create the admin, change the password, sign out, reset it with an e-mailed PIN', async ({
  page,
  mailbox,
  product,
}) => {
  await test.step('from another machine (through a proxy) the sign-up needs the printed link', async () => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.5' });
    await page.goto('/cp/signup');
    await page.getByLabel('E-mail').fill('intruder@example.com');
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('Confirm password').fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Create admin' }).click();
    await expect(
      page.getByText(
        'Creating the first admin from another machine needs the sign-up link the server printed at start',
      ),
    ).toBeVisible();
  });

  await test.step('create the first admin in the browser, with the link the server printed', async () => {
    await expect.poll(() => product.printed).toMatch(/\/cp\/signup\?token=/);
    const link = /\/cp\/signup\?token=[A-Za-z0-9_-]+/.exec(product.printed)?.[0] ?? '';
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Create the first admin' })).toBeVisible();
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('Confirm password').fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Create admin' }).click();
    await expect(page).toHaveURL(/\/control\/index\.html$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.setExtraHTTPHeaders({});
    for (const tile of ['Parcels', 'Reviews', 'Pages', 'Send Email', 'Settings', 'Password']) {
      await expect(
        page.getByRole('main').getByRole('link', { name: tile, exact: true }),
      ).toBeVisible();
    }
  });

  await test.step('the sign-up link is used up, and guest screens send a signed-in admin home', async () => {
    await page.goto('/cp');
    await expect(page).toHaveURL(/\/control\/index\.html$/);
  });

  await test.step('change the password', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Password', exact: true }).click();
    await expect(page).toHaveURL(/\/control\/account\/password\.html$/);
    await page.getByLabel('Current password').fill(FIRST_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(CHANGED_PASSWORD);
    await page.getByLabel('Confirm new password').fill(CHANGED_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();
  });

  await test.step('sign out, and admin screens send a signed-out visitor to sign in', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/control\/signin\.html$/);
    await page.goto('/control/account/index.html');
    await expect(page).toHaveURL(/\/control\/signin\.html$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  await test.step('the old password no longer signs in', async () => {
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('The e-mail or password is incorrect')).toBeVisible();
  });

  await test.step('reset the forgotten password with the PIN from the e-mail', async () => {
    await page.getByRole('link', { name: /forgot/i }).click();
    await expect(page).toHaveURL(/\/control\/password\.html$/);
    // The sign-in form also has an E-mail field and stays drawn while this screen's code loads.
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByRole('button', { name: 'Send PIN' }).click();
    await expect(page.getByText(/a PIN has been sent/)).toBeVisible();
    await expect
      .poll(() => mailbox.latestTo(EMAIL)?.subject)
      .toBe('Your Waybill password reset PIN');
    const pin = /\b(\d{6})\b/.exec(mailbox.latestTo(EMAIL)?.text ?? '')?.[1] ?? '';
    expect(pin).toMatch(/^\d{6}$/);
    await page.getByLabel('PIN').fill(pin);
    await page.getByLabel('New password', { exact: true }).fill(RESET_PASSWORD);
    await page.getByLabel('Confirm new password').fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(
      page.getByText('Your password has been changed. Sign in with the new password.'),
    ).toBeVisible();
    // The account is told, with no secret in the notice.
    await expect
      .poll(() => mailbox.latestTo(EMAIL)?.subject)
      .toBe('Your Waybill password was changed');
    expect(mailbox.latestTo(EMAIL)?.text).not.toContain(pin);
  });

  await test.step('sign in with the new password; the session cookie is HttpOnly and SameSite=Lax', async () => {
    await signIn(page, EMAIL, RESET_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'waybill.sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('waybill.sid');
    // The device cookie that keeps this browser signing in while strangers hammer the e-mail.
    const device = (await page.context().cookies()).find(
      (entry) => entry.name === 'waybill.device',
    );
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(signInEndpoint.path({})).toMatch(new RegExp(`^${device?.path}/`));
  });

  await test.step('a second sign-up is refused on screen', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.goto('/control/signup.html');
    await expect(page.getByText(/An admin account already exists/)).toBeVisible();
  });
});
