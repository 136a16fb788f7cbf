import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { forcedColorsPanelEdge } from './button';

/** The one card surface: a paler panel with a hairline edge, no shadow. */
export function Card({ className, ...props }: ComponentPropsWithoutRef<'article'>) {
  return <article className={clsx('rounded-card border border-line bg-surface-raised', className)} {...props} />;
}

/**
 * Where something from another site loads on request (the enquiry form, the map): one tinted panel, never a
 * box inside a box, so the page reads as one surface with two places that open.
 */
export const embedPanel = clsx('rounded-card bg-surface-muted p-5 sm:p-8', forcedColorsPanelEdge);

/** The heading of a block on the Contact page, whether it sits in a panel or on the page. */
export const blockHeading = 'font-display text-2xl leading-tight text-ink text-balance';
