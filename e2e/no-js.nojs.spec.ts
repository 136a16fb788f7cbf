import { headerLinks } from '../content/navigation';
import { expect, routes, test } from './fixtures';

test.describe('with JavaScript off', () => {
  for (const width of [375, 1280]) {
    test(`every header link is visible and reachable at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const route of routes) {
        await page.goto(route);
        const navigation = page.getByRole('navigation', { name: 'Main' });
        await expect(navigation.getByRole('button', { name: 'Menu' })).toBeHidden();
        for (const link of headerLinks) {
          const anchor = navigation.getByRole('link', { name: link.label, exact: true }).locator('visible=true');
          await expect(anchor).toHaveCount(1);
          await expect(anchor).toHaveAttribute('href', link.href);
          await expect(anchor).toBeInViewport();
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });
  }
});
