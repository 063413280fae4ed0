import { expect, test } from '../support/fixtures.js';
import { createReview, signedInStaff } from './public-staff.js';

test('the home page: the sections of the product doc (§2.2) in order, the services and their scopes', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Track your parcel, every step of the way',
  );
  const sections = page.getByRole('main').getByRole('heading', { level: 2 });
  const titles = await sections.allTextContents();
  const expected = [
    'Who We Are',
    'Why Us',
    'What We Offer',
    'Express Delivery',
    'Shipping Services',
    'Logistics Solutions',
    'Mobile App Coming Soon',
    'Wherever it needs to go',
  ];
  expect(titles.slice(0, expected.length)).toEqual(expected);

  const services = page
    .getByRole('region', { name: 'Shipping Services' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 3 }),
    });
  await expect(services).toHaveCount(3);
  await expect(services.nth(0)).toContainText('Parcel and Documents');
  await expect(services.nth(0).getByRole('listitem')).toHaveText(['Domestic', 'International']);
  await expect(services.nth(1)).toContainText('Air Freight');
  await expect(services.nth(1).getByRole('listitem')).toHaveText(['International']);
  await expect(services.nth(2)).toContainText('Road Freight');
  await expect(services.nth(2).getByRole('listitem')).toHaveText(['Domestic', 'International']);
});

test('the Logistics Solutions cards lead to their pages', async ({ page }) => {
  await page.goto('/');
  const solutions = page.getByRole('region', { name: 'Logistics Solutions' });
  for (const [name, slug] of [
    ['Warehousing', 'warehousing'],
    ['World Wide Logistics', 'world-wide-logistics'],
    ['Support', 'support'],
  ]) {
    await expect(solutions.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `/pages/${slug}`,
    );
  }
  await solutions.getByRole('link', { name: 'World Wide Logistics' }).click();
  await expect(page).toHaveURL(/\/pages\/world-wide-logistics$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('World Wide Logistics');
});

test('customer reviews from the graph: name, text and photo', async ({ page, product }) => {
  const staff = await signedInStaff(product.url);
  const name = `Amara Okafor ${Date.now().toString(36)}`;
  await createReview(staff, name, 'My documents reached Lagos in two days, tracked all the way.');
  await staff.dispose();

  await page.goto('/');
  const reviews = page.getByRole('region', { name: 'What Our Customers Say' });
  const review = reviews.getByRole('listitem').filter({ hasText: name });
  await expect(review).toContainText(
    'My documents reached Lagos in two days, tracked all the way.',
  );
  const photo = review.getByRole('img', { name: `Photo of ${name}` });
  await expect(photo).toHaveAttribute('src', /^\/uploads\/images\/.+/);
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveJSProperty('naturalWidth', 1);
});

test('the home page loads no map, no admin code and no schema library', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => /TrackingMap|leaflet|validation|control/i.test(path))).toEqual(
    [],
  );
});
