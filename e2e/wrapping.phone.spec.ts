import { addressLines, formatHours, formatPrice, plainText } from '../lib/content/format';
import type { Page } from '@playwright/test';
import { content, escapeRegExp, expect, loadEnquiryForm, routes, test } from './fixtures';

const { site, sessions, openingHours, navigation, contact } = content;

/** What a visitor reads as one thing and must never see broken across two lines. */
const unbreakable = [
  site.email,
  site.address.postcode,
  ...sessions.offers.map((offer) => plainText(formatPrice(offer.price))),
  ...openingHours.hours.flatMap((row) => (row.opens && row.closes ? [plainText(formatHours(row, ''))] : [])),
];

/** The facts among `needles` that the page shows broken across two lines. */
function brokenFacts(page: Page, needles: string[]) {
  return page.evaluate((needles) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // The page writes these with no-break spaces and word joiners: compare as plain text,
      // keeping where each plain character sits in the node.
      const original = node.textContent!;
      let plain = '';
      const at: number[] = [];
      for (let index = 0; index < original.length; index += 1) {
        if (original[index] === '\u2060') continue;
        plain += original[index] === '\u00a0' ? ' ' : original[index];
        at.push(index);
      }
      for (const needle of needles) {
        for (let start = plain.indexOf(needle); start !== -1; start = plain.indexOf(needle, start + 1)) {
          const range = document.createRange();
          range.setStart(node, at[start]);
          range.setEnd(node, at[start + needle.length - 1] + 1);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)));
          if (lines.size > 1) found.push(`"${needle}" in <${node.parentElement!.tagName.toLowerCase()}>`);
        }
      }
    }
    return found;
  }, needles);
}

test.describe('facts that never break across lines', () => {
  for (const width of [320, 375]) {
    test(`no e-mail, postcode, price or time spans two lines at ${width} px, and nothing scrolls sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const route of [...routes, '/no-such-page/']) {
        await page.goto(route);
        // Measured in the site's fonts, which can arrive after the load event on a busy machine.
        await page.evaluate(() => document.fonts.ready);
        const broken = await brokenFacts(page, unbreakable);
        expect(broken, `broken across lines on ${route}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `sideways scroll on ${route}`).toBeLessThanOrEqual(width);
      }
    });
  }

  test('the form’s e-mail fallback fits at 320 px on one line, and the page still shows the address whole', async ({ page, context }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await context.route(`${site.enquiryForm.formAddress}/**`, (route) => route.abort('blockedbyclient'));
    await page.goto('/contact/');
    await loadEnquiryForm(page);
    const button = page.getByRole('status').getByRole('link', { name: contact.form.emailLabel, exact: true });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', `mailto:${site.email}`);
    await page.evaluate(() => document.fonts.ready);
    const lines = await button.evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom))).size;
    });
    expect(lines, 'lines of the button’s label').toBe(1);
    expect(await brokenFacts(page, [site.email])).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('the address on the contact page is a block of whole lines: building, street, town and county, postcode', async ({ page }) => {
    await page.goto('/contact/');
    const lines = addressLines(site);
    const address = page.getByRole('main').locator('address');
    for (const line of lines) await expect(address).toContainText(line);
    // Each line's text as laid out (a range gives a rectangle per line box; the block itself only one).
    const wrapped = await address.evaluate((element) =>
      [...element.children]
        .filter((line) => {
          const range = document.createRange();
          range.selectNodeContents(line);
          return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom))).size > 1;
        })
        .map((line) => line.textContent),
    );
    expect(wrapped).toEqual([]);
  });

  test('every option’s price is in the first screen of /sessions/ at 375 px', async ({ page }) => {
    await page.goto('/sessions/');
    const main = page.getByRole('main');
    for (const offer of sessions.offers) {
      const option = main.getByRole('link', { name: new RegExp(`${escapeRegExp(offer.title)}.*${escapeRegExp(formatPrice(offer.price))}`) });
      await expect(option).toHaveAttribute('href', `#${offer.id}`);
      await expect(option).toBeInViewport({ ratio: 1 });
    }
  });

  test('the header’s booking button is visible at 375 px and leads to its page', async ({ page }) => {
    await page.goto('/');
    const book = page.getByRole('banner').getByRole('link', { name: navigation.book.label, exact: true }).locator('visible=true');
    await expect(book).toHaveCount(1);
    await expect(book).toBeInViewport();
    await expect(book).toHaveAttribute('href', navigation.book.href);
  });
});
