import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the product promises (issue 15). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** One line per violation: the rule, what it asks, and the first few elements that break it. */
export function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/** Runs axe-core on the page as it is now (dialogs and error states included) and expects no violation. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await animationsFinished(page);
  // Only violations are read: axe then keeps one example of each passed or inapplicable rule
  // instead of every node it checked. options() replaces every option set before it, so it comes
  // first and withTags() then narrows the rules to WCAG's.
  const { violations } = await axeFor(page).analyze();
  expect(describeViolations(violations), `axe (WCAG 2.2 AA) on ${where}`).toEqual([]);
}

/**
 * axe on the page, WCAG 2.2 A and AA rules only, reporting violations only. Legacy mode runs
 * axe.run in the page itself: the default opens a blank page per check to merge the frames'
 * partial results, which cost a third of each check's time. What it gives up is cross-origin
 * frames; the app has no frame of its own, and the one it may show (Square's card field) is
 * Square's page, not ours to fix.
 */
const axeFor = (page: Page) =>
  new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags);

/**
 * Waits for finite CSS animations and transitions (antd's dialog zoom, dropdown slide) to end:
 * axe measured a half-faded dialog's text as low-contrast and its half-scaled icons as too small.
 * Endless ones (spinners) are left running.
 */
async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 30_000 },
  );
}
