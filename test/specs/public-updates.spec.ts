import type { APIRequestContext, Page } from '@playwright/test';
import { confirmSubscriptionPage, createActivity, subscribeToParcel } from '@waybill/shared';
import type { ParsedMail } from 'mailparser';
import { createParcel as createStaffParcel } from '../../test-kit/parcels.js';
import { isCallOf } from '../../test-kit/routes.js';
import { expect, staffClient, staffRequest, test } from '../support/fixtures.js';
import type { Mailbox } from '../support/mailbox.js';

/**
 * "Get e-mail updates" on /track.html: a visitor asks for a parcel's news by e-mail, confirms
 * through the link mailed to them, and then gets an e-mail when staff add to the parcel's history.
 * Staff work through the API; the mail goes through a real SMTP server.
 */

/** The server's answer to a request for updates (the same whether or not the code exists). */
const REQUESTED = 'Check your inbox: we sent a link to confirm that you want e-mail updates.';

let staff: APIRequestContext;
let count = 0;

/** Codes and addresses no other spec uses: the product (parcels, outbox) is shared. */
function unique(): string {
  count += 1;
  return `${Date.now().toString(36)}${count}`.toUpperCase();
}

test.beforeAll(async ({ product }) => {
  staff = await staffRequest(product.url);
});

test.afterAll(async () => {
  await staff.dispose();
});

/** A parcel with no recipient e-mail: only visitors who ask are told about it. */
async function createParcel(code: string): Promise<number> {
  const parcel = await createStaffParcel(staffClient(staff), {
    tracking_code: code,
    recipient_name: 'Grace Hopper',
    destination: 'Arlington, VA',
  });
  return parcel.id;
}

/** The newest message to `address` with exactly this subject, once it has arrived. */
async function mailArrives(mailbox: Mailbox, address: string, subject: string) {
  await expect.poll(() => mailbox.latestTo(address)?.subject, { timeout: 20_000 }).toBe(subject);
  return mailbox.latestTo(address) as ParsedMail;
}

/** The form under the found parcel, once the parcel is shown. */
async function updatesForm(page: Page, code: string, name = 'Get e-mail updates') {
  await page.goto(`/track.html?code=${encodeURIComponent(code)}`);
  await expect(page.getByRole('region', { name: code })).toBeVisible();
  return page.getByRole('form', { name });
}

test('a visitor asks for updates, confirms from the e-mail, and is told when the parcel moves', async ({
  page,
  mailbox,
  baseURL,
}) => {
  const code = `UPD-${unique()}`;
  const address = `visitor-${unique().toLowerCase()}@example.org`;
  const parcelId = await createParcel(code);

  const form = await updatesForm(page, code);
  await expect(form.getByRole('heading', { name: 'Get e-mail updates' })).toBeVisible();
  await form.getByLabel('Your e-mail').fill(address);
  await form.getByRole('button', { name: 'Send me updates' }).click();
  await expect(form.getByRole('status')).toHaveText(REQUESTED);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByLabel('Your e-mail')).toHaveValue('');

  // The confirmation e-mail, with its link; nothing else is sent until it is followed.
  const confirmation = await mailArrives(
    mailbox,
    address,
    `Confirm e-mail updates for parcel ${code}`,
  );
  const sent = (confirmation.text?.match(/https?:\/\/\S+/g) ?? [])
    .map((link) => new URL(link))
    .find((url) => isCallOf(confirmSubscriptionPage, url) && url.search.length > 1);
  expect(sent, confirmation.text).toBeDefined();
  await page.goto(new URL(`${sent?.pathname}${sent?.search}`, baseURL).href);
  await expect(page.getByRole('heading', { name: 'Get e-mail updates?' })).toBeVisible();
  await page.getByRole('button', { name: 'Send me updates' }).click();
  await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
  await expect(page.getByText(`We will e-mail you each time parcel ${code} moves.`)).toBeVisible();

  // Staff add to the history: the subscriber is told.
  const title = `Arrived at the sorting centre ${unique()}`;
  await staffClient(staff).data(
    createActivity,
    { body: { title, description: 'Sorted and loaded for the next leg.', parcel_id: parcelId } },
    201,
  );
  const news = await mailArrives(mailbox, address, `Parcel ${code}: ${title}`);
  expect(news.text).toContain('Sorted and loaded for the next leg.');
});

test('an invalid e-mail address shows a red error and sends nothing', async ({ page }) => {
  const code = `UPD-${unique()}`;
  await createParcel(code);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isCallOf(subscribeToParcel, request.url())) requests.push(request.url());
  });

  const form = await updatesForm(page, code);
  await form.getByRole('button', { name: 'Send me updates' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your e-mail is required');

  await form.getByLabel('Your e-mail').fill('not-an-address');
  await form.getByRole('button', { name: 'Send me updates' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your e-mail must be a valid e-mail address');
  await expect(form.getByRole('status')).toHaveCount(0);
  expect(requests).toEqual([]);
});

test("in the visitor's language: the green answer, then the rate limit in red after three asks", async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'googtrans', value: '/en/de', url: baseURL }]);
  const code = `UPD-${unique()}`;
  await createParcel(code);
  const address = `eager-${unique().toLowerCase()}@example.org`;

  const form = await updatesForm(page, code, 'Updates per E-Mail erhalten');
  const ask = async () => {
    await form.getByLabel('Ihre E-Mail').fill(address);
    await form.getByRole('button', { name: 'Updates an mich senden' }).click();
  };
  // Three asks per address an hour are answered.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await ask();
    await expect(form.getByRole('status')).toHaveText(
      'Sehen Sie in Ihrem Posteingang nach: Wir haben Ihnen einen Link gesendet, mit dem Sie bestätigen, dass Sie Updates per E-Mail erhalten möchten.',
    );
    await expect(form.getByLabel('Ihre E-Mail')).toHaveValue('');
  }
  // The fourth is refused (429), and the visitor is told how long to wait.
  await ask();
  await expect(form.getByRole('alert')).toHaveText(
    /^Zu viele Versuche\. Bitte warten Sie \d+ Minuten? und versuchen Sie es dann erneut\.$/,
  );
  await expect(form.getByRole('status')).toHaveCount(0);
});
