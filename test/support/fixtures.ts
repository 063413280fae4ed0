import { test as base } from '@playwright/test';
import { Mailbox } from './mailbox.js';
import { Product } from './product.js';

interface WorkerFixtures {
  mailbox: Mailbox;
  product: Product;
}

/** One real SMTP mailbox and one running product per worker; `baseURL` points at the product. */
export const test = base.extend<object, WorkerFixtures>({
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
  product: [
    async ({ mailbox }, use) => {
      const product = new Product({ MAIL_URL: `smtp://127.0.0.1:${mailbox.port}` });
      await product.start();
      await use(product);
      await product.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ product }, use) => {
    await use(product.url);
  },
});

export { expect } from '@playwright/test';
