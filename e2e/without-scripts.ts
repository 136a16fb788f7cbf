import type { Locator, Page } from '@playwright/test';
import { formatPrice } from '../lib/content/format';
import { content, escapeRegExp, expect } from './fixtures';

const { navigation, interface: ui } = content;

/**
 * Every header link and the booking button can be reached on this page as it is (no island has run): in the row from `lg` up,
 * through the menu's popover below it. Used with JavaScript off and with the site's scripts blocked.
 */
export async function expectHeaderLinksReachable(page: Page) {
  const nav = page.getByRole('navigation', { name: ui.menu.label });
  const toggle = nav.getByRole('button', { name: new RegExp(`^${escapeRegExp(ui.menu.open)}$`) });
  if (await toggle.isVisible()) await toggle.click();
  for (const link of navigation.header) {
    const anchor = nav.getByRole('link', { name: link.label, exact: true }).locator('visible=true');
    await expect(anchor).toHaveCount(1);
    await expect(anchor).toHaveAttribute('href', link.href);
    await expect(anchor).toBeInViewport();
  }
  // The booking button may show twice (in the header and at the top of the open menu): one is enough.
  const book = nav.getByRole('link', { name: navigation.book.label, exact: true }).locator('visible=true').last();
  await expect(book).toHaveAttribute('href', navigation.book.href);
  await expect(book).toBeInViewport();
}

/**
 * Each price and each Most Popular badge on /sessions/ explains itself when pressed (a tap, a click), and Escape hides the
 * explanation again: the popover needs no script, so this holds before hydration, without it and after it.
 */
export async function expectSessionsExplainedOnPress(page: Page, press: (trigger: Locator) => Promise<void>) {
  const { sessions } = content;
  const triggers = sessions.offers.flatMap((offer) => {
    const card = page.getByRole('article', { name: offer.title });
    const price = { trigger: card.getByRole('button', { name: formatPrice(offer.price) }), text: offer.priceTooltip };
    const badge = { trigger: card.getByRole('button', { name: sessions.private.popularLabel }), text: sessions.private.popularNote.text };
    return offer.popular ? [badge, price] : [price];
  });
  for (const { trigger, text } of triggers) {
    await press(trigger);
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText(text);
    await expect(tooltip).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
  }
}
