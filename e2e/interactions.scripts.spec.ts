import { formatPrice, formUrl, mapsEmbedUrl } from '../lib/content/format';
import { content, expect, loadEnquiryForm, providerRequests, test } from './fixtures';

const { site, contact, sessions } = content;

test.describe('Contact page embeds', () => {
  test('asks nothing of the form provider until the visitor presses the button that loads the form, then loads it', async ({ page, thirdPartyRequests }) => {
    await page.goto('/contact/');
    await page.waitForLoadState('networkidle');
    const enquiry = page.getByRole('article', { name: contact.form.heading });
    const load = enquiry.getByRole('button', { name: contact.form.loadLabel, exact: true });
    // The button says where the form comes from and that the provider sets cookies; the e-mail is beside it.
    await expect(load).toHaveAccessibleDescription(contact.form.consentNote);
    await expect(load.locator('xpath=..').getByRole('link', { name: contact.form.emailLabel })).toHaveAttribute('href', `mailto:${site.email}`);
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState('networkidle');
    expect(providerRequests(thirdPartyRequests), 'requests to the form provider before the press').toEqual([]);
    await expect(enquiry.locator('iframe')).toHaveCount(0);

    await loadEnquiryForm(page);
    await expect(enquiry.locator('iframe')).toHaveAttribute('src', formUrl(site));
    await expect(page.getByTitle(contact.form.frameTitle)).toBeVisible();
    await expect(page.getByTitle(contact.form.frameTitle)).toBeFocused();
    await expect.poll(() => thirdPartyRequests).toContain(formUrl(site));
    await expect.poll(() => thirdPartyRequests).toContain(site.enquiryForm.resizeScript);
    await expect(load).toHaveCount(0);
  });

  test('offers e-mail in the form’s place when the provider cannot be reached, and only then', async ({ page, context, thirdPartyRequests }) => {
    const fallback = page.getByRole('status').filter({ has: page.getByRole('heading', { name: contact.form.fallbackHeading }) });
    const emailButton = fallback.getByRole('link', { name: contact.form.emailLabel });

    // Provider answered (the shared stub): the form stays, no fallback.
    await page.goto('/contact/');
    await loadEnquiryForm(page);
    await expect(page.getByTitle(contact.form.frameTitle)).toBeVisible();
    // Settled: the provider's sizing script has been asked for (not networkidle, which a frame added after the
    // page's load can keep from ever being reported).
    await expect.poll(() => thirdPartyRequests).toContain(site.enquiryForm.resizeScript);
    await expect(fallback).toHaveCount(0);

    // Provider blocked: within a few seconds the form's place holds the e-mail as a button.
    await context.route(`${site.enquiryForm.formAddress}/**`, (route) => route.abort('blockedbyclient'));
    await page.goto('/contact/');
    await expect(fallback).toHaveCount(0);
    await loadEnquiryForm(page);
    await expect(fallback).toBeVisible({ timeout: 5_000 });
    await expect(emailButton).toBeFocused();
    await expect(page.getByTitle(contact.form.frameTitle)).toHaveCount(0);
    await expect(emailButton).toHaveAttribute('href', `mailto:${site.email}`);
    const box = (await emailButton.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  });

  test('loads the map, located by the address, only when the visitor asks', async ({ page, thirdPartyRequests }) => {
    await page.goto('/contact/');
    await page.waitForLoadState('networkidle');
    const map = page.getByRole('article', { name: contact.map.heading });
    const embedUrl = mapsEmbedUrl(site);
    // The frame waits, closed and lazily loaded, inside a <details>: not shown, and never requested.
    await expect(map.locator('iframe')).toBeHidden();
    expect(thirdPartyRequests.filter((url) => url.startsWith(new URL(embedUrl).origin))).toEqual([]);
    await expect(map).toContainText(contact.map.consentNote);

    await map.getByText(contact.map.showLabel, { exact: true }).click();
    const frame = map.locator('iframe');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('title', contact.map.frameTitle);
    await expect(frame).toHaveAttribute('src', embedUrl);
    await expect.poll(() => thirdPartyRequests).toContain(embedUrl);
  });
});

test.describe('Legal pages', () => {
  test('show the visitor’s current date, without a hydration warning', async ({ page, consoleMessages }) => {
    await page.clock.setFixedTime(new Date('2031-03-05T10:00:00Z'));
    await page.goto('/terms/');
    await expect(page.getByText(`${content.interface.legal.lastUpdated} 5 March 2031`)).toBeVisible();
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
  for (const offer of sessions.offers) {
    test(`${offer.title}: the price explains itself on focus and closes on Escape`, async ({ page }) => {
      await page.goto('/sessions/');
      const price = page.getByRole('article', { name: offer.title }).getByRole('button', { name: formatPrice(offer.price) });
      await price.focus();
      await expect(page.getByRole('tooltip')).toHaveText(offer.priceTooltip);
      await expect(price).toHaveAccessibleDescription(offer.priceTooltip);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('tooltip')).toHaveCount(0);
    });
  }

  // Generated for each offer marked Most Popular (the spec marks one).
  for (const offer of sessions.offers.filter((item) => item.popular)) {
    test(`${offer.title}: the Most Popular badge says why on focus`, async ({ page }) => {
      await page.goto('/sessions/');
      const badge = page.getByRole('article', { name: offer.title }).getByRole('button', { name: new RegExp(sessions.private.popularLabel) });
      await badge.focus();
      await expect(page.getByRole('tooltip')).toHaveText(sessions.private.popularNote.text);
      await expect(badge).toHaveAccessibleDescription(sessions.private.popularNote.text);
    });
  }
});
