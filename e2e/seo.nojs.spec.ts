import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '../content/navigation';
import { pageMeta } from '../content/pages';
import { groupExperiences, sessionOffers } from '../content/sessions';
import { studio } from '../content/site';
import { testimonials } from '../content/testimonials';
import { expect, test } from './fixtures';

// With JavaScript off, the page is the HTML as shipped: what crawlers and link previews read.
const absolute = (path: string) => new URL(path, studio.siteUrl).href;

test.describe('search engines and link previews', () => {
  const titles = new Set<string>();

  for (const route of routes) {
    test(`${route} has its title, description, canonical and share tags`, async ({ page }) => {
      await page.goto(route);
      const meta = (selector: string) => page.locator(selector).getAttribute('content');
      const title = await page.title();
      expect(title).toContain(pageMeta[route].title);
      titles.add(title);
      expect(await meta('meta[name="description"]')).toBe(pageMeta[route].description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(route));
      expect(await meta('meta[property="og:url"]')).toBe(absolute(route));
      expect(await meta('meta[property="og:locale"]')).toBe('en_GB');
      expect(await meta('meta[property="og:type"]')).toBe('website');
      expect(await meta('meta[property="og:title"]')).toBe(pageMeta[route].title);
      expect(await meta('meta[property="og:description"]')).toBe(pageMeta[route].description);
      expect(await meta('meta[property="og:image"]')).toBe(absolute('/og.png'));
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

  test('the sitemap lists the six pages and robots.txt points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(urls.sort()).toEqual(routes.map(absolute).sort());
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
    expect(robots).toMatch(/Allow: \//);
  });

  test('the web manifest names the studio and its icons exist', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.name).toBe(studio.name);
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  });

  test('the 404 page is not indexed', async ({ page }) => {
    const response = await page.goto('/gone/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);
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
    expect(data.name).toBe(studio.name);
    expect(data.url).toBe(absolute('/'));
    expect(data.email).toBe(`mailto:${studio.email}`);
    expect(data.description).toContain(studio.address.town);
    expect(data.image).toBe(absolute('/og.png'));
    expect(data.sameAs).toEqual([studio.googleReviewsUrl]);
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: `${studio.address.building}, ${studio.address.street}`,
      addressLocality: studio.address.town,
      addressRegion: studio.address.county,
      postalCode: studio.address.postcode,
      addressCountry: 'GB',
    });
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: studio.geo.latitude, longitude: studio.geo.longitude });
    expect(data.priceRange).toBe('£18–£30');

    // The spec's hours: Monday–Friday 5–8 PM, Saturday closed (schema.org: 00:00–00:00), Sunday 10 AM–4 PM.
    const hours = (dayOfWeek: string[], opens: string, closes: string) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes });
    expect(data.openingHoursSpecification).toEqual([
      hours(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '17:00', '20:00'),
      hours(['Saturday'], '00:00', '00:00'),
      hours(['Sunday'], '10:00', '16:00'),
    ]);

    const offers = data.hasOfferCatalog.itemListElement;
    expect(offers.map((offer: { name: string }) => offer.name)).toEqual([...sessionOffers, ...groupExperiences].map((item) => item.title));
    expect(offers[0].priceSpecification).toEqual({ '@type': 'PriceSpecification', minPrice: 18, maxPrice: 30, priceCurrency: 'GBP' });
    expect(offers[1]).toMatchObject({ price: 20, priceCurrency: 'GBP' });
    expect(offers[1].priceSpecification).toEqual({ '@type': 'PriceSpecification', price: 20, priceCurrency: 'GBP' });

    const text = blocks[0];
    expect(text).not.toContain('AggregateRating');
    expect(text).not.toContain('"Review"');
    for (const testimonial of testimonials) expect(text).not.toContain(testimonial.name);
  });

  test('the JSON-LD is in the file as shipped', () => {
    const html = readFileSync(join(__dirname, '..', 'out', 'index.html'), 'utf8');
    expect(html).toContain('"@type":"SportsActivityLocation"');
  });
});
