import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The rules every screen is held to (DESIGN §10): WCAG 2.2 AA and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The serious and critical axe-core violations on the page as it is now, each with a few of its elements. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}
