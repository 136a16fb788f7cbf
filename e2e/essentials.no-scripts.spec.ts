import { content, expect, routes, test } from './fixtures';
import { expectHeaderLinksReachable, expectSessionsExplainedOnPress } from './without-scripts';

test.describe('with JavaScript off', () => {
  for (const width of [320, 375, 1280]) {
    test(`every header link and the booking button can be reached at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const route of routes) {
        await page.goto(route);
        await expectHeaderLinksReachable(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });
  }

  test('a header link chosen from the menu opens its page', async ({ page }) => {
    const last = content.navigation.header.at(-1)!;
    await page.goto('/');
    await expectHeaderLinksReachable(page);
    await page.getByRole('navigation', { name: content.interface.menu.label }).getByRole('link', { name: last.label, exact: true }).locator('visible=true').click();
    await expect(page).toHaveURL(new RegExp(`${last.href}$`));
  });

  test('each price and the Most Popular badge explain themselves when pressed', async ({ page }) => {
    await page.goto('/sessions/');
    await expectSessionsExplainedOnPress(page, (trigger) => trigger.click());
  });
});
