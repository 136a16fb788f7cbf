import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadContent } from '@/content/load';
import { SiteNav } from './site-nav';

const { navigation, interface: ui } = loadContent();
const headerLinks = navigation.header;
const [, second, third, last] = headerLinks;

let mockPathname: string = third.href;
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

function renderNav() {
  render(<SiteNav links={headerLinks} labels={ui.menu} />);
  const toggle = screen.getByRole('button', { name: ui.menu.open });
  const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  return { toggle, menu };
}

describe('SiteNav', () => {
  beforeEach(() => {
    mockPathname = third.href;
  });

  it('marks the current page’s link, and only that one', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: ui.menu.label });
    // The closed mobile panel is hidden, so only the row's link is in the accessibility tree.
    const current = within(nav).getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual([third.label]);
    expect(within(nav).getAllByRole('link', { name: second.label })[0]).not.toHaveAttribute('aria-current');
  });

  it('treats a path without its trailing slash as the same page', () => {
    mockPathname = second.href.replace(/\/$/, '');
    renderNav();
    expect(screen.getAllByRole('link', { current: 'page' })[0]).toHaveTextContent(second.label);
  });

  it('opens and closes the menu with the toggle, aria-expanded following', async () => {
    const user = userEvent.setup();
    const { toggle, menu } = renderNav();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(headerLinks.map((link) => link.label));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes the menu when a link is chosen', async () => {
    const user = userEvent.setup();
    const { toggle, menu } = renderNav();
    await user.click(toggle);
    await user.click(within(menu).getByRole('link', { name: last.label }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes the menu on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    const { toggle, menu } = renderNav();
    await user.click(toggle);
    within(menu).getByRole('link', { name: second.label }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });
});
