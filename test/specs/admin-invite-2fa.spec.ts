import { type Page, request } from '@playwright/test';
import { generateSync } from 'otplib';
import { signUpFirstAdmin } from '../../test-kit/accounts.js';
import { seriousViolations } from '../support/a11y.js';
import { expect, firstRunTest as test, signIn, staffClient } from '../support/fixtures.js';

const OWNER = { email: 'owner@example.com', password: 'owner-password-1' };
const MEMBER = { email: 'vic@example.com', name: 'Vic Viewer', password: 'viewer-password-1' };

// On a product of its own: requiring two-factor would change every other spec's sign-in.
test('while the owner requires two-factor, an invited member sets up TOTP before entering the panel', async ({
  page: owner,
  browser,
  product,
  mailbox,
}) => {
  const visitor = await request.newContext({ baseURL: product.url });
  await signUpFirstAdmin(staffClient(visitor), OWNER);
  await visitor.dispose();
  await signIn(owner, OWNER.email, OWNER.password);

  await test.step('the owner turns on TOTP and requires two-factor for every account', () =>
    requireTwoFactorAsOwner(owner));

  await test.step('the owner invites a viewer', async () => {
    await owner.goto('/control/staff');
    await owner.getByLabel('E-mail', { exact: true }).fill(MEMBER.email);
    await owner.getByLabel('Role', { exact: true }).selectOption('viewer');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByText('Invitation sent.')).toBeVisible();
  });

  const member = await browser.newContext({ baseURL: product.url });
  const page = await member.newPage();

  await test.step('the member joins and is led to set up TOTP, not into the panel', async () => {
    await expect.poll(() => mailbox.latestTo(MEMBER.email)?.subject).toBeTruthy();
    const text = mailbox.latestTo(MEMBER.email)?.text ?? '';
    const link = /\/control\/invitation\?token=[\w%-]+/.exec(text)?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Join the staff' })).toBeVisible();
    await page.getByLabel('Name').fill(MEMBER.name);
    await page.getByLabel('Password').fill(MEMBER.password);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await expect(page.getByText('Your company requires two-factor sign-in.')).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'QR code to add this account to an authenticator app' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // No session yet: the session cookie was never given.
    const cookies = await member.cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('waybill.sid');
  });

  await test.step('a code from the app turns it on; after the recovery codes, the dashboard', async () => {
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Code from the app').fill(generateSync({ secret }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const list = page.getByRole('list', { name: 'Your recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved the codes' }).click();
    await expect(page).toHaveURL(/\/control\/index\.html$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.goto('/control/account/two-factor.html');
    await expect(page.getByText('Recovery codes left: 10')).toBeVisible();
  });

  await test.step('the owner sees the new member, and the invitation is used', async () => {
    await owner.reload();
    const members = owner.getByRole('region', { name: 'Members' });
    await expect(members.getByRole('cell', { name: MEMBER.email, exact: true })).toBeVisible();
    await expect(owner.getByText('No open invitations.')).toBeVisible();
  });

  await member.close();
});

/** A member who joined before two-factor was required (an address of their own in the mailbox). */
const EARLIER = { email: 'wes@example.com', name: 'Wes Early', password: 'viewer-password-2' };

test('a member signed in before the owner requires two-factor is led to set it up at their next step', async ({
  page: owner,
  browser,
  product,
  mailbox,
}) => {
  const visitor = await request.newContext({ baseURL: product.url });
  await signUpFirstAdmin(staffClient(visitor), OWNER);
  await visitor.dispose();
  await signIn(owner, OWNER.email, OWNER.password);

  await test.step('a viewer joins while nothing is required', async () => {
    await owner.goto('/control/staff');
    await owner.getByLabel('E-mail', { exact: true }).fill(EARLIER.email);
    await owner.getByLabel('Role', { exact: true }).selectOption('viewer');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByText('Invitation sent.')).toBeVisible();
  });
  const member = await browser.newContext({ baseURL: product.url });
  const page = await member.newPage();
  await expect.poll(() => mailbox.latestTo(EARLIER.email)?.subject).toBeTruthy();
  const link = /\/control\/invitation\?token=[\w%-]+/.exec(
    mailbox.latestTo(EARLIER.email)?.text ?? '',
  )?.[0];
  await page.goto(link ?? '');
  await page.getByLabel('Name').fill(EARLIER.name);
  await page.getByLabel('Password').fill(EARLIER.password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await test.step('the owner turns on TOTP and requires two-factor for every account', () =>
    requireTwoFactorAsOwner(owner));

  await test.step('the member’s next step leads to the set-up, and nowhere else', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Parcels', exact: true }).click();
    await expect(page).toHaveURL(/\/control\/account\/two-factor\.html$/);
    const notice = page.getByRole('alert').filter({ hasText: 'Set up two-factor sign-in' });
    await expect(notice).toContainText('Your company requires two-factor sign-in.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/control/parcels/list.html');
    await expect(page).toHaveURL(/\/control\/account\/two-factor\.html$/);
    // Reloaded, in the dark theme on a phone: still the notice, still axe clean.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('state') ?? '{}') as object;
      localStorage.setItem('state', JSON.stringify({ ...saved, theme: 'DARK' }));
    });
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'DARK');
    await expect(notice).toContainText('Your company requires two-factor sign-in.');
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('with TOTP on, the panel opens again in the same session', async () => {
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel('Current password').fill(EARLIER.password);
    await page.getByLabel('Code from the app').fill(generateSync({ secret }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('button', { name: 'I have saved the codes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Set up two-factor' })).toHaveCount(0);
    await page.goto('/control/parcels/list.html');
    await expect(page.getByRole('heading', { name: 'Parcels', level: 1 })).toBeVisible();
  });

  await member.close();
});

/** The owner turns on TOTP for themselves, then requires two-factor sign-in of every account. */
async function requireTwoFactorAsOwner(owner: Page) {
  await owner.goto('/control/account/two-factor.html');
  await owner.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await owner.getByTestId('totp-secret').textContent()) ?? '';
  await owner.getByLabel('Current password').fill(OWNER.password);
  await owner.getByLabel('Code from the app').fill(generateSync({ secret }));
  await owner.getByRole('button', { name: 'Turn on' }).click();
  await owner.getByRole('button', { name: 'I have saved the codes' }).click();
  await owner.getByRole('button', { name: 'Require it' }).click();
  await expect(owner.getByRole('button', { name: 'Stop requiring it' })).toBeVisible();
}
