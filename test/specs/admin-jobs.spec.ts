import { sendEmail } from '@waybill/shared';
import { checkWidthsAndThemes } from '../support/widths-and-themes.js';
import { expect, staffClient, test } from '../support/fixtures.js';

/**
 * The owner's "Background jobs" (docs/product.md §4.14): reached from the menu under Settings, it
 * shows the hourly housekeeping schedule and the queue's jobs, on a 360 px phone and a wide
 * screen, with nothing serious for axe in either theme.
 */
test('the owner sees the schedules and a mail job, at 360 px and wide, axe clean in both themes', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const subject = `Jobs screen ${Date.now().toString(36)}`;

  await test.step('an e-mail from Send Email gives the queue a mail.deliver job', async () => {
    // (A visitor's contact message is mailed only once the company set its contact address.)
    await staffClient(page.request).data(sendEmail, {
      body: {
        reply_to: 'desk@courier.example',
        to: 'jobs-customer@example.com',
        subject,
        body: 'Hello from the jobs screen.',
      },
    });
  });

  await test.step('the menu leads to it under Settings', async () => {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Background jobs', exact: true })
      .click();
    await expect(page).toHaveURL(/\/control\/settings\/jobs$/);
    await expect(page.getByRole('heading', { name: 'Background jobs', level: 1 })).toBeVisible();
  });

  await test.step('the hourly housekeeping schedule and a mail job show', async () => {
    const schedule = page
      .getByRole('table', { name: 'Schedules' })
      .getByRole('row')
      .filter({ hasText: 'housekeeping.sweep' });
    await expect(schedule).toContainText('0 * * * *');
    await page.getByLabel('Job', { exact: true }).selectOption('mail.deliver');
    await expect(page).toHaveURL(/name=mail\.deliver/);
    const jobs = page.getByRole('table', { name: 'Jobs' });
    await expect(jobs.getByRole('row').filter({ hasText: 'mail.deliver' }).first()).toBeVisible();
    await expect(jobs.locator('tbody tr').filter({ hasNotText: 'mail.deliver' })).toHaveCount(0);
  });

  await checkWidthsAndThemes(page, () =>
    expect(page.getByRole('table', { name: 'Jobs' })).toBeVisible(),
  );
});
