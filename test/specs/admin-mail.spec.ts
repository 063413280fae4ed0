import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  getParcelLabel,
  getSettings,
  updateSettings,
  type Parcel,
  type Settings,
} from '@waybill/shared';
import type { ParsedMail } from 'mailparser';
import { createParcel as createStaffParcel } from '../../test-kit/parcels.js';
import { expect, staffClient, test } from '../support/fixtures.js';
import type { Mailbox } from '../support/mailbox.js';

/** A suffix no other spec uses: the product (its parcels, outbox, settings) is shared. */
const uniqueId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

function readSettings(api: APIRequestContext): Promise<Settings> {
  return staffClient(api).data(getSettings);
}

async function patchSettings(
  api: APIRequestContext,
  fields: Partial<Omit<Settings, 'id'>>,
): Promise<void> {
  await staffClient(api).data(updateSettings, { body: fields });
}

async function restoreSettings(api: APIRequestContext, saved: Settings): Promise<void> {
  const { id: _id, ...fields } = saved;
  await patchSettings(api, fields);
}

/** A parcel made through the API with the admin's session (the calls /control makes). */
function createParcel(
  api: APIRequestContext,
  code: string,
  recipientEmail?: string,
): Promise<Parcel> {
  return createStaffParcel(staffClient(api), {
    tracking_code: code,
    recipient_name: 'Rui Recipient',
    destination: 'Porto',
    ...(recipientEmail ? { recipient_email: recipientEmail } : {}),
  });
}

/** The newest message to `address` whose subject contains `subject`, once it arrived. */
async function mailArrives(mailbox: Mailbox, address: string, subject: string) {
  const find = () =>
    mailbox.messages.find(
      (mail) => mail.subject?.includes(subject) && recipientsOf(mail).includes(address),
    );
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  return find() as ParsedMail;
}

function recipientsOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : [mail.to];
  return to.flatMap((address) => address?.value.map((entry) => entry.address ?? '') ?? []);
}

/** The outbox row of a message, by its unique subject. */
function outboxRow(page: Page, subject: string): Locator {
  return page.getByRole('table', { name: 'Outbox' }).getByRole('row').filter({ hasText: subject });
}

/** The product keeps refreshing nothing by itself: press Refresh until the row says `status`. */
async function expectOutboxStatus(page: Page, subject: string, status: string): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(outboxRow(page, subject).getByRole('cell').nth(3)).toHaveText(status, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
}

async function expectPdf(api: APIRequestContext, href: string | null): Promise<void> {
  expect(href).toBeTruthy();
  const response = await api.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

test('staff send an e-mail from /control: it arrives in the company template and the outbox shows it sent', async ({
  adminPage: page,
  mailbox,
}) => {
  const id = uniqueId();
  const before = await readSettings(page.request);
  const company = `Harbour Couriers ${id}`;
  const to = `client-${id}@example.org`;
  const subject = `Your quote ${id}`;
  try {
    await patchSettings(page.request, {
      company_name: company,
      contact_email: `desk-${id}@example.com`,
      contact_phone: '+351 210 000 777',
      contact_address: 'Rua do Cais 7, Lisbon',
      mail_driver: 'outbox',
      mail_template: 'html3',
    });

    await test.step('the dashboard leads to Send Email, filled from the settings', async () => {
      await page.reload();
      await page.getByRole('main').getByRole('link', { name: 'Send Email', exact: true }).click();
      await expect(page).toHaveURL(/\/control\/email\/send\.html$/);
      await expect(page.getByRole('heading', { name: 'Send Email', level: 1 })).toBeVisible();
      await expect(page.getByLabel('Reply-To')).toHaveValue(`desk-${id}@example.com`);
      await expect(page.getByLabel('Template')).toHaveValue('html3');
      await expect(page.getByLabel('Template').getByRole('option')).toHaveCount(5);
      await expect(page.getByLabel('Body')).toHaveCSS('height', '250px');
      // The outbox driver delivers with the server's login: no password asked.
      await expect(page.getByLabel('Password')).toHaveCount(0);
    });

    await test.step('the fields are checked before anything is sent', async () => {
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByLabel('To', { exact: true })).toHaveAccessibleDescription(
        'To is required',
      );
      await expect(page.getByLabel('Subject')).toHaveAccessibleDescription('Subject is required');
    });

    await test.step('send it in another template: a green message, then the mail arrives', async () => {
      await page.getByLabel('To', { exact: true }).fill(to);
      await page.getByLabel('Subject').fill(subject);
      await page.getByLabel('Body').fill('Dear client,\n\nYour 12 boxes leave Lisbon on Monday.');
      await page.getByLabel('Template').selectOption('html2');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('status')).toHaveText('Queued: the message is on its way');
      await expect(page.getByRole('alert')).toHaveCount(0);
      // Ready for the next message: the sender stays, the message is cleared.
      await expect(page.getByLabel('Subject')).toHaveValue('');
      await expect(page.getByLabel('Reply-To')).toHaveValue(`desk-${id}@example.com`);

      const mail = await mailArrives(mailbox, to, subject);
      expect(mail.subject).toContain(subject);
      expect(mail.text).toContain('Your 12 boxes leave Lisbon on Monday.');
      expect(recipientsOf(mail)).toEqual([to]);
      const html = String(mail.html);
      expect(html).toContain(company);
      expect(html).toContain('+351 210 000 777');
      expect(html).toContain('Rua do Cais 7, Lisbon');
    });

    await test.step('the outbox lists it as sent; the status filter narrows the list', async () => {
      await page.getByRole('link', { name: 'See it in the outbox' }).click();
      await expect(page).toHaveURL(/\/control\/email\/outbox\.html$/);
      await expectOutboxStatus(page, subject, 'sent');
      const row = outboxRow(page, subject);
      await expect(row).toContainText(to);
      await expect(row.getByRole('button', { name: 'Retry' })).toHaveCount(0);

      const filter = page.getByLabel('Status');
      await filter.selectOption('failed');
      await expect(page).toHaveURL(/status=failed/);
      await expect(outboxRow(page, subject)).toHaveCount(0);
      await filter.selectOption('sent');
      await expect(outboxRow(page, subject)).toHaveCount(1);
    });
  } finally {
    await restoreSettings(page.request, before);
  }
});

