import { sendContactMessage } from '@waybill/shared';
import { isCallOf } from '../../test-kit/routes.js';
import { expect, test } from '../support/fixtures.js';
import { readSettings, saveSettings, signedInStaff } from './public-staff.js';

test('the contact page shows the contact e-mail and alternate phone from settings', async ({
  page,
  product,
}) => {
  const staff = await signedInStaff(product.url);
  const original = await readSettings(staff);
  try {
    await saveSettings(staff, {
      contact_email: 'hello@example.com',
      contact_phone_alt: '+1 555 0199',
    });
    await page.goto('/contact.html');
    // The footer repeats the e-mail; the contact page's own copy is in the main content.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    await expect(main.getByRole('link', { name: '+1 555 0199' })).toHaveAttribute(
      'href',
      'tel:+15550199',
    );
  } finally {
    await saveSettings(staff, original);
    await staff.dispose();
  }
});

test('the form checks its fields before sending: red errors, nothing sent', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (isCallOf(sendContactMessage, request.url())) sent += 1;
  });
  await page.goto('/contact.html');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form.getByLabel('Your name (Optional)')).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveAttribute('maxlength', '300');
  await expect(form.getByLabel('Message')).toHaveCSS('height', '250px');
  await form.getByLabel('Your e-mail').fill('not-an-address');
  await form.getByRole('button', { name: 'Send message' }).click();
  const errors = form.getByRole('alert');
  await expect(errors).toContainText('Your e-mail must be a valid e-mail address');
  await expect(errors).toContainText('Subject is required');
  await expect(errors).toContainText('Message is required');
  expect(sent).toBe(0);
});

test("a visitor's message reaches the company's contact e-mail, with a green confirmation", async ({
  page,
  product,
  mailbox,
}) => {
  // Mail goes only to a contact address the company set (a new install's is made up).
  const contact_email = 'desk@harbour.example';
  const staff = await signedInStaff(product.url);
  const original = await readSettings(staff);
  await saveSettings(staff, { contact_email });
  try {
    await sendsAndArrives();
  } finally {
    await saveSettings(staff, { contact_email: original.contact_email });
    await staff.dispose();
  }

  async function sendsAndArrives() {
    const subject = `Quote for 40 boxes ${Date.now().toString(36)}`;

    await page.goto('/contact.html');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Your e-mail').fill('visitor@example.org');
    await form.getByLabel('Your name (Optional)').fill('Grace Visitor');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('Could you collect 40 boxes from Leeds next Tuesday?');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(form.getByRole('status')).toHaveText(
      'Thank you. Your message has reached our team.',
    );
    await expect(form.getByRole('status')).toHaveCSS('color', 'rgb(31, 122, 69)');
    await expect(form.getByLabel('Subject')).toHaveValue('');

    await expect
      .poll(() => mailbox.messages.find((mail) => mail.subject?.includes(subject)), {
        timeout: 20_000,
      })
      .toBeTruthy();
    const mail = mailbox.messages.find((entry) => entry.subject?.includes(subject));
    expect(mail?.subject).toContain(subject);
    expect(mail?.text).toContain('Could you collect 40 boxes from Leeds next Tuesday?');
    expect(mail?.text).toContain('Grace Visitor');
    const to = Array.isArray(mail?.to) ? mail?.to : [mail?.to];
    expect(to.flatMap((address) => address?.value.map((entry) => entry.address))).toContain(
      contact_email,
    );
    expect(mail?.replyTo?.value.map((entry) => entry.address)).toEqual(['visitor@example.org']);
  }
});
