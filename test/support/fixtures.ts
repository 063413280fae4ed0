import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  type Page,
  request,
} from '@playwright/test';
import { signInAdmin, signUpFirstAdmin } from '../../test-kit/accounts.js';
import { testApi, type TestApi, type Transport } from '../../test-kit/api-client.js';
import { Mailbox } from './mailbox.js';
import { Product } from './product.js';
import { waitForReadyPages } from './ready-pages.js';

/** The admin that `test` creates on its shared product. */
export const ADMIN = { email: 'staff@example.com', password: 'staff-password-1' };

interface WorkerFixtures {
  mailbox: Mailbox;
  product: Product;
}

interface TestFixtures {
  /** A page signed in as ADMIN (through the sign-in screen). */
  adminPage: Page;
}

/**
 * A product's start (and stop) has a time of its own, not taken from its first test's: on a busy
 * 2-core machine, with two workers each starting one, it can take a good part of a minute.
 */
const PRODUCT_START_MS = 120_000;

async function startProduct(mailbox: Mailbox): Promise<Product> {
  // WEBHOOK_DEV_MODE: the webhooks spec's receiver listens on 127.0.0.1 over http://.
  const product = new Product({
    MAIL_URL: `smtp://127.0.0.1:${mailbox.port}`,
    WEBHOOK_DEV_MODE: 'true',
  });
  await product.start();
  return product;
}

const withMailbox = base.extend<object, { mailbox: Mailbox; readyPages: void }>({
  readyPages: [
    async ({ browser }, use) => {
      waitForReadyPages(browser);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  mailbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const mailbox = new Mailbox();
      await mailbox.start();
      await use(mailbox);
      await mailbox.stop();
    },
    { scope: 'worker' },
  ],
});

/**
 * One running product per worker, shared by the spec files, with ADMIN already created;
 * `baseURL` points at it.
 */
export const test = withMailbox.extend<TestFixtures, WorkerFixtures>({
  product: [
    async ({ mailbox }, use) => {
      const product = await startProduct(mailbox);
      const visitor = await request.newContext({ baseURL: product.url });
      await signUpFirstAdmin(staffClient(visitor), ADMIN);
      await visitor.dispose();
      await use(product);
      await product.stop();
    },
    { scope: 'worker', timeout: PRODUCT_START_MS },
  ],
  baseURL: async ({ product }, use) => {
    await use(product.url);
  },
  adminPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({
      baseURL,
      storageState: await adminSession(baseURL ?? ''),
    });
    const page = await context.newPage();
    await page.goto('/control/index.html');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await use(page);
    await context.close();
  },
});

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const sessions = new Map<string, Promise<StorageState>>();

/**
 * ADMIN's session, signed in once per product and reused: the product allows 10 sign-ins per
 * e-mail in 15 minutes, and the spec files share one product.
 */
export function adminSession(baseURL: string): Promise<StorageState> {
  let session = sessions.get(baseURL);
  if (!session) {
    session = (async () => {
      const context = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
      await signInAdmin(staffClient(context), ADMIN);
      const state = await context.storageState();
      await context.dispose();
      return state;
    })();
    sessions.set(baseURL, session);
  }
  return session;
}

/** An API client signed in as ADMIN (the same calls /control makes). */
export async function staffRequest(baseURL: string): Promise<APIRequestContext> {
  return request.newContext({
    baseURL,
    storageState: await adminSession(baseURL),
    extraHTTPHeaders: { Origin: baseURL },
  });
}

/** A Playwright request context (signed in or not) as the shared test kit's transport. */
export function requestTransport(api: APIRequestContext): Transport {
  return {
    request: async ({ method, path, json, form }) => {
      const multipart = form
        ? Object.fromEntries(
            Object.entries(form).map(([name, value]) => [
              name,
              typeof value === 'object' ? value : String(value),
            ]),
          )
        : undefined;
      const response = await api.fetch(path, { method, data: json, multipart });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON (a PDF or an HTML page): keep the text.
      }
      return { status: response.status(), headers: response.headers(), body };
    },
  };
}

/** A request context as the typed test client (test-kit/api-client.ts). */
export function staffClient(api: APIRequestContext): TestApi {
  return testApi(requestTransport(api));
}

/** A product of its own for each test, on a new install with no admin: the first-run story. */
export const firstRunTest = withMailbox.extend<{ product: Product }>({
  product: [
    async ({ mailbox }, use) => {
      const product = await startProduct(mailbox);
      await use(product);
      await product.stop();
    },
    { timeout: PRODUCT_START_MS },
  ],
  baseURL: async ({ product }, use) => {
    await use(product.url);
  },
});

/** Signs in through the sign-in screen and waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/control/signin.html');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/control\/index\.html$/);
}

export { expect } from '@playwright/test';
