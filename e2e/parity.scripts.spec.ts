import type { Page } from '@playwright/test';
import { expect, routes, test } from './fixtures';

/**
 * The text a visitor reads in <main>, whitespace folded. Left out: what a JavaScript enhancement
 * replaces (marked data-enhancement: the enquiry form's placeholder, which the form takes the place of),
 * and dates, which the browser sets to today.
 */
async function mainText(page: Page) {
  return page.getByRole('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[data-enhancement], time').forEach((element) => element.remove());
    document.body.append(copy);
    const text = copy.innerText.replace(/\s+/g, ' ').trim();
    copy.remove();
    return text;
  });
}

test.describe('JavaScript off loses nothing', () => {
  for (const route of routes) {
    test(`${route} shows the same text in <main> with JavaScript off`, async ({ page, browser, viewport }) => {
      await page.goto(route);
      const withJs = await mainText(page);

      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      await context.route((url) => url.hostname !== '127.0.0.1', (request) => request.abort());
      const noJs = await context.newPage();
      await noJs.goto(page.url());
      const withoutJs = await mainText(noJs);
      await context.close();

      expect(withJs.length).toBeGreaterThan(200);
      expect(withoutJs).toBe(withJs);
    });
  }
});
