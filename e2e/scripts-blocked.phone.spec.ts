import { test as base } from '@playwright/test';
import { mapsEmbedUrl, mapsLinkUrl } from '../lib/content/format';
import { content, escapeRegExp, expect } from './fixtures';
import { expectHeaderLinksReachable, expectSessionsExplainedOnPress } from './without-scripts';

const { site, faq, contact } = content;

/**
 * Scripting on, but the site's scripts (not its styles) never arrive (an ad blocker, a proxy, a failed chunk): the page
 * must still work as HTML. Not the shared fixtures: they wait for hydration, which never comes here.
 */
const test = base.extend({
  page: async ({ context, baseURL }, use) => {
    const local = new URL(baseURL!).origin;
    await context.route((url) => url.origin !== local || /^\/_next\/static\/.+\.js$/.test(url.pathname), (route) => route.abort());
    await use(await context.newPage());
  },
});

test.describe('with the site’s scripts blocked, at 375 px', () => {
  for (const route of ['/', '/about/', '/sessions/', '/contact/', '/privacy-policy/', '/terms/']) {
    test(`the menu opens and every header link can be reached on ${route}`, async ({ page }) => {
      await page.goto(route);
      // The island would set aria-expanded: its absence shows the scripts really never ran.
      await expect(page.getByRole('banner').getByRole('button')).not.toHaveAttribute('aria-expanded');
      await expectHeaderLinksReachable(page);
    });
  }

  test('the FAQ opens and closes', async ({ page }) => {
    await page.goto('/about/');
    const [first] = faq.items;
    const question = page.getByText(first.question, { exact: true });
    await question.click();
    await expect(page.getByText(first.answer, { exact: true })).toBeVisible();
    await question.click();
    await expect(page.getByText(first.answer, { exact: true })).toBeHidden();
  });

  test('each price and the Most Popular badge explain themselves on a tap', async ({ page }) => {
    await page.goto('/sessions/');
    await expectSessionsExplainedOnPress(page, (trigger) => trigger.tap());
  });

  test('the contact page keeps the e-mail, the map link and the map', async ({ page }) => {
    await page.goto('/contact/');
    await expect(page.getByRole('main').getByRole('link', { name: site.email, exact: true })).toBeVisible();
    // The form's place offers the e-mail as a button, never an empty box.
    await expect(page.getByText(contact.form.waitingText)).toBeVisible();
    await expect(page.getByRole('link', { name: contact.form.emailLabel }).last()).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(page.getByRole('link', { name: new RegExp(`^${escapeRegExp(contact.map.openLabel)}`) })).toHaveAttribute('href', mapsLinkUrl(site));
    await page.getByText(contact.map.showLabel, { exact: true }).click();
    await expect(page.getByTitle(contact.map.frameTitle)).toHaveAttribute('src', mapsEmbedUrl(site));
  });
});
