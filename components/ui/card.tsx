import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';

/** The one card surface: raised, rounded, softly shadowed. */
export function Card({ className, ...props }: ComponentPropsWithoutRef<'article'>) {
  return <article className={clsx('rounded-card border border-line/80 bg-surface-raised shadow-card', className)} {...props} />;
}
