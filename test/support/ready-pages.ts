import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * A public page the server drew is on screen before its code arrives: the code is fetched after
 * the first paint (docs/architecture.md §6.1a), and until the app has hydrated the page
 * (`<html data-app="ready">`) its buttons do nothing. A person could not use it earlier either,
 * so in the browser tests every navigation (goto, reload, back, forward) returns only once such a
 * page is ready. Pages without the start plan (`#app-start`: the admin, a page the server did not
 * draw) and contexts without JavaScript are left as they are.
 */
export async function untilReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('app-start') || document.documentElement.dataset.app === 'ready',
  );
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

function waitAfterNavigations(page: Page): void {
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await untilReady(page);
        return response;
      },
    });
  }
}

function readyPagesOf(context: BrowserContext): void {
  for (const page of context.pages()) waitAfterNavigations(page);
  context.on('page', waitAfterNavigations);
}

/** Every context this browser makes from now on (the tests' own and Playwright's) waits so. */
export function waitForReadyPages(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  Object.assign(browser, {
    newContext: async (options?: Parameters<Browser['newContext']>[0]) => {
      const context = await newContext(options);
      if (options?.javaScriptEnabled !== false) readyPagesOf(context);
      return context;
    },
  });
}
