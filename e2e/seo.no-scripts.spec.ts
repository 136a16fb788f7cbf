import { load } from 'cheerio';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageMeta } from '../lib/seo/page-metadata';
import { closedAllDay } from '../lib/seo/structured-data';
import { plainText } from '../lib/content/format';
import { content, expect, routes, test } from './fixtures';

// With JavaScript off, the page is the HTML as shipped: what crawlers and link previews read.
const { site, sessions, openingHours, testimonials, faq } = content;
const absolute = (path: string) => new URL(path, site.website.url).href;

test.describe('search engines and link previews', () => {
  for (const route of routes) {
    test(`${route} has its title, description, canonical and share tags`, async ({ page }) => {
      // Meta tags carry plain text: the no-break characters the page uses are for reading, not for crawlers.
      const fromContent = pageMeta(content, route);
      const [title, description] = [plainText(fromContent.title), plainText(fromContent.description)];
      await page.goto(route);
      const meta = (selector: string) => page.locator(selector).getAttribute('content');
      expect(await page.title()).toContain(title);
      expect(await meta('meta[name="description"]')).toBe(description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(route));
      expect(await meta('meta[property="og:url"]')).toBe(absolute(route));
      expect(await meta('meta[property="og:locale"]')).toBe('en_GB');
      expect(await meta('meta[property="og:type"]')).toBe('website');
      expect(await meta('meta[property="og:title"]')).toBe(title);
      expect(await meta('meta[property="og:description"]')).toBe(description);
      expect(await meta('meta[property="og:image"]')).toBe(absolute('/og.png'));
      expect(await meta('meta[property="og:image:alt"]')).toBe(content.pages.shareImageAlt);
      expect(await meta('meta[property="og:image:width"]')).toBe('1200');
      expect(await meta('meta[property="og:image:height"]')).toBe('630');
      expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(await meta('meta[name="twitter:image"]')).toBe(absolute('/og.png'));
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /icon/);
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /apple-icon/);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    });
  }

  test('every page has a different title', async ({ page }) => {
    const titles = new Set<string>();
    for (const route of routes) {
      await page.goto(route);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(routes.length);
  });

  test('the share image is a 1200×630 PNG', async ({ request }) => {
    const response = await request.get('/og.png');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('the sitemap lists every page, robots.txt points at it and keeps crawlers out of the editor', async ({ request }) => {
    const sitemap = load(await (await request.get('/sitemap.xml')).text(), { xml: true });
    const urls = sitemap('loc').map((_, element) => sitemap(element).text()).get();
    expect(urls.sort()).toEqual(routes.map(absolute).sort());
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(/^Disallow: \/admin\/$/m);
  });

  test('the web manifest names the studio and its icons are PNGs of the sizes it says', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.name).toBe(site.name);
    const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
    }
    expect(pngSize(await (await request.get('/apple-icon.png')).body())).toBe('180x180');
  });

  test('the 404 page is not indexed', async ({ page }) => {
    const response = await page.goto('/gone/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);
  });

  test('every FAQ answer is in the About page’s HTML as shipped', async ({ request }) => {
    const html = load(await (await request.get('/about/')).text());
    const answers = html('details p').map((_, element) => html(element).text()).get();
    expect(answers).toEqual(faq.items.map((item) => item.answer));
  });
});

test.describe('structured data', () => {
  test('the home page describes the studio from content/', async ({ page }) => {
    await page.goto('/');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0]);

    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('SportsActivityLocation');
    expect(data.name).toBe(site.name);
    expect(data.url).toBe(absolute('/'));
    expect(data.email).toBe(`mailto:${site.email}`);
    expect(data.image).toBe(absolute('/og.png'));
    // The studio's own Google profile only; a Maps search stand-in is never claimed as the studio's page.
    expect(data.sameAs).toEqual(site.googleBusinessProfileUrl ? [site.googleBusinessProfileUrl] : undefined);
    // The postal address: every line of content's address somewhere in it, the postcode and country as they are.
    const address = data.address;
    expect(address['@type']).toBe('PostalAddress');
    const addressText = Object.values(address).join(' | ');
    for (const part of [site.address.building, site.address.street, site.address.town, site.address.county]) expect(addressText).toContain(part);
    expect([address.postalCode, address.addressCountry]).toEqual([site.address.postcode, site.address.countryCode]);
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: site.address.latitude, longitude: site.address.longitude });

    // Every row of the opening hours; a closed day opens and closes at schema.org's closed-all-day time.
    expect(data.openingHoursSpecification).toEqual(
      openingHours.hours.map((row) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: row.days, opens: row.opens ?? closedAllDay, closes: row.closes ?? closedAllDay })),
    );

    // Every offer with its price, by name, in the file's order; the range covers them all.
    const offers: { name: string; price?: number; priceSpecification?: object; description: string }[] = data.hasOfferCatalog.itemListElement;
    expect(offers.map((offer) => offer.name)).toEqual([...sessions.offers, ...sessions.experiences].map((item) => item.title));
    // Each priced offer names, in pounds, exactly the lowest and highest price content gives it.
    const poundsIn = (value: unknown) => (JSON.stringify(value).match(/"(price|minPrice|maxPrice)":\d+(\.\d+)?/g) ?? []).map((pair) => Number(pair.split(':')[1]));
    for (const offer of sessions.offers) {
      const listed = offers.find((item) => item.name === offer.title)!;
      const [lowest, highest] = [offer.price.from, offer.price.to ?? offer.price.from];
      expect(JSON.stringify(listed.priceSpecification)).toContain('"priceCurrency":"GBP"');
      expect([Math.min(...poundsIn(listed)), Math.max(...poundsIn(listed))]).toEqual([lowest, highest]);
      for (const amount of [lowest, highest]) expect(listed.description).toContain(`£${amount}`);
      // Google asks for an offer's price itself where there is one.
      if (lowest === highest) expect(listed.price).toBe(lowest);
    }
    // The price range runs from the cheapest session to the dearest, each a price some offer has.
    const rangeEnds = (data.priceRange as string).match(/\d+/g)!.map(Number);
    const everyPrice = sessions.offers.flatMap((offer) => [offer.price.from, offer.price.to ?? offer.price.from]).sort((a, b) => a - b);
    expect(data.priceRange.startsWith('£')).toBe(true);
    expect([rangeEnds[0], rangeEnds.at(-1)]).toEqual([everyPrice[0], everyPrice.at(-1)]);

    // No self-published reviews: Google does not accept them for a business about itself.
    const text = blocks[0];
    expect(text).not.toContain('AggregateRating');
    expect(text).not.toContain('"Review"');
    for (const testimonial of testimonials.items) expect(text).not.toContain(testimonial.name);
  });

  test('the JSON-LD is in the file as shipped', () => {
    const html = load(readFileSync(join(__dirname, '..', 'out', 'index.html'), 'utf8'));
    expect(JSON.parse(html('script[type="application/ld+json"]').text())['@type']).toBe('SportsActivityLocation');
  });
});
