import type { Browser, BrowserContext, Page } from '@playwright/test';
import { inviteStaff } from '@waybill/shared';
import { seriousViolations } from '../support/a11y.js';
import type { Mailbox } from '../support/mailbox.js';
import { expect, signIn, staffClient, staffRequest, test } from '../support/fixtures.js';

/**
 * Staff sessions: a member sees every browser signed in as them and ends one, and the owner ends a
 * member's session from the Staff screen; the browser whose session ended is signed out at its next
 * step. Each test signs in a member of its own: the shared admin's session, which the other spec
 * files use, is never ended here.
 */
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FIREFOX_LINUX =
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const PASSWORD = 'member-password-1';

interface Member {
  email: string;
  name: string;
}

/** The admin invites a new viewer; answers the link the invitation e-mail holds. */
async function invite(baseURL: string, mailbox: Mailbox, member: Member): Promise<string> {
  const api = await staffRequest(baseURL);
  await staffClient(api).data(inviteStaff, { body: { email: member.email, role: 'viewer' } }, 201);
  await api.dispose();
  await expect.poll(() => mailbox.latestTo(member.email)?.subject).toBeTruthy();
  const link = /\/control\/invitation\?token=[\w%-]+/.exec(
    mailbox.latestTo(member.email)?.text ?? '',
  )?.[0];
  expect(link).toBeTruthy();
  return link ?? '';
}

/** A browser of its own (its user agent as given), with one page. */
async function browserAs(
  browser: Browser,
  baseURL: string,
  userAgent: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, userAgent });
  return { context, page: await context.newPage() };
}

/** Joins with the invitation link in `page`: the member is signed in there. */
async function join(page: Page, link: string, member: Member) {
  await page.goto(link);
  await page.getByLabel('Name').fill(member.name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/control\/index\.html$/);
}

/** A session's card, found by the heading that names its browser. */
const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

/** The page's next step needs the server: the session-ended dialog asks for the password. */
async function expectSessionEnded(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Parcels', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/control\/signin\.html$/);
}

test('a member sees both browsers signed in as them, ends the other, then signs this one out', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const url = baseURL ?? '';
  const member = { email: `sessions-${Date.now()}@example.com`, name: 'Sam Sessions' };
  const link = await invite(url, mailbox, member);
  const office = await browserAs(browser, url, CHROME_WINDOWS);
  const home = await browserAs(browser, url, FIREFOX_LINUX);
  await join(office.page, link, member);
  await signIn(home.page, member.email, PASSWORD);

  await test.step('the Sessions screen, under Account, lists both browsers, this one marked', async () => {
    await office.page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Sessions', exact: true })
      .click();
    await expect(office.page).toHaveURL(/\/control\/account\/sessions\.html$/);
    await expect(office.page.getByRole('heading', { name: 'Sessions', level: 1 })).toBeVisible();
    const here = card(office.page, 'Chrome 124 on Windows 10');
    await expect(here).toContainText('This device');
    await expect(here).toContainText('Computer');
    const other = card(office.page, 'Firefox 125 on Linux');
    await expect(other).toBeVisible();
    await expect(other).not.toContainText('This device');
    expect(await seriousViolations(office.page)).toEqual([]);
  });

  await test.step('ending the other browser’s session signs it out at its next step', async () => {
    await office.page.getByRole('button', { name: 'End session: Firefox 125 on Linux' }).click();
    await expect(
      office.page.getByText('The session was ended: that browser is signed out.'),
    ).toBeVisible();
    await expect(card(office.page, 'Firefox 125 on Linux')).toHaveCount(0);
    await expect(office.page.getByText('No other browser is signed in.')).toBeVisible();
    await expectSessionEnded(home.page);
  });

  await test.step('"Sign out this device" ends this session and shows the sign-in screen', async () => {
    await office.page.getByRole('button', { name: 'Sign out this device' }).click();
    await expect(office.page).toHaveURL(/\/control\/signin\.html$/);
    await office.page.goto('/control/account/sessions.html');
    await expect(office.page).toHaveURL(/\/control\/signin\.html$/);
  });

  await office.context.close();
  await home.context.close();
});

test('the owner ends a member’s session from the Staff screen, filtered to that member', async ({
  adminPage: owner,
  browser,
  baseURL,
  mailbox,
}) => {
  const url = baseURL ?? '';
  const member = { email: `staff-sessions-${Date.now()}@example.com`, name: 'Mo Member' };
  const link = await invite(url, mailbox, member);
  const home = await browserAs(browser, url, FIREFOX_LINUX);
  await join(home.page, link, member);

  await owner.goto('/control/staff');
  const sessions = owner.getByRole('region', { name: "Members' sessions" });
  await sessions.getByLabel('Member', { exact: true }).selectOption({
    label: `${member.name} (${member.email})`,
  });
  const theirs = card(owner, 'Firefox 125 on Linux');
  await expect(theirs).toContainText(member.email);
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect(await seriousViolations(owner)).toEqual([]);

  await theirs
    .getByRole('button', { name: `End session: Firefox 125 on Linux, ${member.name}` })
    .click();
  await expect(owner.getByText('The session was ended: that browser is signed out.')).toBeVisible();
  await expect(sessions.getByText('No browser is signed in.')).toBeVisible();
  await expectSessionEnded(home.page);
  // The owner is still signed in.
  await owner.reload();
  await expect(owner.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await home.context.close();
});
