import { createParcel } from '../../test-kit/parcels.js';
import { seriousViolations } from '../support/a11y.js';
import { expect, staffClient, staffRequest, test } from '../support/fixtures.js';

/**
 * After delivery (docs/product.md §2.3c): the visitor rates a delivered parcel on its tracking
 * page, staff approve the rating in /control, and it shows on the home page.
 */

test('a visitor rates a delivered parcel, staff approve it, the home page shows it', async ({
  adminPage,
  page,
  baseURL,
}) => {
  const code = `RATE-${Date.now().toString(36).toUpperCase()}`;
  const comment = `The driver waited while I came down ${Date.now().toString(36)}`;
  const staff = await staffRequest(baseURL ?? '');
  await createParcel(staffClient(staff), {
    tracking_code: code,
    recipient_name: 'Ada Lovelace',
    destination: 'London',
    stage: 'delivered',
  });
  await staff.dispose();

  await test.step('on a 375 px phone the tracking page offers the rating form', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/track.html?code=${code}`);
    const form = page.getByRole('form', { name: 'Rate this delivery' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('radio')).toHaveCount(5);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the visitor gives 4 stars with a comment and is thanked', async () => {
    const form = page.getByRole('form', { name: 'Rate this delivery' });
    await form.getByRole('radio', { name: '4 of 5 stars' }).check();
    await form.getByLabel('Your comment').fill(comment);
    await form.getByLabel(/Your name/).fill('Grace');
    await form.getByRole('button', { name: 'Send rating' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you for rating this delivery.');
  });

  await test.step('a second try for the same parcel is told it was rated', async () => {
    await page.reload();
    const form = page.getByRole('form', { name: 'Rate this delivery' });
    await form.getByRole('radio', { name: '1 of 5 stars' }).check();
    await form.getByLabel('Your comment').fill('Again');
    await form.getByRole('button', { name: 'Send rating' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'This delivery has already been rated. Thank you.',
    );
  });

  await test.step('the home page does not show it while it waits', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(comment)).toHaveCount(0);
  });

  await test.step('staff see it pending with its stars and parcel, and approve it', async () => {
    await adminPage.goto('/control/reviews/list.html');
    const item = adminPage.getByRole('listitem').filter({ hasText: comment });
    await expect(item.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
    await expect(item).toContainText(`Parcel ${code}`);
    await expect(item).toContainText('Waiting for approval');
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(item.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(item).not.toContainText('Waiting for approval');
  });

  await test.step('the home page shows the approved rating with its stars', async () => {
    await page.goto('/');
    const review = page.getByRole('listitem').filter({ hasText: comment });
    await expect(review).toContainText('Grace');
    await expect(review.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
  });
});
