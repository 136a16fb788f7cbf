import type { Page } from '@playwright/test';
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
