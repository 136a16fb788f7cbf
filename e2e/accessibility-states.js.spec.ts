import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

test.describe('WCAG 2.2 AA (axe) in states that need JavaScript', () => {
  test('the Sessions page has none with a tooltip open', async ({ page }) => {
    await page.goto('/sessions/');
    await page.getByRole('button', { name: /Most Popular/ }).focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expectNoAxeViolations(page, 'sessions with a tooltip open');
  });

  test('the Contact page has none with the map loaded', async ({ page }) => {
    await page.goto('/contact/');
    await page.getByRole('button', { name: 'Show the map' }).click();
    await expect(page.locator('iframe[title^="Map showing"]')).toBeVisible();
    await expectNoAxeViolations(page, 'contact with the map');
  });
});
