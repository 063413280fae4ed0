import { generateSync } from 'otplib';
import { signUpFirstAdmin } from '../../test-kit/accounts.js';
import { seriousViolations } from '../support/a11y.js';
import { expect, firstRunTest as test, signIn, staffClient } from '../support/fixtures.js';
import { request, type Page } from '@playwright/test';

const OWNER = { email: 'owner@example.com', password: 'owner-password-1' };

/**
 * The code of the next 30-second step: the server accepts one step of drift, and a code of a
 * step already used (the one that turned TOTP on may share this step) is refused as a replay.
 */
const nextCode = (secret: string) => generateSync({ secret, epoch: Date.now() / 1000 + 30 });

async function passwordStep(page: Page): Promise<void> {
  await page.goto('/control/signin.html');
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

test('two-factor sign-in: set up TOTP, then sign in with a code and with a recovery code', async ({
  page,
  product,
}) => {
  const visitor = await request.newContext({ baseURL: product.url });
  await signUpFirstAdmin(staffClient(visitor), OWNER);
  await visitor.dispose();
  await signIn(page, OWNER.email, OWNER.password);

  let secret = '';
  let recoveryCodes: string[] = [];
  await test.step('set up TOTP from the account screen', async () => {
    await page.goto('/control/account/index.html');
    await page.getByRole('link', { name: 'Two-factor sign-in' }).click();
    await expect(page).toHaveURL(/\/control\/account\/two-factor\.html$/);
    await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const qr = page.getByRole('img', {
      name: 'QR code to add this account to an authenticator app',
    });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // The password too: a session left open cannot turn it on.
    await page.getByLabel('Current password').fill(OWNER.password);
    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText('The code is wrong or has already been used')).toBeVisible();
    await page.getByLabel('Code from the app').fill(generateSync({ secret }));
    await page.getByRole('button', { name: 'Turn on' }).click();

    const list = page.getByRole('list', { name: 'Your recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('waybill-recovery-codes.txt');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have saved the codes' }).click();
    await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
    await expect(page.getByText('Recovery codes left: 10')).toBeVisible();
  });

  await test.step('sign out, then sign in with the password and a code', async () => {
    await signOut(page);
    await passwordStep(page);
    const code = page.getByLabel('Code from the app');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(await seriousViolations(page)).toEqual([]);
    await code.fill(nextCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/control\/index\.html$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  await test.step('sign out, then sign in with a recovery code, which then no longer works', async () => {
    await signOut(page);
    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/control\/index\.html$/);

    await signOut(page);
    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The code is wrong or has already been used')).toBeVisible();
    await page.getByLabel('Recovery code').fill(recoveryCodes[1]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/control\/index\.html$/);
    await page.goto('/control/account/two-factor.html');
    await expect(page.getByText('Recovery codes left: 8')).toBeVisible();
  });

  await test.step('require two-factor for every account: then it cannot be turned off', async () => {
    await page.getByRole('button', { name: 'Require it' }).click();
    await expect(page.getByRole('button', { name: 'Stop requiring it' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn off' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Stop requiring it' }).click();
    await expect(page.getByRole('button', { name: 'Require it' })).toBeVisible();
  });

  await test.step('turn it off with the password: the password alone signs in again', async () => {
    const turnOff = page.getByRole('button', { name: 'Turn off' });
    await page.getByLabel('Current password').last().fill(OWNER.password);
    await turnOff.click();
    await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
    await signOut(page);
    await signIn(page, OWNER.email, OWNER.password);
  });
});
