import { content, expect, routes, test } from './fixtures';

const { navigation, interface: ui } = content;

test.describe('with JavaScript off', () => {
  for (const width of [375, 1280]) {
    test(`every header link is visible and reachable at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const route of routes) {
        await page.goto(route);
        const nav = page.getByRole('navigation', { name: ui.menu.label });
        await expect(nav.getByRole('button', { name: ui.menu.open })).toBeHidden();
        for (const link of navigation.header) {
          const anchor = nav.getByRole('link', { name: link.label, exact: true }).locator('visible=true');
          await expect(anchor).toHaveCount(1);
          await expect(anchor).toHaveAttribute('href', link.href);
          await expect(anchor).toBeInViewport();
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });
  }
});
