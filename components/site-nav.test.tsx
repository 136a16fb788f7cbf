import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { headerLinks } from '@/content/navigation';
import { SiteNav } from './site-nav';

let mockPathname = '/sessions/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

function renderNav() {
  render(<SiteNav links={headerLinks} />);
  const toggle = screen.getByRole('button', { name: 'Menu' });
  const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  return { toggle, menu };
}

describe('SiteNav', () => {
  beforeEach(() => {
    mockPathname = '/sessions/';
  });

  it('marks the current page’s link, and only that one', () => {
    renderNav();
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    // The closed mobile panel is hidden, so only the row's link is in the accessibility tree.
    const current = within(navigation).getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual(['Sessions']);
    expect(within(navigation).getAllByRole('link', { name: 'Home' })[0]).not.toHaveAttribute('aria-current');
  });

  it('treats a path without its trailing slash as the same page', () => {
    mockPathname = '/about';
    renderNav();
    expect(screen.getAllByRole('link', { current: 'page' })[0]).toHaveTextContent('About Us');
  });

  it('opens and closes the menu with the toggle, aria-expanded following', async () => {
    const user = userEvent.setup();
    const { toggle, menu } = renderNav();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'About Us', 'Sessions', 'Contact']);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes the menu when a link is chosen', async () => {
    const user = userEvent.setup();
    const { toggle, menu } = renderNav();
    await user.click(toggle);
    await user.click(within(menu).getByRole('link', { name: 'Contact' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes the menu on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    const { toggle, menu } = renderNav();
    await user.click(toggle);
    within(menu).getByRole('link', { name: 'About Us' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });
});
