import type { Page } from '@playwright/test';
import { formUrl } from '../lib/content/format';
import { content, expect, loadEnquiryForm, routes, test } from './fixtures';

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** Adds an element to the page from a script, as an attacker's injected code would. */
async function inject(page: Page, tag: 'script' | 'iframe', properties: Record<string, string>) {
  await page.evaluate(([name, values]) => document.body.append(Object.assign(document.createElement(name), values)), [tag, properties] as const);
}

const cspConsole = (page: Page) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) messages.push(message.text());
  });
  return messages;
};

test.describe('Content-Security-Policy', () => {
  for (const route of routes) {
    test(`${route} runs under its policy with no violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      const messages = cspConsole(page);
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
      expect(policy).not.toContain("'unsafe-inline'");
      expect(policy).not.toContain("'unsafe-eval'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("form-action 'none'");
      expect(await violations()).toEqual([]);
      expect(messages).toEqual([]);
    });
  }

  test('the contact page loads, on request, the form, its handler script and the map without a violation', async ({ page, thirdPartyRequests }) => {
    const violations = await watchViolations(page);
    const messages = cspConsole(page);
    await page.goto('/contact/');
    await loadEnquiryForm(page);
    // The form itself, its reachability check (the same address) and the provider's sizing script.
    const provider = [formUrl(content.site), content.site.enquiryForm.resizeScript].sort();
    await expect.poll(() => [...new Set(thirdPartyRequests.filter((url) => !url.startsWith('https://www.google.com/maps')))].sort()).toEqual(provider);
    await page.getByText(content.contact.map.showLabel, { exact: true }).click();
    await expect.poll(() => thirdPartyRequests.some((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);
    // Both frames have their (stubbed) documents: a frame the policy refused would have reported by now.
    // (Not networkidle: once a frame is added after the first load, Playwright may never report it.)
    for (const title of [content.contact.form.frameTitle, content.contact.map.frameTitle]) {
      await expect(page.frameLocator(`iframe[title="${title}"]`).locator('body')).toBeVisible();
    }
    expect(await violations()).toEqual([]);
    expect(messages).toEqual([]);
  });

  test('blocks an inline script injected into the page', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await inject(page, 'script', { textContent: 'window.injected = true;' });
    await expect.poll(violations).toContain('script-src-elem blocked inline');
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  });

  test('blocks a frame from a host the policy does not name', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/contact/');
    await inject(page, 'iframe', { src: 'https://example.com/' });
    await expect.poll(violations).toContain('frame-src blocked https://example.com');
  });
});

test.describe('response headers', () => {
  test('pages carry the headers of public/_headers', async ({ request }) => {
    for (const path of [...routes, '/missing/']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['permissions-policy']).toContain('geolocation=()');
    }
  });

  test('host files, export artefacts and bare folders answer 404 with the site’s 404 page', async ({ request }) => {
    for (const path of ['/_headers', '/.nojekyll', '/404/', '/_not-found/', '/images/', '/_next/']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(content.interface.notFound.subheading);
    }
  });

  test('hashed build files are cached for a year', async ({ page, request }) => {
    await page.goto('/');
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    const headers = (await request.get(script!)).headers();
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/')).headers()['cache-control']).toBeUndefined();
  });
});

test.describe('links and frames', () => {
  for (const route of routes) {
    test(`${route}: new-tab links are safe and frames are titled`, async ({ page }) => {
      await page.goto(route);
      const newTab = await page.locator('a[target="_blank"]').evaluateAll((links) => links.map((link) => link.getAttribute('rel')));
      for (const rel of newTab) expect(rel).toBe('noopener noreferrer');
      const external = await page.locator('a[href^="http"]').evaluateAll((links) => links.map((link) => link.getAttribute('target')));
      for (const target of external) expect(target).toBe('_blank');
      if (route === '/contact/') {
        await page.getByText(content.contact.map.showLabel, { exact: true }).click();
        await loadEnquiryForm(page);
        // Both frames arrive after the presses: wait for them rather than read the page mid-way.
        await expect(page.locator('iframe')).toHaveCount(2);
      }
      const frames = await page.locator('iframe').evaluateAll((elements) =>
        elements.map((frame) => ({ title: frame.getAttribute('title'), loading: frame.getAttribute('loading'), referrer: frame.getAttribute('referrerpolicy') })),
      );
      for (const frame of frames) expect(frame).toEqual({ title: expect.stringMatching(/\w{5,}/), loading: 'lazy', referrer: 'strict-origin-when-cross-origin' });
    });
  }
});
