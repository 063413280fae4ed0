import type { APIRequestContext } from '@playwright/test';
import { getGraph, type Settings } from '@waybill/shared';
import { isCallOf } from '../../test-kit/routes.js';
import { expect, staffClient, test } from '../support/fixtures.js';
import { readSettings, saveSettings, signedInStaff } from './public-staff.js';

/**
 * The shared layout of docs/product.md §2.1 on every public route, the themes and the settings it
 * shows.
 */

const ROUTES = [
  {
    path: '/',
    heading: 'Track your parcel, every step of the way',
    title: 'Waybill | International & Domestic Courier',
  },
  { path: '/track.html', heading: 'Track Parcel', title: 'Waybill | Track Parcel' },
  { path: '/pages/about-us', heading: 'About Us', title: 'Waybill | About Us' },
  { path: '/contact.html', heading: 'Contact Us', title: 'Waybill | Contact Us' },
  { path: '/resolution.html', heading: 'Screen Resolution', title: 'Waybill | Screen Resolution' },
  { path: '/no-such-screen', heading: 'Resource Not Found', title: 'Waybill | Resource Not Found' },
];

let staff: APIRequestContext;
let original: Settings;

test.beforeAll(async ({ product }) => {
  staff = await signedInStaff(product.url);
  original = await readSettings(staff);
});

test.afterAll(async () => {
  await saveSettings(staff, original);
  await staff.dispose();
});

test('every public route renders inside the shared layout, titled by its breadcrumb', async ({
  page,
}) => {
  for (const route of ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Waybill' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByText(`© ${new Date().getFullYear()} Waybill. All rights reserved.`),
    ).toBeVisible();
    if (route.path !== '/') {
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Waybill' })).toHaveAttribute('href', '/');
      await expect(breadcrumb.getByText(route.heading, { exact: true })).toBeVisible();
    }
    // docs/product.md §9: the main area is at least 70% of the window high.
    const main = await page.getByRole('main').boundingBox();
    expect(main?.height ?? 0).toBeGreaterThanOrEqual((page.viewportSize()?.height ?? 0) * 0.7 - 1);
  }
});

test('the footer: COMPANY links, LOCATIONS without links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const company = footer.getByRole('region', { name: 'COMPANY' });
  for (const [name, href] of [
    ['About Us', '/pages/about-us'],
    ['Warehousing', '/pages/warehousing'],
    ['Privacy Policy', '/pages/privacy-policy'],
    ['Support', '/pages/support'],
  ]) {
    await expect(company.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  const locations = footer.getByRole('region', { name: 'LOCATIONS' });
  await expect(locations.getByRole('listitem')).toHaveText(['Asia', 'Africa', 'Europe', 'America']);
  await expect(locations.getByRole('link')).toHaveCount(0);
  await company.getByRole('link', { name: 'Warehousing' }).click();
  await expect(page).toHaveURL(/\/pages\/warehousing$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Resource Not Found');
});

test('the footer shows the phone, e-mail, address and only the social links that are set', async ({
  page,
}) => {
  await saveSettings(staff, {
    contact_phone: '+44 20 7946 0958',
    contact_email: 'desk@example.com',
    contact_address: '12 Dock Road, Liverpool',
    contact_twitter: '@waybill',
    contact_telegram: '',
    contact_instagram: 'https://instagram.com/waybill.parcels',
  });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
    'href',
    'tel:+442079460958',
  );
  await expect(footer.getByRole('link', { name: 'desk@example.com' })).toHaveAttribute(
    'href',
    'mailto:desk@example.com',
  );
  await expect(footer.getByText('12 Dock Road, Liverpool')).toBeVisible();
  const social = footer.getByRole('list', { name: 'Follow us' });
  await expect(social.getByRole('link', { name: 'Twitter' })).toHaveAttribute(
    'href',
    'https://x.com/waybill',
  );
  await expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://instagram.com/waybill.parcels',
  );
  await expect(social.getByRole('link', { name: 'Telegram' })).toHaveCount(0);

  await saveSettings(staff, {
    contact_phone: '',
    contact_address: '',
    contact_twitter: '',
    contact_telegram: '',
    contact_instagram: '',
  });
  await page.reload();
  await expect(footer.getByRole('link', { name: 'desk@example.com' })).toBeVisible();
  await expect(footer.getByRole('link', { name: /^\+44/ })).toHaveCount(0);
  await expect(footer.getByText('12 Dock Road, Liverpool')).toHaveCount(0);
  await expect(footer.getByRole('list', { name: 'Follow us' })).toHaveCount(0);
});

