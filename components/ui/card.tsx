import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';

/** Padding for the contact page's panels: tighter on the narrowest phones, so an e-mail address fits on one line. */
export const panelPadding = 'p-4 min-[360px]:p-5 sm:p-8';

/** The one card surface: a paler panel with a hairline edge, no shadow. */
export function Card({ className, ...props }: ComponentPropsWithoutRef<'article'>) {
  return <article className={clsx('rounded-card border border-line bg-surface-raised', className)} {...props} />;
}
