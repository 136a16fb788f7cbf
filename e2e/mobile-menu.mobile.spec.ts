import { expectNoAxeViolations } from './axe';
import { content, expect, test } from './fixtures';

const { interface: ui, navigation: links } = content;
const [home, second] = links.header;
const last = links.header.at(-1)!;

test.describe('the mobile menu', () => {
  test('opens and closes with the toggle, aria-expanded matching', async ({ page }) => {
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: ui.menu.label });
    const toggle = navigation.getByRole('button', { name: ui.menu.open });
    const aboutLink = navigation.getByRole('link', { name: second.label, exact: true });

    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutLink).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(aboutLink).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutLink).toBeHidden();
  });

  test('closes when a link is chosen, on the new page', async ({ page }) => {
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: ui.menu.label });
    const toggle = navigation.getByRole('button', { name: ui.menu.open });
    await toggle.click();
    await navigation.getByRole('link', { name: last.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${last.href}$`));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation.getByRole('link', { name: last.label, exact: true })).toBeHidden();
  });

  test('closes on Escape, returning focus to the toggle', async ({ page }) => {
    await page.goto('/about/');
    const navigation = page.getByRole('navigation', { name: ui.menu.label });
    const toggle = navigation.getByRole('button', { name: ui.menu.open });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(navigation.getByRole('link', { name: home.label, exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('has no WCAG 2.2 AA violations while open', async ({ page }) => {
    await page.goto('/sessions/');
    const toggle = page.getByRole('button', { name: ui.menu.open });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, 'sessions with the menu open');
  });
});
