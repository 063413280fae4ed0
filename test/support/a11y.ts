import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axeCore from 'axe-core';

/** A violation as the page sends it back: only what the line needs. */
interface Finding {
  id: string;
  help: string;
  impact?: string | null | undefined;
  nodes: { target: readonly unknown[]; failureSummary?: string | undefined }[];
}

/**
 * Blueprint's elements on their way out (a toast whose time is up, a closing dialog or menu):
 * their colours are a fade between two states, and they are gone a moment later. Left out of
 * every scan, since one can start leaving while axe is measuring.
 */
const LEAVING = ['.bp6-toast-exit', '.bp6-overlay-exit', '.bp6-popover-exit'];

type AxeInPage = {
  run: (
    context: { exclude: string[][] },
    options: Record<string, unknown>,
  ) => Promise<{ violations: (Finding & { nodes: Finding['nodes'] })[] }>;
  configure: (spec: Record<string, unknown>) => void;
};

/**
 * Axe run in the page itself, as @axe-core/playwright's legacy mode runs it, but with axe
 * injected once per document (the builder sends its 650 KB source twice a scan) and only the
 * violations worked out and sent back (`resultTypes`: the passes' nodes are not listed). The
 * same rules on the same document, so the same findings.
 */
async function violationsInPage(page: Page, tags?: string[]): Promise<Finding[]> {
  const present = await page.evaluate(
    () => typeof (window as unknown as { axe?: AxeInPage }).axe?.run === 'function',
  );
  if (!present) {
    await page.evaluate(axeCore.source);
    await page.evaluate(() =>
      (window as unknown as { axe: AxeInPage }).axe.configure({
        allowedOrigins: ['<same_origin>'],
      }),
    );
  }
  return page.evaluate(
    async ({ only, leaving }) => {
      const axe = (window as unknown as { axe: AxeInPage }).axe;
      const results = await axe.run(
        { exclude: leaving.map((selector) => [selector]) },
        {
          resultTypes: ['violations'],
          ...(only && { runOnly: { type: 'tag', values: only } }),
        },
      );
      return results.violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String),
          failureSummary: node.failureSummary,
        })),
      }));
    },
    { only: tags, leaving: LEAVING },
  );
}

/**
 * Axe's serious and critical violations on the page, one readable line each (its rule, help and
 * first three places), once the page's animations have finished. `tags` limits the rules (e.g. WCAG 2.1 AA); all of axe's rules otherwise.
 */
export async function seriousViolations(page: Page, tags?: string[]): Promise<string[]> {
  // Colours measured mid-fade are blends, not the page's.
  await waitForAnimations(page);
  // On a page without frames axe's own run in the page gives the same findings as the default,
  // which runs per frame and then merges the parts in a new blank page it opens, injecting axe
  // into both: that merge took most of a scan's time. A page with frames (the chat widget's, a
  // map's) keeps the default, which reaches into every frame.
  let violations: Finding[];
  if (page.frames().length === 1) {
    violations = await violationsInPage(page, tags);
  } else {
    const builder = new AxeBuilder({ page });
    for (const selector of LEAVING) builder.exclude(selector);
    violations = (await (tags ? builder.withTags(tags) : builder).analyze()).violations;
  }
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`.trim())
          .join(' | ')}`,
    );
}

/**
 * Lets the page's fade and any finite transition finish before colours are measured. Only running
 * animations are waited for (a paused one never ends by itself); one cancelled on the way (a
 * transition replaced by the next) counts as ended, and what started meanwhile is waited for in
 * the next round. Each round waits at most as long as its animations still have to run by their
 * own timing (plus a frame's grace, never more than ANIMATION_WAIT_MAX_MS): an animation whose
 * clock does not advance cannot hold a test until its timeout.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(
    async ({ rounds, graceMs, maxMs }) => {
      for (let round = 0; round < rounds; round++) {
        const running = document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getTiming().iterations !== Infinity,
          );
        if (running.length === 0) return;
        const left = Math.max(
          ...running.map((animation) => {
            const timing = animation.effect?.getComputedTiming();
            const rate = Math.abs(animation.playbackRate) || 1;
            return (Number(timing?.endTime ?? 0) - Number(timing?.localTime ?? 0)) / rate;
          }),
        );
        await Promise.race([
          Promise.allSettled(running.map((animation) => animation.finished)),
          new Promise((resolve) => setTimeout(resolve, Math.min(left + graceMs, maxMs))),
        ]);
      }
    },
    { rounds: ANIMATION_WAIT_ROUNDS, graceMs: ANIMATION_GRACE_MS, maxMs: ANIMATION_WAIT_MAX_MS },
  );
}

/** How many times new animations are waited for after the last ones ended. */
const ANIMATION_WAIT_ROUNDS = 5;
/** Beyond an animation's own remaining time: a frame or two of a busy machine. */
const ANIMATION_GRACE_MS = 250;
/** No fade or transition of the site or the panel runs longer. */
const ANIMATION_WAIT_MAX_MS = 3_000;