test('the top bar: links on medium screens and up; clear over the hero until the page scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['HOME', 'CONTACT US', 'TRACK']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const bar = page.getByRole('banner');
  await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await page.mouse.wheel(0, 800);
  await expect(bar).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await page.mouse.wheel(0, -2000);
  await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  // A screen without a hero has the solid bar from the start.
  await nav.getByRole('link', { name: 'CONTACT US' }).click();
  await expect(bar).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  await page.setViewportSize({ width: 600, height: 800 });
  await expect(nav.getByRole('link', { name: 'HOME' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
});

test('the side menu: Home Page, Contact Us, Track Parcel, then every server page with its icon', async ({
  page,
}) => {
  const graph = await staffClient(staff).data(getGraph);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const links = menu.getByRole('link');
  await expect(links.nth(0)).toHaveText(/Home Page$/);
  await expect(links.nth(1)).toHaveText(/Contact Us$/);
  await expect(links.nth(2)).toHaveText(/Track Parcel$/);
  expect(graph.pages.length).toBeGreaterThan(0);
  for (const [index, entry] of graph.pages.entries()) {
    const link = links.nth(3 + index);
    await expect(link).toHaveAttribute('href', `/pages/${entry.slug}`);
    await expect(link).toContainText(entry.title);
    await expect(link.locator('[data-icon]')).toHaveAttribute('data-icon', entry.icon);
  }

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Track Parcel' }).click();
  await expect(page).toHaveURL(/\/track\.html$/);
  await expect(menu).toBeHidden();
});

test('every page change starts at the top and fades in over 300 ms', async ({ page }) => {
  await page.goto('/');
  // The first screen appears at once.
  await expect(page.getByRole('main')).toHaveCSS('animation-name', 'none');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/pages\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('main')).toHaveCSS('animation-duration', '0.3s');
  await expect(page.getByRole('main')).toHaveCSS('animation-name', 'page-fade-in');
});

test('the theme toggle switches LIGHT and DARK and the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/contact.html');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(html).toHaveAttribute('data-theme', 'LIGHT');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const lightBackground = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );
  expect(lightBackground).toBe('rgb(247, 245, 239)');

  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'DARK');
  await expect(html).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(159, 211, 255)');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('state') ?? '{}').theme)).toBe(
    'DARK',
  );

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'DARK');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'LIGHT');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(138, 95, 0)');
});

test('the saved theme is applied before the first paint (no flash of the other theme)', async ({
  page,
}) => {
  await page.goto('/resolution.html');
  await page.evaluate(() => localStorage.setItem('state', JSON.stringify({ theme: 'DARK' })));
  // Record the theme on the first frame the page paints.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstTheme: string | undefined }).firstTheme =
        document.documentElement.dataset.theme;
    });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { firstTheme?: string }).firstTheme)).toBe(
    'DARK',
  );
});

test('saved pages stand in for the graph when it fails or is slow', async ({ page }) => {
  await page.goto('/');
  // The graph's pages are saved (docs/product.md §3.3).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('state') ?? '{}') as { pages?: { list: unknown[] } })
            .pages?.list.length ?? 0,
      ),
    )
    .toBeGreaterThan(0);
  const saved = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('state') ?? '{}') as {
          pages: { list: { title: string }[] };
        }
      ).pages.list[0].title,
  );
  const menuLink = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: saved });

  const isGraph = (url: URL) => isCallOf(getGraph, url);
  // On a page the server does not draw (docs/architecture.md §6.1a), which asks for the graph.
  // The graph fails: the saved pages are restored.
  await page.route(isGraph, (route) => route.abort('failed'));
  await page.goto('/resolution.html');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menuLink).toBeVisible();

  // The graph does not answer: after a moment, the same.
  await page.unroute(isGraph);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isGraph, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/no-such-screen');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menuLink).toBeVisible();
  release();
});

test('/resolution.html shows the window size and browser, and follows a resize', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.goto('/resolution.html');
  const agent = await page.evaluate(() => navigator.userAgent);
  await expect(page.getByText('1024px')).toBeVisible();
  await expect(page.getByText('700px')).toBeVisible();
  await expect(page.getByText(agent)).toBeVisible();
  await page.setViewportSize({ width: 800, height: 600 });
  await expect(page.getByText('800px')).toBeVisible();
  await expect(page.getByText('600px')).toBeVisible();
});

test("settings' meta description and chat code reach the public pages, the widget only once", async ({
  page,
}) => {
  await saveSettings(staff, {
    meta_description: 'Same-day courier across the city',
    chat_code: '<div id="chat-test-widget"><p>Chat with our team</p></div>',
  });
  await page.goto('/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Same-day courier across the city',
  );
  // The widget runs in its own sandboxed frame (chat-widget.spec.ts), one per page.
  const chat = page.locator('iframe[title="Chat"]');
  await expect(chat.contentFrame().getByText('Chat with our team')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'TRACK' }).click();
  await expect(page).toHaveURL(/\/track\.html$/);
  await expect(chat).toHaveCount(1);
  await expect(chat.contentFrame().getByText('Chat with our team')).toHaveCount(1);
  await saveSettings(staff, { meta_description: '', chat_code: '' });
});
