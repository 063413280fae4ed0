import { request, type Page } from '@playwright/test';
import { signUpFirstAdmin } from '../../test-kit/accounts.js';
import { seriousViolations } from '../support/a11y.js';
import { virtualAuthenticator } from '../support/authenticator.js';
import { expect, firstRunTest as test, signIn, staffClient } from '../support/fixtures.js';

const OWNER = { email: 'owner@example.com', password: 'owner-password-1' };

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

test('passkeys: add one on the account screen, then sign in with password and passkey, and with the passkey alone', async ({
  page,
  product,
}) => {
  const visitor = await request.newContext({ baseURL: product.url });
  await signUpFirstAdmin(staffClient(visitor), OWNER);
  await visitor.dispose();
  const authenticator = await virtualAuthenticator(page);
  await signIn(page, OWNER.email, OWNER.password);

  await test.step('add a passkey, named, with the password', async () => {
    await page.goto('/control/account/two-factor.html');
    const section = page.getByRole('heading', { name: 'Passkeys', exact: true });
    await expect(section).toBeVisible();
    await expect(page.getByText('No passkeys yet.')).toBeVisible();
    await page.getByLabel('Passkey name').fill('Test laptop');
    await page.getByLabel('Your password').fill('not-the-password');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText('The current password is incorrect')).toBeVisible();
    // Refused before the browser's ceremony: nothing was created on the authenticator.
    expect(await authenticator.credentials()).toHaveLength(0);

    await page.getByLabel('Your password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText('Passkey added.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Your passkeys' });
    const row = table.getByRole('row', { name: /Test laptop/ });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Never' })).toBeVisible();
    expect(await authenticator.credentials()).toHaveLength(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('sign out, then sign in with the password and the passkey', async () => {
    await signOut(page);
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    // The account has no authenticator app: only the passkey is offered.
    await expect(page.getByLabel('Code from the app')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(/\/control\/index\.html$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  await test.step('sign out, then sign in with the passkey alone', async () => {
    await signOut(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/control\/index\.html$/);
    await expect(page.getByRole('link', { name: 'Account owner, Owner' })).toBeVisible();
  });

  await test.step('rename it, then remove it with the password', async () => {
    await page.goto('/control/account/two-factor.html');
    const table = page.getByRole('table', { name: 'Your passkeys' });
    await expect(table.getByRole('row', { name: /Test laptop/ })).not.toContainText('Never');
    await page.getByRole('button', { name: 'Rename Test laptop' }).click();
    await page.getByLabel('Passkey name').first().fill('Office laptop');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(table.getByRole('row', { name: /Office laptop/ })).toBeVisible();

    await page.getByRole('button', { name: 'Remove Office laptop' }).click();
    await expect(page.getByRole('heading', { name: 'Remove “Office laptop”' })).toBeVisible();
    await page.getByLabel('Your password').first().fill(OWNER.password);
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('No passkeys yet.')).toBeVisible();
  });

  await test.step('without a passkey the password alone signs in again', async () => {
    await signOut(page);
    await signIn(page, OWNER.email, OWNER.password);
  });
});
