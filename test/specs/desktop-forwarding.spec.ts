import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createAppHandler } from '../../admin/electron/main/app-handler.js';
import { CookieJar, cookieJarFetch } from '../../admin/electron/test/cookie-jar.js';
import { type OriginServer, startOriginServer } from '../../admin/electron/test/node-adapter.js';
import { ADMIN, expect, test } from '../support/fixtures.js';
import { MEMBER_PASSWORD, memberWithTotp, nextCode, wrongCode } from './desktop-members.js';
import { solidPng } from '../../test-kit/pictures.js';

const DESKTOP_ADMIN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'admin',
);

/**
 * The desktop app's renderer is the browser build of /control, loaded from app:// and talking to
 * the server only through the main process's handler. Here the same handler is mounted in a local
 * HTTP server that plays the app origin, with a cookie jar standing in for the window session's:
 * the built admin bundle runs in Chromium, its /api calls are forwarded to the real product.
 */
test.describe('the desktop app origin in Chromium', () => {
  let app: OriginServer;
  const jar = new CookieJar();

  test.beforeAll(async ({ product }) => {
    app = await startOriginServer((origin) =>
      createAppHandler({
        appOrigin: origin,
        adminDir: path.join(DESKTOP_ADMIN, 'dist'),
        pagesDir: path.join(DESKTOP_ADMIN, 'electron', 'pages'),
        serverOrigin: () => product.url,
        fetch: cookieJarFetch(jar),
      }),
    );
  });

  test.afterAll(async () => {
    await app.close();
  });

  test('staff sign in through the app origin, open the parcel list, add a photo, and sign out', async ({
    page,
    product,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        refused.push(message.text());
      }
    });
    const code = `DSK-${Date.now().toString(36).toUpperCase()}`;

    await test.step('sign in: the session cookie stays in the main process, never in the page', async () => {
      const signIn = await page.goto(`${app.origin}/control/signin.html`);
      expect(signIn?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.getByLabel('E-mail').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(`${app.origin}/control/index.html`);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

      expect(jar.get(product.url, 'waybill.sid')).toBeTruthy();
      const browserCookies = await page.context().cookies();
      expect(browserCookies.map((cookie) => cookie.name)).not.toContain('waybill.sid');
    });

    await test.step('open the parcel list and create a parcel (a forwarded POST)', async () => {
      // The app shows the browser's shell: its side menu leads to the list.
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Parcels', exact: true })
        .click();
      await expect(page).toHaveURL(`${app.origin}/control/parcels/list.html`);
      await expect(page.getByRole('heading', { name: 'Parcels', level: 1 })).toBeVisible();

      await page.getByRole('main').getByRole('link', { name: 'New parcel' }).click();
      await page.getByLabel('Tracking code').fill(code);
      await page.getByLabel('Recipient name').fill('Desk Top');
      await page.getByLabel('Destination').fill('Coimbra, Portugal');
      // A location field offers places (admin-places.spec.ts): leaving it closes them.
      await page.getByLabel('Destination').press('Tab');
      await page.getByRole('button', { name: 'Create parcel' }).click();
      await expect(page).toHaveURL(`${app.origin}/control/parcels/${code}`);

      await page.goto(`${app.origin}/control/parcels/list.html`);
      const table = page.getByRole('table', { name: 'Parcels' });
      await expect(table.getByRole('link', { name: code })).toBeVisible();
    });

    await test.step('upload a photo (a forwarded multipart body) and see it from /uploads', async () => {
      await page.goto(`${app.origin}/control/parcels/${code}/update-image`);
      await page.getByLabel('Image').setInputFiles({
        name: 'parcel.png',
        mimeType: 'image/png',
        buffer: solidPng(16, [30, 120, 220]),
      });
      await page.getByRole('button', { name: 'Upload image' }).click();
      await expect(page).toHaveURL(`${app.origin}/control/parcels/${code}`);
      const photo = page.getByRole('img', { name: `Photo of parcel ${code}` });
      await expect(photo).toHaveAttribute('src', /^\/uploads\/images\/.+\.png$/);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
    });

    await test.step('sign out', async () => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(`${app.origin}/control/signin.html`);
      await page.goto(`${app.origin}/control/parcels/list.html`);
      await expect(page).toHaveURL(`${app.origin}/control/signin.html`);
    });

    expect(refused).toEqual([]);
  });

  test('an account with two-factor sign-in signs in through the app origin with a code, then with a recovery code', async ({
    page,
    product,
    mailbox,
  }) => {
    const member = await memberWithTotp(product.url, mailbox);
    const secondStep = async () => {
      await page.goto(`${app.origin}/control/signin.html`);
      await page.getByLabel('E-mail').fill(member.email);
      await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
      // The pending sign-in is the server's cookie too: kept by the main process, not the page.
      expect(jar.get(product.url, 'waybill.signin-step')).toBeTruthy();
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
        'waybill.signin-step',
      );
    };

    await test.step('a wrong code is refused, the code of the authenticator app signs in', async () => {
      await secondStep();
      await page.getByLabel('Code from the app').fill(wrongCode(member.secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('The code is wrong or has already been used')).toBeVisible();
      await page.getByLabel('Code from the app').fill(nextCode(member.secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(`${app.origin}/control/index.html`);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await signOutOfApp(page);
    });

    await test.step('a recovery code signs in once', async () => {
      await secondStep();
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByLabel('Recovery code').fill(member.recoveryCodes[0]);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(`${app.origin}/control/index.html`);
      await page.goto(`${app.origin}/control/account/two-factor.html`);
      await expect(page.getByText('Recovery codes left: 9')).toBeVisible();
      await signOutOfApp(page);

      await secondStep();
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByLabel('Recovery code').fill(member.recoveryCodes[0]);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('The code is wrong or has already been used')).toBeVisible();
      await page.goto(`${app.origin}/control/index.html`);
      await expect(page).toHaveURL(`${app.origin}/control/signin.html`);
    });
  });
});

async function signOutOfApp(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/control\/signin\.html$/);
}
