import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';

/** Owns the page width and side padding, so every section lines up. */
export function Container({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={clsx('mx-auto w-full max-w-6xl px-5 sm:px-8 min-[90rem]:max-w-7xl min-[112.5rem]:max-w-[88rem]', className)} {...props} />;
}
