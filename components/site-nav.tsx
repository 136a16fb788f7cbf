import clsx from 'clsx';
import { useId } from 'react';
import type { Interface } from '@/lib/content/schema/interface';
import type { Navigation, NavLink } from '@/lib/content/schema/navigation';
import { NavLinks, NavPanelState } from './site-nav-islands';
import { buttonClass, forcedColorsEdge } from './ui/button';

type SiteNavProps = { links: NavLink[]; book: Navigation['book']; email: string; labels: Interface['menu'] };

/**
 * The header's links and booking button. From `lg` up the links sit in a row; below it the menu button
 * opens them in a panel. The panel is an HTML popover (`popovertarget`), so it opens, closes on Escape or
 * a tap outside, and returns focus with no script at all: it works while the scripts load, and if they
 * never arrive. Once they do, NavPanelState only adds `aria-expanded` and closes the panel when a link is
 * chosen (a client-side navigation keeps the document, and so the open popover). The markup is written
 * here, on the server: only the links, which mark the current page, are rendered by an island
 * (./site-nav-islands.tsx), so the classes and markup of the rest never ship as script.
 */
export function SiteNav({ links, book, email, labels }: SiteNavProps) {
  const panelId = useId();

  const items = (variant: 'row' | 'panel') => (
    <NavLinks
      links={links}
      className={clsx(
        'flex min-h-11 items-center font-medium transition-colors',
        variant === 'row' ? 'px-3 text-base underline-offset-[10px]' : 'border-b border-line py-3 font-display text-2xl underline-offset-8',
      )}
      // The current page: dark text, underlined. Only the booking button is filled.
      currentClassName="text-ink underline decoration-brand decoration-2"
      otherClassName="text-ink-muted hover:text-ink hover:underline hover:decoration-line hover:decoration-2"
    />
  );

  return (
    <nav aria-label={labels.label} className="group/nav flex items-center gap-2">
      <ul className="hidden items-center gap-1 lg:flex">{items('row')}</ul>
      {/* An outline, so the page's own filled button leads. From 360 px up; on the narrowest phones it is the panel's first action. */}
      <a
        href={book.href}
        className={clsx(
          'hidden min-h-11 items-center rounded-full border border-brand/50 px-4 text-sm font-semibold whitespace-nowrap text-brand-strong transition-colors hover:border-brand hover:bg-brand-soft/60 min-[360px]:inline-flex sm:px-5 sm:text-base lg:ml-4 group-has-[:popover-open]/nav:hidden',
          forcedColorsEdge,
        )}
      >
        {/* Phones show the short form; the whole label stays the link's name. */}
        <span>
          {book.shortLabel}
          <span className="max-sm:sr-only">{book.label.slice(book.shortLabel.length)}</span>
        </span>
      </a>
      <button
        type="button"
        popoverTarget={panelId}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 font-medium text-ink hover:bg-brand-soft/60 lg:hidden forced-colors:border"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path className="group-has-[:popover-open]/nav:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-has-[:popover-open]/nav:inline" d="M6 6l12 12M18 6L6 18" />
        </svg>
        {/* The words say what a press will do; below 400 px the icon alone keeps the header on one line. */}
        <span className="max-[399px]:sr-only group-has-[:popover-open]/nav:hidden">{labels.open}</span>
        <span className="hidden max-[399px]:sr-only group-has-[:popover-open]/nav:inline">{labels.close}</span>
      </button>
      <div
        id={panelId}
        popover="auto"
        className="inset-x-0 bottom-auto top-[4.0625rem] m-0 max-h-[calc(100dvh-4.0625rem)] w-full max-w-none overflow-y-auto border-0 border-b border-line bg-surface px-5 pb-8 pt-2 text-ink shadow-card backdrop:top-16 backdrop:bg-ink/40 lg:hidden"
      >
        <ul className="flex flex-col">{items('panel')}</ul>
        <a href={book.href} className={buttonClass('primary', 'mt-6 w-full')}>
          {book.label}
        </a>
        <p className="mt-4 text-center">
          <a href={`mailto:${email}`} className="inline-flex min-h-11 items-center font-medium text-brand-strong underline underline-offset-4">
            {email}
          </a>
        </p>
      </div>
      <NavPanelState panelId={panelId} />
    </nav>
  );
}