test('with the smtp driver staff give their mail password: a refused login shows in red, and Retry queues the message again', async ({
  adminPage: page,
  mailbox,
}) => {
  const id = uniqueId();
  const before = await readSettings(page.request);
  const to = `partner-${id}@example.org`;
  const subject = `Pickup slots ${id}`;
  try {
    await test.step('choose the smtp driver in Mail Settings', async () => {
      await page.goto('/control/settings/mail');
      await page.getByLabel('Mail driver').selectOption('smtp');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
    });

    await test.step('the form now asks for the password, used once and never stored', async () => {
      await page.goto('/control/email/send.html');
      const password = page.getByLabel('Password');
      await expect(password).toHaveAttribute('type', 'password');
      await expect(page.getByText('used once to send this message, never stored')).toBeVisible();

      await page.getByLabel('To', { exact: true }).fill(to);
      await page.getByLabel('Subject').fill(subject);
      await page.getByLabel('Body').fill('Which pickup slots suit you next week?');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
        'Password is required when the mail driver is smtp',
      );

      // The test mail server accepts no login at all: the server reports it plainly.
      await password.fill('not-my-password');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('alert')).toContainText('The mail server refused the login');
      await expect(page.getByRole('status')).toHaveCount(0);
    });

    await test.step('the outbox shows the refusal; Retry hands it to the server', async () => {
      await restoreSettings(page.request, { ...before, mail_driver: 'outbox' });
      await page.getByRole('main').getByRole('link', { name: 'Outbox', exact: true }).click();
      await expect(page).toHaveURL(/\/control\/email\/outbox\.html$/);
      const row = outboxRow(page, subject);
      await expect(row.getByRole('cell').nth(3)).toHaveText('failed');
      await expect(row).toContainText('The mail server refused the login');
      await row.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText('Queued again')).toBeVisible();

      await mailArrives(mailbox, to, subject);
      await expectOutboxStatus(page, subject, 'sent');
    });
  } finally {
    await restoreSettings(page.request, before);
  }
});

