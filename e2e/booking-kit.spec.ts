import { load } from 'cheerio';
import { expectNoAxeViolations } from './axe';
import { formatMinutes, formatPeople, formatPrice } from '../lib/content/format';
import { fillPlaceholders } from '../lib/content/placeholders';
import { content, expect, test } from './fixtures';

const { bookingKit, sessions, site } = content;
const kit = ['/admin/booking-confirmation/', '/admin/health-questionnaire/'] as const;

test.describe('The owner’s booking kit', () => {
  for (const route of kit) {
    test(`${route} is for the owner: noindex, disallowed in robots.txt, not in the sitemap, and has no axe violations`, async ({ page, request, jsDisabled }) => {
      await page.goto(route);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const robots = await (await request.get('/robots.txt')).text();
      expect(robots).toMatch(/^Disallow: \/admin\/$/m);
      const sitemap = load(await (await request.get('/sitemap.xml')).text(), { xml: true });
      expect(sitemap('loc').map((_, element) => sitemap(element).text()).get().filter((url) => url.includes('/admin/'))).toEqual([]);
      // axe runs as a script: with JavaScript off, the HTML as shipped is checked in the other projects.
      if (!jsDisabled) await expectNoAxeViolations(page, route);
    });
  }

  test('the confirmation e-mails: one per session, with its details, the cancellation form and the links, from content', async ({ page }) => {
    await page.goto(kit[0]);
    const copy = bookingKit.confirmation;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
    const items = [...sessions.offers.map((offer) => ({ ...offer, price: formatPrice(offer.price) })), ...sessions.experiences.map((item) => ({ ...item, price: copy.quotedPrice }))];
    for (const item of items) {
      const email = page.getByRole('region', { name: item.title, exact: true });
      await expect(email).toContainText(fillPlaceholders(copy.subject, { title: item.title }));
      for (const value of [item.price, formatMinutes(item.duration), formatPeople(item.groupSize)]) await expect(email).toContainText(value);
      for (const paragraph of copy.paragraphs) await expect(email).toContainText(paragraph);
      for (const line of copy.formLines) await expect(email).toContainText(line);
    }
    await expect(page.getByRole('main')).toContainText(new URL('/terms/', site.website.url).href);
  });

  test('the health questionnaire: every question, the consent statement and what happens to the answers, from content', async ({ page }) => {
    await page.goto(kit[1]);
    const copy = bookingKit.questionnaire;
    const form = page.getByRole('region', { name: new RegExp(copy.title) });
    for (const text of [...copy.aboutFields, ...copy.questions, copy.consent, ...copy.use, copy.signatureLabel]) await expect(form).toContainText(text);
    await expect(form.getByText(copy.guardianLabel)).toHaveCount(site.minimumAge.years < 18 ? 1 : 0);
  });
});
