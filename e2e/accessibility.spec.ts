import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { test as base, content, expect, routes } from './fixtures';

/**
 * axe runs as a script, which a page with JavaScript disabled cannot run (its timers never fire). So the
 * no-JS project checks the HTML as shipped in a page that blocks every script the site sends instead.
 */
const test = base.extend<{ auditedPage: Page }>({
  auditedPage: async ({ page, jsDisabled, browser, viewport, baseURL }, use) => {
    if (!jsDisabled) return use(page);
    const context = await browser.newContext({ viewport, baseURL, javaScriptEnabled: true });
    await context.route('**/*', (route) =>
      route.request().resourceType() === 'script' || !route.request().url().startsWith(baseURL!) ? route.abort() : route.continue(),
    );
    await use(await context.newPage());
    await context.close();
  },
});

test.describe('WCAG 2.2 AA (axe)', () => {
  for (const route of routes) {
    test(`${route} has no violations`, async ({ auditedPage }) => {
      await auditedPage.goto(route);
      await expectNoAxeViolations(auditedPage, route);
    });
  }

  test('the 404 page has no violations', async ({ auditedPage }) => {
    await auditedPage.goto('/not-a-page/');
    await expectNoAxeViolations(auditedPage, '404');
  });

  test('the About page has none with a FAQ answer open', async ({ auditedPage }) => {
    await auditedPage.goto('/about/');
    await auditedPage.getByText(content.faq.items[0].question).click();
    await expect(auditedPage.locator('details[open]')).toHaveCount(1);
    await expectNoAxeViolations(auditedPage, 'about with FAQ open');
  });
});
