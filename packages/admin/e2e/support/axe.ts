import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it is now; fails listing each serious or critical rule. In one
 * pass in the page (legacy mode): the default runs each frame apart and joins the results in a
 * new blank tab, which costs Chromium about a CPU second a scan, and the screens have no frames.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const report = blocking
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
    )
    .join('\n');
  expect(
    blocking.map((violation) => violation.id),
    `${screen}:\n${report}`,
  ).toEqual([]);
}
