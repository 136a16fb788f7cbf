import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Runs axe with the WCAG 2.0, 2.1 and 2.2 A and AA rules and fails with each violation's rule and nodes. */
export async function expectNoAxeViolations(page: Page, label: string, build?: (builder: AxeBuilder) => AxeBuilder) {
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  const { violations, passes } = await (build ? build(builder) : builder).analyze();
  const summary = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
  expect(passes.length, 'axe checked something').toBeGreaterThan(0);
}
