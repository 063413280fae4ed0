import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, waitForAnimations } from './a11y.js';

/** The rules the control panel is held to: WCAG 2.1 A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The open screen at a 360 px phone and a wide screen, in the light and the dark theme (switched
 * with the top bar's button, which names the theme it switches to): nothing scrolls sideways and
 * axe finds nothing serious. `ready` waits for what the screen must show in each.
 */
export async function checkWidthsAndThemes(
  page: Page,
  ready: () => Promise<void> = async () => {},
): Promise<void> {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const theme of ['Light', 'Dark'] as const) {
      await test.step(`${viewport.width} px, ${theme.toLowerCase()} theme`, async () => {
        const toggle = page.getByRole('banner').getByRole('button', { name: /^(Dark|Light)$/ });
        if ((await page.locator('body').getAttribute('data-theme')) !== theme.toUpperCase()) {
          await toggle.click();
        }
        await expect(page.locator('body')).toHaveAttribute('data-theme', theme.toUpperCase());
        await ready();
        await waitForAnimations(page);
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways, `${viewport.width} px scrolls sideways`).toBe(0);
        expect(await seriousViolations(page, WCAG_21_AA), `${viewport.width} px, ${theme}`).toEqual(
          [],
        );
      });
    }
  }
}
