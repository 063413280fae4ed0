import type { Browser, Locator, Page } from '@playwright/test';
import { createActivity } from '@waybill/shared';
import { createParcel } from '../../test-kit/parcels.js';
import {
  adminSession,
  expect,
  firstRunTest,
  staffClient,
  staffRequest,
  test,
} from '../support/fixtures.js';
import { seriousViolations, waitForAnimations } from '../support/a11y.js';

/** The rules the control panel is held to: WCAG 2.1 A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The control panel's shell on a phone and a wide screen: the side menu reaches every section, no
 * screen scrolls the page sideways, axe finds nothing serious in either theme, and the document
 * title follows the breadcrumb.
 */

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'wide', width: 1280, height: 800 },
] as const;

// The tests share nothing but their worker's product and the parcel made on it below, so the two
// workers take them between them: the screens' test for one width and theme is a test of its own.
test.describe.configure({ mode: 'parallel' });

let parcelCode = '';
let activityId = 0;

/** The screen is drawn: its heading shows and nothing is loading any more. */
async function screenReady(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.locator('.bp6-spinner')).toHaveCount(0);
  await waitForAnimations(page);
}

/**
 * Opens a screen as the app's own links do: a new address in the history, which the router
 * follows, so the app is not loaded and started again.
 */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new URL(path, page.url()).href);
}

/** How far the document scrolls sideways past the viewport, in pixels (0 when it does not). */
function sidewaysOverflow(page: Page): Promise<{ pixels: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The elements that reach past the viewport, to say what to fix.
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { pixels: document.documentElement.scrollWidth - width, culprits };
  });
}

