import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Axe's serious and critical violations on the page, one readable line each (its rule, help and
 * first three places), once the page's animations have finished. `tags` limits the rules (e.g. WCAG 2.1 AA); all of axe's rules otherwise.
 */
export async function seriousViolations(page: Page, tags?: string[]): Promise<string[]> {
  // Colours measured mid-fade are blends, not the page's.
  await waitForAnimations(page);
  const builder = new AxeBuilder({ page });
  // On a page without frames axe's own run in the page (legacy mode) gives the same findings as
  // the default, which runs per frame and then merges the parts in a new blank page it opens,
  // injecting axe into both: that merge took most of a scan's time. A page with frames (the
  // chat widget's, a map's) keeps the default, which reaches into every frame.
  builder.setLegacyMode(page.frames().length === 1);
  const results = await (tags ? builder.withTags(tags) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`.trim())
          .join(' | ')}`,
    );
}

/** Lets the page's fade and any finite transition finish before colours are measured. */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}
