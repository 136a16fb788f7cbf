import { expectNoAxeViolations } from './axe';
import { formatPrice } from '../lib/content/format';
import { content, expect, loadEnquiryForm, test } from './fixtures';

const [offer] = content.sessions.offers;

test.describe('WCAG 2.2 AA (axe) in states that need JavaScript', () => {
  test('the Sessions page has none with a tooltip open', async ({ page }) => {
    await page.goto('/sessions/');
    await page.getByRole('article', { name: offer.title }).getByRole('button', { name: formatPrice(offer.price) }).focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expectNoAxeViolations(page, 'sessions with a tooltip open');
  });

  test('the Contact page has none with the map loaded', async ({ page }) => {
    await page.goto('/contact/');
    await page.getByText(content.contact.map.showLabel, { exact: true }).click();
    await expect(page.locator(`iframe[title="${content.contact.map.frameTitle}"]`)).toBeVisible();
    // The click leaves the page scrolled so that the form's button above the map sits under the sticky
    // header, which axe's target-size rule counts as covered: look at the page, map open, from its top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page, 'contact with the map');
  });

  test('the Contact page has none with the enquiry form loaded', async ({ page }) => {
    await page.goto('/contact/');
    await loadEnquiryForm(page);
    await expect(page.locator(`iframe[title="${content.contact.form.frameTitle}"]`)).toBeVisible();
    await expectNoAxeViolations(page, 'contact with the form');
  });
});
