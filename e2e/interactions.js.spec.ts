import { formUrl, mapsQuery, studio } from '../content/site';
import { popularNote, sessionOffers } from '../content/sessions';
import { expect, test } from './fixtures';

test.describe('Contact page embeds', () => {
  test('asks for the form iframe and the provider’s embed-handler script', async ({ page, thirdPartyRequests }) => {
    await page.goto('/contact/');
    await expect.poll(() => thirdPartyRequests).toContain(formUrl);
    await expect.poll(() => thirdPartyRequests).toContain(studio.form.embedHandlerUrl);
  });

  test('loads the map, located by the address, only when the visitor asks', async ({ page, thirdPartyRequests }) => {
    await page.goto('/contact/');
    await page.waitForLoadState('networkidle');
    const map = page.getByRole('article', { name: 'Find the studio' });
    await expect(map.locator('iframe')).toHaveCount(0);
    expect(thirdPartyRequests.filter((url) => url.includes('google.com/maps'))).toEqual([]);
    await expect(map).toContainText('provided by Google');

    await map.getByRole('button', { name: 'Show the map' }).click();
    const frame = map.locator('iframe');
    await expect(frame).toHaveAttribute('title', /Map showing/);
    await expect(frame).toHaveAttribute('src', new RegExp(`q=${mapsQuery.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect.poll(() => thirdPartyRequests.some((url) => url.includes('google.com/maps') && url.includes(mapsQuery))).toBe(true);
  });
});

test.describe('Legal pages', () => {
  test('show the visitor’s current date, without a hydration warning', async ({ page, consoleMessages }) => {
    await page.clock.setFixedTime(new Date('2031-03-05T10:00:00Z'));
    await page.goto('/terms/');
    await expect(page.getByText('Last updated: 5 March 2031')).toBeVisible();
    expect(consoleMessages.filter((message) => message.type() === 'error').map((message) => message.text())).toEqual([]);
  });
});

test.describe('FAQ with the keyboard', () => {
  test('opens and closes an answer with Enter', async ({ page }) => {
    await page.goto('/about/');
    const summary = page.locator('summary').first();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('details[open]')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page.locator('details[open]')).toHaveCount(0);
  });
});

test.describe('Sessions tooltips with the keyboard', () => {
  test('open on focus and close on Escape', async ({ page }) => {
    await page.goto('/sessions/');
    const badge = page.getByRole('button', { name: /Most Popular/ });
    await badge.focus();
    await expect(page.getByRole('tooltip')).toHaveText(popularNote);
    await expect(badge).toHaveAccessibleDescription(popularNote);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip')).toHaveText(sessionOffers[0].priceTooltip);
  });
});
