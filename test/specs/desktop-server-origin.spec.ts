import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from '@playwright/test';
import { signIn } from '@waybill/shared';
import type { AppHandler } from '../../admin/electron/main/app-handler.js';
import { createServerOriginHandler } from '../../admin/electron/main/server-origin-handler.js';
import { CookieJar, cookieJarFetch } from '../../admin/electron/test/cookie-jar.js';
import { virtualAuthenticator } from '../support/authenticator.js';
import { expect, test } from '../support/fixtures.js';
import {
  MEMBER_PASSWORD,
  invitedDispatcher,
  memberWithTotp,
  nextCode,
  wrongCode,
} from './desktop-members.js';

const DESKTOP_ADMIN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'admin',
);

/**
 * The desktop app shows the control panel at the server's own origin, answered by the main
 * process's http(s) handler (server-origin-handler.ts): the bundle from inside the app, /api
 * forwarded with the session's cookie jar. Here Playwright's routing plays Electron's
 * protocol.handle: every request of the page to the product's origin is answered by that same
 * handler, with a cookie jar standing in for the window session's. The page's origin is then the
 * server's, so WebAuthn's RP ID (the server's host) belongs to it, as in a browser.
 */
test.describe("the desktop app's panel at the server's origin in Chromium", () => {
  // Each test is a fresh install of the app: its own cookie jar (the window session's).
  let jar: CookieJar;
  const answered: string[] = [];

  test.beforeEach(async ({ page, product }) => {
    jar = new CookieJar();
    answered.length = 0;
    const handler = createServerOriginHandler({
      adminDir: path.join(DESKTOP_ADMIN, 'dist'),
      pagesDir: path.join(DESKTOP_ADMIN, 'electron', 'pages'),
      serverOrigin: () => product.url,
      fetch: cookieJarFetch(jar),
    });
    await page.context().route(
      (url) => url.origin === product.url,
      (route) => answerWith(handler, route, answered),
    );
  });

  test('a member adds a passkey in the desktop app, then signs in with it (after the password, and alone)', async ({
    page,
    product,
    mailbox,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        refused.push(message.text());
      }
    });
    const { email, api } = await invitedDispatcher(product.url, mailbox, 'desk-passkey');
    await api.dispose();
    const authenticator = await virtualAuthenticator(page);

    await test.step('sign in with the password: the session cookie stays in the main process', async () => {
      await page.goto(`${product.url}/control/signin.html`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(`${product.url}/control/index.html`);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      expect(jar.get(product.url, 'waybill.sid')).toBeTruthy();
      expect(await browserCookieNames(page)).not.toContain('waybill.sid');
      // The screens came from the app's bundle through the handler, the calls through it too.
      expect(answered).toContain('/control/signin.html');
      expect(answered.some((address) => address.startsWith('/control/assets/'))).toBe(true);
      expect(answered).toContain(signIn.path({}));
    });

    await test.step('add a passkey with the password: the ceremony runs at the server origin', async () => {
      await page.goto(`${product.url}/control/account/two-factor.html`);
      await expect(page.getByRole('heading', { name: 'Passkeys', exact: true })).toBeVisible();
      await expect(page.getByText('No passkeys yet.')).toBeVisible();
      await page.getByLabel('Passkey name').fill('Desktop laptop');
      await page.getByLabel('Your password').fill(MEMBER_PASSWORD);
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await expect(page.getByText('Passkey added.')).toBeVisible();
      await expect(
        page
          .getByRole('table', { name: 'Your passkeys' })
          .getByRole('row', { name: /Desktop laptop/ }),
      ).toBeVisible();
      const credentials = await authenticator.credentials();
      expect(credentials).toHaveLength(1);
      // The passkey belongs to the server's host, the RP ID the page's host now is.
      expect(credentials[0]?.rpId).toBe(new URL(product.url).hostname);
    });

    await test.step('sign out, then the password and the passkey sign in', async () => {
      await signOutOfApp(page);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
      await page.getByRole('button', { name: 'Use a passkey' }).click();
      await expect(page).toHaveURL(`${product.url}/control/index.html`);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    });

    await test.step('sign out, then the passkey alone signs in', async () => {
      await signOutOfApp(page);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(page).toHaveURL(`${product.url}/control/index.html`);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      expect(jar.get(product.url, 'waybill.sid')).toBeTruthy();
      expect(await browserCookieNames(page)).not.toContain('waybill.sid');
    });
    expect(refused).toEqual([]);
  });

  test('a member with TOTP signs in at the server origin with a code, then with a recovery code', async ({
    page,
    product,
    mailbox,
  }) => {
    const member = await memberWithTotp(product.url, mailbox);
    const secondStep = async () => {
      await page.goto(`${product.url}/control/signin.html`);
      await page.getByLabel('E-mail').fill(member.email);
      await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
      // The pending sign-in's cookie is kept by the main process too, not by the page.
      expect(jar.get(product.url, 'waybill.signin-step')).toBeTruthy();
      expect(await browserCookieNames(page)).not.toContain('waybill.signin-step');
    };

    await secondStep();
    await page.getByLabel('Code from the app').fill(wrongCode(member.secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The code is wrong or has already been used')).toBeVisible();
    await page.getByLabel('Code from the app').fill(nextCode(member.secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(`${product.url}/control/index.html`);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await signOutOfApp(page);

    await secondStep();
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(member.recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(`${product.url}/control/index.html`);
    await page.goto(`${product.url}/control/account/two-factor.html`);
    await expect(page.getByText('Recovery codes left: 9')).toBeVisible();
  });

  test('the server’s other pages are not served at its origin in the app', async ({
    page,
    product,
  }) => {
    const publicPage = await page.goto(`${product.url}/track.html`);
    expect(publicPage?.status()).toBe(404);
    const desktopScreen = await page.goto(`${product.url}/desktop/connect.html`);
    expect(desktopScreen?.status()).toBe(404);
  });
});

async function signOutOfApp(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

const browserCookieNames = async (page: Page) =>
  (await page.context().cookies()).map((cookie) => cookie.name);

/** Answers a routed request of the page with the handler, as Electron's protocol.handle does. */
async function answerWith(handler: AppHandler, route: Route, answered: string[]): Promise<void> {
  const request = route.request();
  const method = request.method();
  const body = method === 'GET' || method === 'HEAD' ? null : request.postDataBuffer();
  const response = await handler(
    new Request(request.url(), {
      method,
      headers: await request.allHeaders(),
      body: body === null ? null : new Uint8Array(body),
    }),
  );
  answered.push(new URL(request.url()).pathname);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  await route.fulfill({
    status: response.status,
    headers,
    body: Buffer.from(await response.arrayBuffer()),
  });
}
