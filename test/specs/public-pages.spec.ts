import type { APIRequestContext } from '@playwright/test';
import { getGraph, getPage } from '@waybill/shared';
import { expect, test } from '../support/fixtures.js';
import { createPage, signedInStaff } from './public-staff.js';

let staff: APIRequestContext;

test.beforeAll(async ({ product }) => {
  staff = await signedInStaff(product.url);
});

test.afterAll(async () => {
  await staff.dispose();
});

const IMAGE = 'http://127.0.0.1:9/warehouse.jpg';

test('a page created by staff appears in the side menu and renders its markers', async ({
  page,
}) => {
  const created = await createPage(staff, {
    title: 'Customs Guide',
    icon: 'folder',
    hero: 'hero-mixed',
    overlay: 'overlay1',
    sub_title: 'What to declare and when',
    content: [
      'Every parcel needs **a customs form** when it crosses a border.',
      'Keep the __original receipt__ and never write ~~estimated~~ values.',
      '',
      `[image: Our bonded warehouse](${IMAGE})`,
      '[video](https://www.youtube.com/watch?v=dQw4w9WgXcQ)',
      '[video](https://example.com/tour.mp4)',
      '[image](javascript:alert(1))',
    ].join('\n'),
  });

  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const link = page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: created.title });
  await expect(link.locator('[data-icon]')).toHaveAttribute('data-icon', 'folder');
  await link.click();
  await expect(page).toHaveURL(`/pages/${created.slug}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(created.title);
  await expect(page.getByText('What to declare and when')).toBeVisible();
  await expect(page).toHaveTitle(`Waybill | ${created.title}`);
  await expect(page.locator('[data-overlay="overlay1"]')).toHaveCount(1);

  const body = page.getByRole('article');
  await expect(body.locator('strong')).toHaveText('a customs form');
  await expect(body.locator('u')).toHaveText('original receipt');
  await expect(body.locator('s')).toHaveText('estimated');
  const image = body.getByRole('img', { name: 'Our bonded warehouse' });
  await expect(image).toHaveAttribute('src', IMAGE);
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(body.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
  await expect(body.locator('iframe')).toHaveAttribute('title', 'Video');
  await expect(body.locator('video')).toHaveAttribute('src', 'https://example.com/tour.mp4');
  // Any other scheme is only text.
  await expect(body.getByText('[image](javascript:alert(1))')).toBeVisible();
  await expect(body.getByRole('img')).toHaveCount(1);
});

test('a script in page content is shown as text and never runs', async ({ page }) => {
  const script = '<script>window.__pageScriptRan = true</script>';
  const markup = '<img src=x onerror="window.__pageScriptRan = true">';
  const created = await createPage(staff, {
    title: 'Script Test',
    content: `Before ${script} after\n${markup}`,
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/pages/${created.slug}`);
  const body = page.getByRole('article');
  await expect(body.getByText(`Before ${script} after`)).toBeVisible();
  await expect(body.getByText(markup)).toBeVisible();
  await expect(body.locator('script')).toHaveCount(0);
  await expect(body.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => 'pageScriptRan' in window || '__pageScriptRan' in window)).toBe(
    false,
  );
  expect(dialogs).toEqual([]);
});

test('an unknown page slug shows the 404 screen', async ({ page }) => {
  await page.goto('/pages/no-such-page-anywhere');
  await expect(page.getByRole('heading', { name: 'Resource Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Back' })).toBeVisible();
});

test('the pages the site links to exist on a new install', async ({ page }) => {
  for (const slug of [
    'about-us',
    'warehouses',
    'privacy-policy',
    'support',
    'warehousing',
    'world-wide-logistics',
  ]) {
    await page.goto(`/pages/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Resource Not Found|^$/);
    await expect(page.getByRole('article').locator('.content-body p').first()).toBeVisible();
  }
});

test('a content page and the graph come with the page: the screen asks for neither', async ({
  page,
}) => {
  const carried = [getGraph.path({}), getPage.path({ slug: 'about-us' })];
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (carried.includes(pathname)) requested.push(pathname);
  });
  await page.goto('/pages/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expect(page.locator('.content-page__body p').first()).toBeVisible();
  // Drawn by the server with both: the page carries them, nothing is preloaded.
  await expect(page.locator('script#initial-state')).toHaveCount(1);
  for (const path of carried) {
    await expect(page.locator(`link[rel="preload"][as="fetch"][href="${path}"]`)).toHaveCount(0);
  }
  // The app is running (the theme toggle answers), and has asked for neither.
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'DARK');
  expect(requested).toEqual([]);
});
