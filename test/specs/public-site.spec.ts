import { expect, test } from '../support/fixtures.js';

test('an unknown public route shows the 404 screen with a way back', async ({ page }) => {
  await page.goto('/');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Resource Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the home tracking form sends the visitor to /track.html with the code', async ({ page }) => {
  await page.goto('/');
  await page.getByPlaceholder('Enter Your Tracking Number').fill('WB-12345');
  await page.getByPlaceholder('Enter Your Tracking Number').press('Enter');
  await expect(page).toHaveURL(/\/track\.html\?code=WB-12345$/);
});