// The first-run test at the end starts its own product: this set-up is for the shared one.
test.describe('with an admin', () => {
  test.beforeAll(async ({ product }) => {
    // In parallel mode this runs before each test: one parcel per worker's product is enough.
    if (parcelCode) return;
    const staff = await staffRequest(product.url);
    const api = staffClient(staff);
    parcelCode = `SHELL-${Date.now().toString(36).toUpperCase()}`;
    const parcel = await createParcel(api, {
      tracking_code: parcelCode,
      recipient_name: 'Amina Shell',
      destination: 'Nairobi, Kenya',
    });
    const activity = await api.data(
      createActivity,
      {
        body: {
          parcel_id: parcel.id,
          title: 'Picked up',
          description: 'At the counter',
          icon: 'local_shipping',
          color: 'green',
        },
      },
      201,
    );
    activityId = activity.id;
    await staff.dispose();
  });

  /** Every section of the side menu: its group, its name and where it leads. */
  const SECTIONS: { group: string | null; name: string; url: RegExp }[] = [
    { group: null, name: 'Dashboard', url: /\/control\/index\.html$/ },
    { group: 'Parcels', name: 'Parcels', url: /\/control\/parcels\/list\.html$/ },
    { group: 'Parcels', name: 'New parcel', url: /\/control\/parcels\/create\.html$/ },
    { group: 'Parcels', name: 'Invoices', url: /\/control\/invoice\/list\.html$/ },
    { group: 'Parcels', name: 'Create Invoice', url: /\/control\/invoice\/create\.html$/ },
    { group: 'Content', name: 'Pages', url: /\/control\/pages\/list\.html$/ },
    { group: 'Content', name: 'New page', url: /\/control\/pages\/create\.html$/ },
    { group: 'Content', name: 'Reviews', url: /\/control\/reviews\/list\.html$/ },
    { group: 'Content', name: 'New review', url: /\/control\/reviews\/create\.html$/ },
    { group: 'Mail', name: 'Send Email', url: /\/control\/email\/send\.html$/ },
    { group: 'Mail', name: 'Outbox', url: /\/control\/email\/outbox\.html$/ },
    { group: 'Settings', name: 'All settings', url: /\/control\/settings$/ },
    { group: 'Settings', name: 'Contact Info', url: /\/control\/settings\/contact$/ },
    { group: 'Settings', name: 'Mail Settings', url: /\/control\/settings\/mail$/ },
    { group: 'Settings', name: 'Html Settings', url: /\/control\/settings\/html$/ },
    // Parcel stages.
    { group: 'Settings', name: 'Status Stages', url: /\/control\/settings\/stages$/ },
    // Privacy by default on the tracking page.
    { group: 'Settings', name: 'Tracking privacy', url: /\/control\/settings\/tracking$/ },
    // Audit trail.
    { group: 'Settings', name: 'Audit trail', url: /\/control\/audit\/list\.html$/ },
    // The owner's background jobs.
    { group: 'Settings', name: 'Background jobs', url: /\/control\/settings\/jobs$/ },
    // Keys for shops' systems.
    { group: 'Settings', name: 'API keys', url: /\/control\/settings\/api-keys$/ },
    // Data requests: a person's records found, exported, erased.
    { group: 'Settings', name: 'Data requests', url: /\/control\/settings\/data-requests$/ },
    { group: 'Account', name: 'Account', url: /\/control\/account\/index\.html$/ },
    { group: 'Account', name: 'Change password', url: /\/control\/account\/password\.html$/ },
    // Staff sessions.
    { group: 'Account', name: 'Sessions', url: /\/control\/account\/sessions\.html$/ },
    // The owner's staff screen.
    { group: 'Account', name: 'Staff', url: /\/control\/staff$/ },
  ];

  /** Every screen of /control with the heading that shows it is drawn. */
  const ADMIN_SCREENS: { path: () => string; heading: () => string }[] = [
    { path: () => '/control/index.html', heading: () => 'Dashboard' },
    { path: () => '/control/account/index.html', heading: () => 'Account' },
    { path: () => '/control/account/password.html', heading: () => 'Change password' },
    // Staff sessions.
    { path: () => '/control/account/sessions.html', heading: () => 'Sessions' },
    // Two-factor sign-in.
    { path: () => '/control/account/two-factor.html', heading: () => 'Two-factor sign-in' },
    { path: () => '/control/parcels/list.html', heading: () => 'Parcels' },
    { path: () => '/control/parcels/create.html', heading: () => 'New parcel' },
    { path: () => `/control/parcels/${parcelCode}`, heading: () => parcelCode },
    { path: () => `/control/parcels/${parcelCode}/update`, heading: () => 'Update parcel' },
    { path: () => `/control/parcels/${parcelCode}/update-map`, heading: () => 'Update map' },
    { path: () => `/control/parcels/${parcelCode}/update-image`, heading: () => 'Update image' },
    {
      path: () => `/control/parcels/${parcelCode}/activities`,
      heading: () => `History of ${parcelCode}`,
    },
    {
      path: () => `/control/parcels/${parcelCode}/activities/create`,
      heading: () => 'Add activity',
    },
    {
      path: () => `/control/parcels/${parcelCode}/activities/${activityId}`,
      heading: () => 'Edit activity',
    },
    { path: () => '/control/pages/list.html', heading: () => 'Pages' },
    { path: () => '/control/pages/create.html', heading: () => 'New page' },
    { path: () => '/control/pages/about-us', heading: () => 'About Us' },
    { path: () => '/control/reviews/list.html', heading: () => 'Reviews' },
    { path: () => '/control/reviews/create.html', heading: () => 'New review' },
    { path: () => '/control/settings', heading: () => 'All settings' },
    { path: () => '/control/settings/contact', heading: () => 'Contact Info' },
    { path: () => '/control/settings/mail', heading: () => 'Mail Settings' },
    // Audit trail.
    { path: () => '/control/audit/list.html', heading: () => 'Audit trail' },
    { path: () => '/control/settings/html', heading: () => 'Html Settings' },
    { path: () => '/control/settings/stages', heading: () => 'Status Stages' },
    { path: () => '/control/settings/tracking', heading: () => 'Tracking privacy' },
    { path: () => '/control/settings/jobs', heading: () => 'Background jobs' },
    { path: () => '/control/settings/api-keys', heading: () => 'API keys' },
    { path: () => '/control/settings/data-requests', heading: () => 'Data requests' },
    { path: () => '/control/email/send.html', heading: () => 'Send Email' },
    { path: () => '/control/email/outbox.html', heading: () => 'Outbox' },
    { path: () => '/control/email/inbox.html', heading: () => 'Inbox' },
    { path: () => '/control/invoice/create.html', heading: () => 'Create Invoice' },
    { path: () => '/control/invoice/list.html', heading: () => 'Invoices' },
    // The owner's staff screen.
    { path: () => '/control/staff', heading: () => 'Staff' },
    { path: () => '/control/no-such-screen', heading: () => 'Resource Not Found' },
  ];

  /** The screens of a signed-out visitor. */
  const GUEST_SCREENS: { path: () => string; heading: () => string }[] = [
    { path: () => '/control/signin.html', heading: () => 'Sign in' },
    { path: () => '/control/password.html', heading: () => 'Reset password' },
    // The page behind an invitation link.
    { path: () => '/control/invitation?token=example', heading: () => 'Join the staff' },
  ];

  async function openPage(
    browser: Browser,
    baseURL: string,
    viewport: { width: number; height: number },
    signedIn: boolean,
    reducedMotion?: 'reduce',
  ): Promise<Page> {
    const context = await browser.newContext({
      baseURL,
      viewport,
      storageState: signedIn ? await adminSession(baseURL) : undefined,
      reducedMotion,
    });
    const page = await context.newPage();
    // No map tiles here (no network): refuse them at once.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    return page;
  }

  /** Every target is at least 44 × 44 px (WCAG 2.5.5), as staff tap them on a phone. */
  async function expectTouchTargets(targets: Locator): Promise<void> {
    const count = await targets.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const target = targets.nth(index);
      const box = await target.boundingBox();
      const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
      expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0, name).toBeGreaterThanOrEqual(44);
    }
  }

  /** On a phone every control of the screen (not links inside sentences) is 44 px or more. */
  async function expectFingerSized(page: Page, where: string): Promise<void> {
    const small = await page
      .getByRole('main')
      .locator('button:visible, input:visible, select:visible, [role="tab"]:visible')
      .evaluateAll((controls) =>
        controls
          .map((control) => {
            // A checkbox, radio or file input is reached through its label, which is the target.
            const target =
              control instanceof HTMLInputElement &&
              ['checkbox', 'radio', 'file'].includes(control.type)
                ? (control.closest('label') ?? control)
                : control;
            const box = target.getBoundingClientRect();
            const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
            return { name: `${control.tagName} ${name.trim()}`, height: box.height };
          })
          .filter((control) => control.height < 44),
      );
    expect(small, where).toEqual([]);
  }

  /** "First | Second" from the breadcrumb's labels, as the control panel titles a screen. */
  async function titleFromBreadcrumb(page: Page): Promise<string | null> {
    const labels = await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('listitem')
      .allInnerTexts();
    if (labels.length === 0) return null;
    return `${labels[0].trim()} | ${labels[1]?.trim() ?? 'Waybill Control'}`;
  }

  for (const viewport of VIEWPORTS) {
    test.describe(`at ${viewport.width} px`, () => {
      test('the side menu reaches every section, grouped', async ({ browser, baseURL }) => {
        const page = await openPage(browser, baseURL ?? '', viewport, true);
        await page.goto('/control/index.html');
        await screenReady(page, 'Dashboard');
        const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
        await expect(menuButton).toBeVisible();
        for (const section of SECTIONS) {
          if (viewport.name === 'phone') {
            // A drawer on phones: opened by the menu button, closed by choosing a section.
            await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
            await menuButton.click();
          }
          const menu = page.getByRole('navigation', { name: 'Main menu' });
          // A group is its heading with the list under it.
          const list = section.group
            ? menu
                .locator('div')
                .filter({ has: page.getByRole('heading', { name: section.group, exact: true }) })
            : menu;
          await list.getByRole('link', { name: section.name, exact: true }).click();
          await expect(page).toHaveURL(section.url);
          // The menu and the screen call it by the same words.
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.name);
          // On a wide screen the menu stays and marks where the person is.
          if (viewport.name === 'wide')
            await expect(
              menu.getByRole('link', { name: section.name, exact: true }),
            ).toHaveAttribute('aria-current', 'page');
        }
        await page.context().close();
      });

      test('the bar and the menu: targets of 44 px, nothing overlapping, axe clean when open or collapsed', async ({
        browser,
        baseURL,
      }) => {
        const page = await openPage(browser, baseURL ?? '', viewport, true);
        await page.goto(`/control/parcels/${parcelCode}/update`);
        await screenReady(page, 'Update parcel');
        const bar = page.getByRole('banner');
        const barBox = await bar.boundingBox();
        // The bar keeps one row: the breadcrumb and the heading start below it.
        for (const below of [
          page.getByRole('navigation', { name: 'Breadcrumb' }),
          page.getByRole('heading', { level: 1 }),
        ]) {
          const box = await below.boundingBox();
          expect(box?.y ?? 0).toBeGreaterThanOrEqual((barBox?.y ?? 0) + (barBox?.height ?? 0));
        }
        await expectTouchTargets(bar.locator('a:visible, button:visible'));

        if (viewport.name === 'phone') {
          await page.getByRole('button', { name: 'Menu', exact: true }).click();
          const drawer = page.getByRole('dialog', { name: 'Menu' });
          await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
          await expectTouchTargets(drawer.getByRole('navigation').getByRole('link'));
          await waitForAnimations(page);
          expect(await seriousViolations(page, WCAG_21_AA), 'open drawer').toEqual([]);
          await page.keyboard.press('Escape');
          await expect(drawer).toHaveCount(0);
        } else {
          const menu = page.getByRole('navigation', { name: 'Main menu' });
          await expectTouchTargets(menu.getByRole('link'));
          const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
          await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
          await menuButton.click();
          // Collapsed to icons: narrower, every section still named for screen readers.
          await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
          expect((await menu.boundingBox())?.width ?? 0).toBeLessThan(80);
          await expect(menu.getByRole('link', { name: 'Outbox', exact: true })).toBeVisible();
          await expectTouchTargets(menu.getByRole('link'));
          expect(await seriousViolations(page, WCAG_21_AA), 'collapsed menu').toEqual([]);
          await menu.getByRole('link', { name: 'Outbox', exact: true }).click();
          await expect(page).toHaveURL(/\/control\/email\/outbox\.html$/);
        }
        await page.context().close();
      });

      for (const theme of ['LIGHT', 'DARK'] as const)
        test(`every screen fits the width, is axe clean in the ${theme} theme, and is titled by its breadcrumb`, async ({
          browser,
          baseURL,
        }) => {
          // Some 36 screens, each measured by axe: more than the default minute, with room for a
          // busy machine.
          test.setTimeout(240_000);
          for (const signedIn of [true, false]) {
            // Reduced motion: no 300 ms fade to wait out on each screen (its own test is below).
            const page = await openPage(browser, baseURL ?? '', viewport, signedIn, 'reduce');
            const screens = signedIn ? ADMIN_SCREENS : GUEST_SCREENS;
            // The app saves its state after each change, so a save still under way (the graph
            // arriving) could overwrite the theme written here: write it until a page opens in it.
            await expect(async () => {
              await page.goto('/control/no-such-screen');
              await page.evaluate((value) => {
                const saved = JSON.parse(localStorage.getItem('state') ?? '{}') as object;
                localStorage.setItem('state', JSON.stringify({ ...saved, theme: value }));
              }, theme);
              await page.goto(screens[0].path());
              await expect(page.locator('body')).toHaveAttribute('data-theme', theme, {
                timeout: 2_000,
              });
            }).toPass({ timeout: 30_000 });
            for (const screen of screens) {
              const where = `${screen.path()} (${theme}, ${viewport.width} px)`;
              // Within the app, as its links go: the screen is the same as after a full load,
              // without loading and starting the app again for each.
              await goInApp(page, screen.path());
              await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
              await screenReady(page, screen.heading());
              const overflow = await sidewaysOverflow(page);
              expect(overflow.pixels, `${where}: ${overflow.culprits.join(', ')}`).toBe(0);
              expect(await seriousViolations(page, WCAG_21_AA), where).toEqual([]);
              if (viewport.name === 'phone' && theme === 'LIGHT')
                await expectFingerSized(page, where);
              const fromBreadcrumb = await titleFromBreadcrumb(page);
              if (fromBreadcrumb) await expect(page, where).toHaveTitle(fromBreadcrumb);
            }
            await page.context().close();
          }
        });
    });
  }

  test('the title follows the breadcrumb: Parcels › CODE › Update is "Parcels | CODE"', async ({
    adminPage: page,
  }) => {
    await page.goto(`/control/parcels/${parcelCode}/update`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Update');
    await expect(page).toHaveTitle(`Parcels | ${parcelCode}`);
    // Back on the dashboard (no breadcrumb) the title is the screen's own.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page).toHaveTitle('Dashboard | Waybill Control');
  });

  test('each page change scrolls to the top and fades the screen in over 300 ms', async ({
    adminPage: page,
  }) => {
    // Records every animation the page starts on <main>, with its duration.
    await page.addInitScript(() => {
      const fades: number[] = [];
      Object.assign(window, { fades });
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, ...args) {
        const options = args[1];
        if (this.tagName === 'MAIN' && typeof options === 'object')
          fades.push(Number(options.duration));
        return animate.apply(this, args);
      };
    });
    await page.goto('/control/pages/create.html');
    await expect(page.getByRole('heading', { name: 'New page', level: 1 })).toBeVisible();
    const fades = () => page.evaluate(() => (window as unknown as { fades: number[] }).fades);
    // The first screen appears at once.
    expect(await fades()).toEqual([]);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Outbox', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
    expect(await fades()).toEqual([300]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the top bar: the theme button is named by its text, the public links, sign-out', async ({
    adminPage: page,
  }) => {
    const bar = page.getByRole('banner');
    const toggle = bar.getByRole('button', { name: /^(Dark|Light)$/ });
    const before = (await toggle.innerText()).trim();
    await toggle.click();
    await expect(toggle).toHaveText(before === 'Dark' ? 'Light' : 'Dark');
    const links = page.getByRole('navigation', { name: 'Public site' });
    await expect(links.getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
    await expect(links.getByRole('link', { name: 'CONTACT US' })).toHaveAttribute(
      'href',
      '/contact.html',
    );
    await expect(links.getByRole('link', { name: 'TRACK' })).toHaveAttribute('href', '/track.html');
    // The member by name (the first admin's is its e-mail's first part) and role.
    const account = bar.getByRole('link', { name: 'Account staff, Owner' });
    await expect(account).toContainText('Owner');
    await expect(account).toHaveAttribute('title', 'staff@example.com');
  });

  test('once an admin exists, sign-in does not offer to create the first one', async ({
    browser,
    baseURL,
  }) => {
    const page = await openPage(browser, baseURL ?? '', { width: 375, height: 740 }, false);
    await page.goto('/control/signin.html');
    await screenReady(page, 'Sign in');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create the first admin' })).toHaveCount(0);
    await page.context().close();
  });
});

firstRunTest('on a new install, sign-in offers to create the first admin', async ({ page }) => {
  await page.goto('/control/signin.html');
  await page.getByRole('link', { name: 'Create the first admin' }).click();
  await expect(page).toHaveURL(/\/control\/signup\.html$/);
  await expect(page.getByRole('heading', { name: 'Create the first admin' })).toBeVisible();
  // The sign-up screen is held to the same rules as every other: it fits and is axe clean.
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const theme of ['LIGHT', 'DARK'] as const) {
      await page.evaluate((value) => {
        const saved = JSON.parse(localStorage.getItem('state') ?? '{}') as object;
        localStorage.setItem('state', JSON.stringify({ ...saved, theme: value }));
      }, theme);
      await page.reload();
      await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
      await screenReady(page, 'Create the first admin');
      const where = `sign-up (${theme}, ${viewport.width} px)`;
      const overflow = await sidewaysOverflow(page);
      expect(overflow.pixels, `${where}: ${overflow.culprits.join(', ')}`).toBe(0);
      expect(await seriousViolations(page, WCAG_21_AA), where).toEqual([]);
    }
  }
});
