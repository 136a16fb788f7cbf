import { footerLegalLinks, footerQuickLinks, headerLinks } from '../content/navigation';
import { addressLine, studio } from '../content/site';
import { expect, headerLink, routes, test } from './fixtures';

test.describe('the shared layout', () => {
  for (const route of routes) {
    test(`${route} has the header, footer, skip link and en-GB language`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: studio.name })).toHaveAttribute('href', '/');
      for (const link of headerLinks) {
        await expect(await headerLink(page, link.label)).toHaveAttribute('href', link.href);
      }

      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(studio.tagline);
      for (const link of [...footerQuickLinks, ...footerLegalLinks]) {
        await expect(footer.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
      }
      await expect(footer.getByRole('link', { name: studio.email })).toHaveAttribute('href', `mailto:${studio.email}`);
      await expect(footer).toContainText(addressLine);
      await expect(footer).toContainText(`© ${studio.copyrightYear} ${studio.name}`);

      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    });

    test(`${route} marks its own header link as the current page`, async ({ page }) => {
      await page.goto(route);
      await headerLink(page, 'Home');
      const own = headerLinks.find((link) => link.href === route);
      const current = page.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]').locator('visible=true');
      if (own) {
        await expect(current).toHaveCount(1);
        await expect(current).toHaveText(own.label);
      } else {
        await expect(current).toHaveCount(0);
      }
    });
  }

  test('the skip link is the first thing the keyboard reaches and moves focus to the content', async ({ page, jsDisabled }) => {
    await page.goto('/about/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    if (!jsDisabled) await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('an unknown path', () => {
  test('answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