test('staff create an invoice for a parcel and open its PDF, and print the parcel label', async ({
  adminPage: page,
}) => {
  const id = uniqueId();
  const code = `LBL-${id}`.toUpperCase();
  await createParcel(page.request, code);
  const product = `Express delivery, 3 boxes ${id}`;
  let number = '';

  await test.step('the dashboard leads to the invoices and the create form', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Invoices', exact: true }).click();
    await expect(page).toHaveURL(/\/control\/invoice\/list\.html$/);
    await page.getByRole('link', { name: 'New invoice' }).click();
    await expect(page).toHaveURL(/\/control\/invoice\/create\.html$/);
  });

  await test.step('product is the one required field', async () => {
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page.getByLabel('Product')).toHaveAccessibleDescription('Product is required');
    await expect(page.getByLabel('Amount')).toHaveAttribute('step', 'any');
    await expect(page.getByLabel('Currency')).toHaveAttribute('maxlength', '3');
  });

  await test.step('create it with the optional details, then open the PDF', async () => {
    await page.getByLabel('Product').fill(product);
    await page.getByLabel('Tracking code').fill(code);
    await page.getByLabel('Amount').fill('125.5');
    await page.getByLabel('Currency').fill('eur');
    await page.getByLabel('Customer name').fill('Ana Customer');
    await page.getByLabel('Customer e-mail').fill(`ana-${id}@example.org`);
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page.getByRole('status')).toHaveText('Invoice created');

    const created = page.getByRole('region', { name: /^Invoice INV-\d+$/ });
    await expect(created).toContainText(product);
    await expect(created).toContainText('€125.50');
    number = ((await created.getByRole('heading').textContent()) ?? '').replace('Invoice ', '');
    expect(number).toMatch(/^INV-\d+$/);
    const open = created.getByRole('button', { name: 'Open PDF' });
    await expect(open).toHaveAttribute('target', '_blank');
    await expectPdf(page.request, await open.getAttribute('href'));
    // The form is ready for the next invoice.
    await expect(page.getByLabel('Product')).toHaveValue('');
  });

  await test.step('the list shows it first, with its PDF again', async () => {
    await page.getByRole('link', { name: 'Invoice list' }).click();
    await expect(page).toHaveURL(/\/control\/invoice\/list\.html$/);
    const rows = page.getByRole('table', { name: 'Invoices' }).getByRole('row');
    const row = rows.nth(1);
    await expect(row).toContainText(number);
    await expect(row).toContainText(product);
    await expect(row).toContainText('Ana Customer');
    await expect(row).toContainText('€125.50');
    await expect(row.getByRole('link', { name: code })).toHaveAttribute(
      'href',
      `/control/parcels/${code}`,
    );
    await expectPdf(
      page.request,
      await row.getByRole('link', { name: 'PDF' }).getAttribute('href'),
    );
  });

  await test.step('Print label on the parcel gives its label PDF in a new tab', async () => {
    await page.goto(`/control/parcels/${code}`);
    const print = page.getByRole('button', { name: 'Print label' });
    await expect(print).toHaveAttribute('target', '_blank');
    await expect(print).toHaveAttribute('href', getParcelLabel.path({ code }));
    await expectPdf(page.request, await print.getAttribute('href'));
  });
});

test('an activity added with "Notify the recipient by e-mail" ticked is e-mailed; unticked, it is not', async ({
  adminPage: page,
  mailbox,
}) => {
  const id = uniqueId();
  const code = `NTF-${id}`.toUpperCase();
  const recipient = `rui-${id}@example.org`;
  await createParcel(page.request, code, recipient);
  const before = await readSettings(page.request);
  try {
    await test.step('Mail Settings has notifications on, and the switch saves', async () => {
      await page.goto('/control/settings/mail');
      const notify = page.getByRole('switch', { name: 'Tell recipients when their parcel moves' });
      await notify.uncheck();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
      await page.reload();
      await expect(notify).not.toBeChecked();
      await notify.check();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
      await page.reload();
      await expect(notify).toBeChecked();
    });

    await test.step('a ticked activity reaches the recipient', async () => {
      await page.goto(`/control/parcels/${code}`);
      await page.getByRole('link', { name: 'Add activity' }).click();
      const notify = page.getByRole('checkbox', { name: 'Notify the recipient by e-mail' });
      await expect(notify).toBeChecked();
      await expect(page.getByText(`${recipient} gets this entry`)).toBeVisible();
      await page.getByLabel('Title').fill(`Arrived in Porto hub ${id}`);
      await page.getByLabel('Description').fill('Sorted for the last mile.');
      await page.getByRole('button', { name: 'Add activity' }).click();
      await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}/activities$`));

      const mail = await mailArrives(mailbox, recipient, `Arrived in Porto hub ${id}`);
      expect(mail.text).toContain('Sorted for the last mile.');
      expect(mail.text).toContain(`/track.html?code=${code}`);
    });

    await test.step('an unticked activity is not e-mailed', async () => {
      await page.goto(`/control/parcels/${code}/activities/create`);
      await page.getByLabel('Title').fill(`Out for delivery ${id}`);
      await page.getByLabel('Description').fill('With the courier since 8:00.');
      await page.getByRole('checkbox', { name: 'Notify the recipient by e-mail' }).uncheck();
      await page.getByRole('button', { name: 'Add activity' }).click();
      await expect(page).toHaveURL(new RegExp(`/control/parcels/${code}/activities$`));

      // Mail is queued in the same transaction as the activity: the outbox already shows it.
      await page.goto('/control/email/outbox.html');
      const table = page.getByRole('table', { name: 'Outbox' });
      await expect(outboxRow(page, `Arrived in Porto hub ${id}`)).toHaveCount(1);
      await expect(table.getByRole('row').filter({ hasText: recipient })).toHaveCount(1);
      await expect(outboxRow(page, `Out for delivery ${id}`)).toHaveCount(0);
      expect(
        mailbox.messages.filter((mail) => recipientsOf(mail).includes(recipient)),
      ).toHaveLength(1);
    });
  } finally {
    await restoreSettings(page.request, before);
  }
});
