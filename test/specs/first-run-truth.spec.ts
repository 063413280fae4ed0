import { test as base, expect, type Page } from '@playwright/test';
import { createParcel } from '@waybill/shared';
import { solidPng } from '../../test-kit/pictures.js';
import { Mailbox } from '../support/mailbox.js';
import { Product } from '../support/product.js';
import { waitForReadyPages } from '../support/ready-pages.js';

/**
 * A new install as a new user meets it, with no MAIL_URL: the checklist leads to the company's
 * details and to mail set up through the panel; before that, nothing claims to be sent.
 */
const test = base.extend<{ mailbox: Mailbox; product: Product }, { readyPages: void }>({
  // Every page waits for its scripts before a test types into it, as the shared fixtures do.
  readyPages: [
    async ({ browser }, use) => {
      waitForReadyPages(browser);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  mailbox: async ({}, use) => {
    const mailbox = new Mailbox();
    await mailbox.start();
    await use(mailbox);
    await mailbox.stop();
  },
  product: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use) => {
      const product = new Product({ PUBLIC_URL: '', TIME_ZONE: 'Europe/London' });
      await product.start();
      await use(product);
      await product.stop();
    },
    { timeout: 120_000 },
  ],
  baseURL: async ({ product }, use) => {
    await use(product.url);
  },
});

const OWNER = { email: 'owner@harbour.test', password: 'owner-password-1' };

async function signUp(page: Page) {
  await page.goto('/control/signup.html');
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByLabel('Confirm password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Create admin' }).click();
  await page.waitForURL(/\/control\/index\.html$/);
}

const checklist = (page: Page) => page.getByRole('region', { name: 'Set-up checklist' });
const item = (page: Page, name: string) =>
  checklist(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });

