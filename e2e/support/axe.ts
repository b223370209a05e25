// The accessibility bar every page must clear: WCAG 2.0/2.1 A and AA plus 2.2 AA, as axe-core checks them.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Rule id, impact and the offending selectors, one line per violation: readable in a failure. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * Runs axe on the page as it is now (or only on the part `include` selects, e.g. an open modal
 * dialog: the page under it is inert, and targets its edge happens to cut across count as obscured
 * wherever the scroll leaves them) and fails with every violation listed.
 */
export async function expectNoAxeViolations(page: Page, label = page.url(), include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(describe(results.violations), `axe violations on ${label}`).toEqual([]);
}
