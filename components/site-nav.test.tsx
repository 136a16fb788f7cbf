import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { loadContent } from '@/lib/content/load';
import { SiteNav } from './site-nav';

const { navigation, interface: ui, site } = loadContent();
const headerLinks = navigation.header;
const [, second, third, last] = headerLinks;

let mockPathname: string = third.href;
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

function renderNav() {
  const view = render(<SiteNav links={headerLinks} book={navigation.book} email={site.email} labels={ui.menu} />);
  // jsdom applies no CSS, so both of the toggle's labels count towards its name here: find it as the only button.
  const toggle = screen.getByRole('button');
  const panel = document.getElementById(toggle.getAttribute('popovertarget')!)!;
  return { ...view, toggle, panel };
}

/** jsdom has no popovers: this plays the browser's part, firing the event a real popover fires. */
function firePopoverToggle(panel: HTMLElement, newState: 'open' | 'closed') {
  act(() => {
    panel.dispatchEvent(Object.assign(new Event('toggle'), { newState, oldState: newState === 'open' ? 'closed' : 'open' }));
  });
}

describe('SiteNav', () => {
  beforeEach(() => {
    mockPathname = third.href;
  });

  it('marks the current page’s link in the row and in the panel, and only that one', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: ui.menu.label });
    const current = within(nav).getAllByRole('link', { current: 'page', hidden: true });
    expect(current.map((link) => link.textContent)).toEqual([third.label, third.label]);
    for (const link of within(nav).getAllByRole('link', { name: second.label, hidden: true })) expect(link).not.toHaveAttribute('aria-current');
  });

  it('treats a path without its trailing slash as the same page', () => {
    mockPathname = second.href.replace(/\/$/, '');
    renderNav();
    expect(screen.getAllByRole('link', { current: 'page', hidden: true })[0]).toHaveTextContent(second.label);
  });

  it('opens the panel with HTML alone: the toggle targets a popover holding every link, the booking link and the e-mail', () => {
    const { toggle, panel } = renderNav();
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(toggle).toHaveAttribute('type', 'button');
    const inPanel = within(panel).getAllByRole('link', { hidden: true }).map((link) => link.textContent);
    expect(inPanel).toEqual([...headerLinks.map((link) => link.label), navigation.book.label, site.email]);
  });

  it('keeps aria-expanded in step with the panel once hydrated', () => {
    const { toggle, panel } = renderNav();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    firePopoverToggle(panel, 'open');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    firePopoverToggle(panel, 'closed');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the panel when a link in it is chosen, and when the page changes', () => {
    const { panel, rerender } = renderNav();
    const hidePopover = jest.fn(() => firePopoverToggle(panel, 'closed'));
    Object.assign(panel, { hidePopover });

    firePopoverToggle(panel, 'open');
    fireEvent.click(within(panel).getByRole('link', { name: last.label, hidden: true }));
    expect(hidePopover).toHaveBeenCalledTimes(1);

    firePopoverToggle(panel, 'open');
    mockPathname = last.href;
    rerender(<SiteNav links={headerLinks} book={navigation.book} email={site.email} labels={ui.menu} />);
    expect(hidePopover).toHaveBeenCalledTimes(2);
  });

  it('leaves a panel opened before hydration open', () => {
    const { panel } = renderNav();
    const hidePopover = jest.fn();
    Object.assign(panel, { hidePopover });
    firePopoverToggle(panel, 'open');
    expect(hidePopover).not.toHaveBeenCalled();
  });
});