test('sign-up leads to the checklist; company details and mail set through the panel complete it', async ({
  page,
  mailbox,
  product,
}) => {
  test.setTimeout(180_000);
  await signUp(page);
  await expect(checklist(page)).toBeVisible();
  await expect(item(page, 'Mail')).toContainText('no mail server is set');
  await expect(page.getByText(/Mail is not being sent/)).toBeVisible();

  // Company details, from the checklist's link.
  await item(page, 'Company name').getByRole('link', { name: 'Set it' }).click();
  await page.getByLabel('Company name').fill('Harbour Couriers');
  await page.getByLabel('Contact e-mail').fill('desk@harbour.test');
  await page.getByLabel('Contact phone').fill('+44 20 7946 0000');
  await page.getByLabel('Address (Optional)').fill('12 Quay Street, Bristol');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  // Mail, through the panel, to a local SMTP server.
  await page.goto('/control/index.html');
  await item(page, 'Mail').getByRole('link', { name: 'Set it' }).click();
  await page.getByLabel('Host').fill('127.0.0.1');
  await page.getByLabel('Port').fill(String(mailbox.port));
  await page.getByLabel('Security').selectOption('none');
  await page.getByLabel('Sender (From)').fill('desk@harbour.test');
  await page.getByRole('button', { name: 'Use this mail server' }).click();
  await expect(page.getByText('Mail server saved')).toBeVisible();
  await page.getByLabel('Send it to').fill('owner@harbour.test');
  await page.getByRole('button', { name: 'Send a test e-mail' }).click();
  await expect(
    page.getByText(/The mail server accepted the test e-mail\. It answered: 250/),
  ).toBeVisible();
  await expect
    .poll(() => mailbox.latestTo('owner@harbour.test')?.subject)
    .toBe('Harbour Couriers: test e-mail');
  await expect(page.getByText(/Mail is not being sent/)).toBeHidden();

  // No PUBLIC_URL: the public address and the logo are what is left, each set from its link.
  await page.goto('/control/settings');
  const undone = checklist(page).getByRole('listitem').filter({ hasText: 'Not done yet' });
  await expect(undone).toHaveCount(2);
  await expect(item(page, 'Public address')).toContainText('or PUBLIC_URL');
  await item(page, 'Logo').getByRole('link', { name: 'Set it' }).click();
  await page.getByLabel('Logo picture').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: solidPng(48, [12, 80, 160]),
  });
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByText('Logo saved')).toBeVisible();
  await expect(page.getByRole('img', { name: "The company's logo" })).toBeVisible();

  // The public address: a path is refused, the site's own origin kept.
  await page.goto('/control/settings');
  await item(page, 'Public address').getByRole('link', { name: 'Set it' }).click();
  const address = page.getByLabel("Site's public URL (Optional)");
  await address.fill(`${product.url}/track`);
  await page.getByRole('button', { name: 'Use this address' }).click();
  await expect(page.getByText(/must be the site's http or https address alone/)).toBeVisible();
  await address.fill(product.url);
  await page.getByRole('button', { name: 'Use this address' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.goto('/control/settings');
  await expect(checklist(page)).toContainText('Everything is set up.');
  await expect(undone).toHaveCount(0);

  // The public site's header shows the company's logo.
  await page.goto('/');
  await expect(page.locator('header img.topbar__company-logo')).toHaveAttribute(
    'src',
    /^\/uploads\/images\/[0-9a-f]{64}\.png$/,
  );

  // Removing it works: the checklist asks for one again and the site shows the product's mark.
  await page.goto('/control/settings/contact');
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No logo yet')).toBeVisible();
  await page.goto('/');
  await expect(page.locator('header img.topbar__company-logo')).toHaveCount(0);
});

test('with no mail server, no screen says "sent"', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page);
  // An invitation: saved, its link to copy from the staff screen.
  await page.goto('/control/staff');
  await page.getByLabel('E-mail').fill('new@harbour.test');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByText(/Invitation saved: the e-mail will go once mail is set up/),
  ).toBeVisible();
  await expect(page.getByText(/Invitation sent/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Copy link: new@harbour.test' }).click();
  await expect(page.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(
    /\/control\/invitation\?token=/,
  );
  await page.keyboard.press('Escape');

  // Send Email: saved, not sent.
  await page.goto('/control/email/send.html');
  await page.getByLabel('To', { exact: true }).fill('customer@harbour.test');
  await page.getByLabel('Subject').fill('Your parcel');
  await page.getByLabel('Body').fill('It is on its way.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Saved: the e-mail will go once mail is set up')).toBeVisible();

  // The contact form still takes a visitor's message, and it reaches the inbox.
  await page.goto('/contact.html');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Your e-mail').fill('kofi@home.test');
  await form.getByLabel('Subject').fill('Where is my box');
  await form.getByLabel('Message').fill('It left on Monday.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you. Your message has reached our team.')).toBeVisible();
  await page.goto('/control/email/inbox.html');
  await expect(page.getByRole('cell', { name: 'Where is my box' })).toBeVisible();

  // A visitor's e-mail updates: saved, the link to go once mail is set up.
  await page.request.post(createParcel.path({}), {
    data: {
      tracking_code: 'WB-FIRST',
      recipient_name: 'Ada Obi',
      recipient_email: 'ada@home.test',
      destination: 'Lagos',
    },
    headers: { Origin: new URL(page.url()).origin },
  });
  await page.goto('/track.html?code=WB-FIRST');
  const updates = page.getByRole('form', { name: 'Get e-mail updates' });
  await updates.getByLabel('Your e-mail').fill('friend@home.test');
  await updates.getByRole('button', { name: 'Send me updates' }).click();
  await expect(
    page.getByText('Saved: we will e-mail you a link to confirm once our mail is set up.'),
  ).toBeVisible();
  await expect(page.getByText(/we sent a link/)).toHaveCount(0);

  // The note under "Notify the recipient by e-mail" says the entry waits, not that it goes.
  await page.goto('/control/parcels/WB-FIRST/activities/create');
  await expect(
    page.getByText(/No mail server is set yet: ada@home\.test gets this entry once mail is set up/),
  ).toBeVisible();

  // The PIN request, signed out.
  // Off the panel first: a request of the screen still open could set its cookie again.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/control/password.html');
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByRole('button', { name: 'Send PIN' }).click();
  await expect(page.getByText(/the e-mail with the PIN will go once mail is set up/)).toBeVisible();
  await expect(page.getByText(/a PIN has been sent/)).toHaveCount(0);
});
