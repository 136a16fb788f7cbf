import { expectNoAxeViolations } from './axe';
import { content, escapeRegExp, expect, test } from './fixtures';

const { interface: ui, navigation } = content;
const [home, second] = navigation.header;
const last = navigation.header.at(-1)!;
const toggleName = (label: string) => new RegExp(`^${escapeRegExp(label)}$`);

test.describe('the mobile menu', () => {
  test('opens and closes with the toggle, which says what it will do, aria-expanded matching', async ({ page }) => {
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: ui.menu.label });
    const panelLink = navigation.getByRole('link', { name: second.label, exact: true });

    const toggle = navigation.getByRole('button', { name: toggleName(ui.menu.open) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panelLink).toBeHidden();

    await toggle.click();
    const close = navigation.getByRole('button', { name: toggleName(ui.menu.close) });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(panelLink).toBeVisible();
    for (const link of content.navigation.header) await expect(navigation.getByRole('link', { name: link.label, exact: true })).toBeVisible();

    await close.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panelLink).toBeHidden();
  });

  test('covers the page as a panel beneath the header, with the booking button and the e-mail', async ({ page }) => {
    await page.goto('/about/');
    const navigation = page.getByRole('navigation', { name: ui.menu.label });
    await navigation.getByRole('button', { name: toggleName(ui.menu.open) }).click();
    const panel = page.locator('[popover]');
    await expect(panel).toBeVisible();
    const header = (await page.locator('header').boundingBox())!;
    const box = (await panel.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(viewport.width);
    expect(Math.abs(box.y - (header.y + header.height))).toBeLessThanOrEqual(1);
    await expect(panel.getByRole('link', { name: content.navigation.book.label, exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: content.site.email })).toBeVisible();
  });

  test('closes when a link is chosen, on the new page', async ({ page }) => {
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: ui.menu.label });
    await navigation.getByRole('button', { name: toggleName(ui.menu.open) }).click();
    await navigation.getByRole('link', { name: last.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(last.href)}$`));
    await expect(navigation.getByRole('button', { name: toggleName(ui.menu.open) })).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation.getByRole('link', { name: last.label, exact: true })).toBeHidden();
  });

  test('closes on Escape, returning focus to the toggle', async ({ page }) => {
    await page.goto('/about/');
    const navigation = page.getByRole('navigation', { name: ui.menu.label });
    const toggle = navigation.getByRole('button', { name: toggleName(ui.menu.open) });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(navigation.getByRole('button', { name: toggleName(ui.menu.close) })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(navigation.getByRole('link', { name: home.label, exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('has no WCAG 2.2 AA violations while open', async ({ page }) => {
    await page.goto('/sessions/');
    await page.getByRole('button', { name: toggleName(ui.menu.open) }).click();
    await expect(page.getByRole('button', { name: toggleName(ui.menu.close) })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, 'sessions with the menu open');
  });
});
