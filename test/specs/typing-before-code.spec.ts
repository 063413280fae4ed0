import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

/**
 * A drawn page shows its tracking box before the page's code arrives (docs/architecture.md
 * §6.1a): what a visitor types into it then is theirs, and neither the code's arrival
 * (hydration) nor an Enter pressed at any moment around it may lose a character.
 */

// The two tests share nothing (no data, no state on the product): each worker can take one.
test.describe.configure({ mode: 'parallel' });

/** Iterations per test: the moment the code arrives moves a little each time. */
const TRIES = 20;

/**
 * Playwright's own goto, back at the first byte of the answer: the tests' navigations otherwise
 * return only once the app is ready (support/ready-pages.ts), and this test types before that.
 */
async function openAtOnce(page: Page, url: string): Promise<void> {
  const goto = (Object.getPrototypeOf(page) as Page).goto;
  await goto.call(page, url, { waitUntil: 'commit' });
}

const trackingBox = (page: Page) => page.getByRole('search').getByRole('textbox');

const readyMark = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app', 'ready');

/** The code the tracking page was opened with, as the page's address carries it. */
const codeInAddress = (page: Page) => new URL(page.url()).searchParams.get('code');

test('typing at first paint and pressing Enter at once always tracks the whole code', async ({
  page,
}) => {
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const code = `WB-EARLY-${attempt}7Q`;
    await openAtOnce(page, '/');
    // Typed as soon as the box shows, before, while or after the page's code arrives.
    await trackingBox(page).pressSequentially(code);
    await trackingBox(page).press('Enter');
    await page.waitForURL(/\/track\.html\?/);
    expect(codeInAddress(page), `attempt ${attempt}`).toBe(code);
    await expect(trackingBox(page)).toHaveValue(code);
  }
});

test('what is typed before the code arrives stays in the box through hydration, and Enter sends it all', async ({
  page,
}) => {
  // The page's scripts wait until the code is typed: it is then surely typed before hydration.
  let release: () => void = () => undefined;
  let typed = Promise.resolve();
  await page.route(/\/assets\/.*\.js$/, async (route: Route) => {
    await typed;
    await route.continue();
  });
  for (let attempt = 0; attempt < TRIES / 2; attempt++) {
    for (const address of ['/', '/track.html']) {
      typed = new Promise((resolve) => (release = resolve));
      const code = `WB-HELD-${attempt}K`;
      await openAtOnce(page, address);
      const box = trackingBox(page);
      await box.pressSequentially(code);
      release();
      await readyMark(page);
      // Hydrated: the text is still there, the caret still in the box; every other time a
      // character is added at the caret before Enter, else Enter comes right away.
      await expect(box).toHaveValue(code);
      await expect(box).toBeFocused();
      const sent = attempt % 2 === 0 ? code : `${code}9`;
      if (sent !== code) await page.keyboard.type('9');
      await expect(box).toHaveValue(sent);
      await box.press('Enter');
      await expect.poll(() => codeInAddress(page), `${address}, attempt ${attempt}`).toBe(sent);
      await expect(trackingBox(page)).toHaveValue(sent);
    }
  }
});
