import { content, expect, headerLink, routes, test } from './fixtures';

const { navigation } = content;

test.describe('with JavaScript', () => {
  for (const route of routes) {
    test(`${route} logs no console errors or warnings`, async ({ page, consoleMessages }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const problems = consoleMessages.filter((message) => ['error', 'warning'].includes(message.type()));
      expect(problems.map((message) => message.text())).toEqual([]);
    });
  }

  test('an unknown path writes the missing path to the console', async ({ page, consoleMessages }) => {
    await page.goto('/classes/yin-yoga/');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect.poll(() => consoleMessages.map((message) => message.text()).join('\n')).toContain('/classes/yin-yoga/');
  });

  test('following a header link from far down a page opens the new page at the top', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const target = navigation.header.at(-1)!;
    await (await headerLink(page, target.label)).click();
    await expect(page).toHaveURL(new RegExp(`${target.href}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('following a footer link from the bottom of a page opens the new page at the top', async ({ page }) => {
    await page.goto('/sessions/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const target = navigation.footerLegalLinks[0];
    await footer.getByRole('link', { name: target.label }).click();
    await expect(page).toHaveURL(new RegExp(`${target.href}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('script loading', () => {
  test('the site’s scripts are requested only after the page has loaded, then bring the islands to life', async ({ page }) => {
    await page.goto('/sessions/');
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.initiatorType === 'script');
      return { loadEnd: navigation.loadEventStart, firstScript: Math.min(...scripts.map((entry) => entry.startTime)), count: scripts.length };
    });
    expect(timing.count).toBeGreaterThan(5);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loadEnd);
    // React has taken over the server HTML (the fixture's goto waited for it to finish hydrating).
    expect(await page.evaluate(() => Object.keys(document.documentElement).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  });
});
