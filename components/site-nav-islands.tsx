'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { NavLink } from '@/lib/content/schema/navigation';
import { usePopoverState } from './ui/popover';

/** Trailing slashes differ between the export ("/about/") and some dev URLs ("/about"). */
function samePath(a: string, b: string) {
  const trim = (path: string) => path.replace(/\/+$/, '') || '/';
  return trim(a) === trim(b);
}

type NavLinksProps = {
  links: NavLink[];
  /** Every link's classes, then the current page's or the others' (written by SiteNav, so none ship here). */
  className: string;
  currentClassName: string;
  otherClassName: string;
};

/** The header's links, the current page's marked: the only part of the menu that depends on the page. */
export function NavLinks({ links, className, currentClassName, otherClassName }: NavLinksProps) {
  const pathname = usePathname();
  return links.map((link) => {
    const active = pathname ? samePath(pathname, link.href) : false;
    return (
      <li key={link.href}>
        <a href={link.href} aria-current={active ? 'page' : undefined} className={`${className} ${active ? currentClassName : otherClassName}`}>
          {link.label}
        </a>
      </li>
    );
  });
}

/**
 * What the menu's panel gains once the scripts arrive: its toggle's `aria-expanded`, and closing when a
 * link in it is chosen (the e-mail address aside) or the page changes (a client-side navigation keeps the
 * document, and so the open popover). Renders nothing: SiteNav writes the panel and its toggle.
 */
export function NavPanelState({ panelId }: { panelId: string }) {
  const pathname = usePathname();
  const panelRef = useRef<HTMLElement | null>(null);
  const openRef = useRef(false);

  // Before usePopoverState's own effect, which reads the ref once.
  useEffect(() => {
    panelRef.current = document.getElementById(panelId);
  }, [panelId]);

  // Right even if the panel was opened before hydration.
  usePopoverState(panelRef, (open) => {
    openRef.current = open;
    document.querySelector(`[popovertarget="${panelId}"]`)?.setAttribute('aria-expanded', String(open));
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onClick = (event: MouseEvent) => {
      if (openRef.current && (event.target as Element).closest('a:not([href^="mailto:"])')) panel.hidePopover?.();
    };
    panel.addEventListener('click', onClick);
    return () => panel.removeEventListener('click', onClick);
  }, []);

  // Not on hydration: only when the page changes.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (openRef.current) panelRef.current?.hidePopover?.();
  }, [pathname]);

  return null;
}
