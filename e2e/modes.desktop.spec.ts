import { formatHours, plainText } from '../lib/content/format';
import { content, expect, routes, test } from './fixtures';

const { site, navigation, openingHours, contact, interface: ui } = content;

test.describe('forced colours (Windows high contrast)', () => {
  test.use({ colorScheme: 'light' });

  for (const route of routes) {
    test(`every filled button and panel keeps a visible edge on ${route}`, async ({ page }) => {
      await page.goto(route);
      // Filled = a background of its own in normal colours; forced colours take that background away.
      const filled = page.locator('button, a, [aria-labelledby="cta-heading"] div').filter({ visible: true });
      const marked = await filled.evaluateAll((elements) => {
        const withBackground = elements.filter((element) => {
          const colour = getComputedStyle(element).backgroundColor;
          return colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent' && element.getBoundingClientRect().width > 0;
        });
        withBackground.forEach((element) => element.setAttribute('data-filled', ''));
        return withBackground.length;
      });
      expect(marked, 'filled controls found').toBeGreaterThan(0);
      await page.emulateMedia({ forcedColors: 'active' });
      const edgeless = await page.locator('[data-filled]').evaluateAll((elements) =>
        elements
          .filter((element) => {
            const style = getComputedStyle(element);
            return !(parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle !== 'none');
          })
          .map((element) => `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 40)}"`),
      );
      expect(edgeless).toEqual([]);
    });
  }

  test('the filled button still leads: it stays filled, and its outlined neighbour does not', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/');
    const hero = page.getByRole('main').locator('section').first();
    const fill = (name: string) => hero.getByRole('link', { name, exact: true }).evaluate((link) => getComputedStyle(link).backgroundColor);
    const ground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [primary, secondary] = [await fill(content.home.hero.primary.label), await fill(content.home.hero.secondary.label)];
    // Transparent is any rgba(…, 0), whichever colour it names.
    const clear = /^transparent$|^rgba\(.*,\s*0\)$/;
    expect(primary).not.toBe(ground);
    expect(primary).not.toMatch(clear);
    expect(secondary).toMatch(clear);
  });

  test('the logo stays visible', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/');
    // The mark is drawn with a stroke (or, if it is ever redrawn filled, a fill): whichever paints it must show.
    const colours = await page.getByRole('banner').getByRole('link', { name: site.name }).locator('svg path').first().evaluate((path) => {
      const style = getComputedStyle(path);
      return { paint: style.stroke !== 'none' ? style.stroke : style.fill, background: getComputedStyle(document.body).backgroundColor };
    });
    expect(colours.paint).not.toBe(colours.background);
    expect(colours.paint).not.toBe('none');
  });
});

test.describe('print', () => {
  test('leaves out the navigation and the buttons, and keeps the page’s words', async ({ page }) => {
    await page.goto('/sessions/');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('link', { name: navigation.book.label, exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('puts the contact facts on the contact page’s first printed page', async ({ page }) => {
    // An A4 page with 15 mm margins is about 680 by 1010 CSS pixels.
    await page.setViewportSize({ width: 680, height: 1010 });
    await page.goto('/contact/');
    await page.emulateMedia({ media: 'print' });
    const details = page.getByRole('article', { name: contact.details.heading });
    await expect(details).toContainText(site.email);
    await expect(details).toContainText(site.address.postcode);
    // Compared as plain text: the page joins each range with a word joiner so it never breaks.
    const text = plainText((await details.textContent())!);
    for (const row of openingHours.hours) expect(text).toContain(plainText(formatHours(row, ui.facts.closed)));
    const box = (await details.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(1010);
  });

  test('writes an outside link’s address after it', async ({ page }) => {
    await page.goto('/contact/');
    await page.emulateMedia({ media: 'print' });
    const after = await page.locator('main a[href^="http"]').first().evaluate((link) => getComputedStyle(link, '::after').content);
    expect(after).toContain('http');
  });
});
