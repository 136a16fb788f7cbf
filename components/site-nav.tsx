'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { Interface } from '@/content/schema/interface';
import type { NavLink } from '@/content/schema/navigation';

/** Trailing slashes differ between the export ("/about/") and some dev URLs ("/about"). */
function samePath(a: string, b: string) {
  const trim = (path: string) => path.replace(/\/+$/, '') || '/';
  return trim(a) === trim(b);
}

/**
 * The header's links. On wide screens they sit in a row; on small screens a toggle opens them as a panel.
 * With JavaScript off the toggle is hidden and the row shows at every width (the `noscript` variant).
 */
export function SiteNav({ links, labels }: { links: NavLink[]; labels: Interface['menu'] }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const linkClass = (active: boolean) =>
    clsx(
      'inline-flex min-h-11 items-center rounded-full px-4 text-base font-medium transition-colors',
      active ? 'bg-brand-soft text-brand-strong' : 'text-ink hover:bg-surface-muted hover:text-brand-strong',
    );

  const items = (onChoose?: () => void) =>
    links.map((link) => {
      const active = pathname ? samePath(pathname, link.href) : false;
      return (
        <li key={link.href}>
          <Link prefetch={false} href={link.href} aria-current={active ? 'page' : undefined} className={linkClass(active)} onClick={onChoose}>
            {link.label}
          </Link>
        </li>
      );
    });

  return (
    <nav aria-label={labels.label} className="noscript:w-full md:noscript:w-auto">
      <ul className="hidden flex-wrap items-center gap-1 md:flex noscript:flex">{items()}</ul>
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-surface-raised px-3.5 font-medium text-ink hover:border-brand md:hidden noscript:hidden"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
        {/* On the narrowest phones the icon alone keeps the header on one line. */}
        <span className="max-[359px]:sr-only">{labels.open}</span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-line bg-surface px-5 pb-5 pt-2 shadow-card md:hidden noscript:hidden"
      >
        <ul className="flex flex-col gap-1">{items(() => setOpen(false))}</ul>
      </div>
    </nav>
  );
}
