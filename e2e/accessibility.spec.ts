import { faqItems } from '../content/faq';
import { expectNoAxeViolations } from './axe';
import { expect, routes, test } from './fixtures';

test.describe('WCAG 2.2 AA (axe)', () => {
  for (const route of routes) {
    test(`${route} has no violations`, async ({ page }) => {
      await page.goto(route);
      await expectNoAxeViolations(page, route);
    });
  }

  test('the 404 page has no violations', async ({ page }) => {
    await page.goto('/not-a-page/');
    await expectNoAxeViolations(page, '404');
  });

  test('the About page has none with a FAQ answer open', async ({ page }) => {
    await page.goto('/about/');
    await page.getByText(faqItems[3].question).click();
    await expect(page.locator('details[open]')).toHaveCount(1);
    await expectNoAxeViolations(page, 'about with FAQ open');
  });
});
