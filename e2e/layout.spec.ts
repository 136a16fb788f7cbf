import { addressLine } from '../lib/content/format';
import { content, expect, headerLink, routes, test } from './fixtures';

const { site, navigation, interface: ui } = content;

test.describe('the shared layout', () => {
  for (const route of routes) {
    test(`${route} has the header, footer, skip link and en-GB language`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: site.name })).toHaveAttribute('href', '/');
      for (const link of navigation.header) {
        await expect(await headerLink(page, link.label)).toHaveAttribute('href', link.href);
      }

      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(site.tagline);
      for (const link of [...navigation.footerQuickLinks, ...navigation.footerLegalLinks]) {
        await expect(footer.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
      }
      await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
      await expect(footer).toContainText(addressLine(site));
      await expect(footer).toContainText(ui.footer.copyright);
      await expect(footer).toContainText(String(site.copyrightYear));

      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('link', { name: ui.skipLink })).toHaveAttribute('href', '#main');
    });

    test(`${route} marks its own header link as the current page`, async ({ page }) => {
      await page.goto(route);
      await headerLink(page, navigation.header[0].label);
      const own = navigation.header.find((link) => link.href === route);
      const current = page.getByRole('navigation', { name: ui.menu.label }).locator('a[aria-current="page"]').locator('visible=true');
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
    const skip = page.getByRole('link', { name: ui.skipLink });
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
    await expect(page.getByRole('heading', { level: 1, name: ui.notFound.heading })).toBeVisible();
    await expect(page.getByText(ui.notFound.subheading)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: ui.notFound.homeLabel })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
