import clsx from 'clsx';
import type { ReactNode } from 'react';

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'left' | 'center';
  /** Beside its content from `lg`: stays in view, below the sticky header, while that content scrolls. */
  sticky?: boolean;
  className?: string;
};

/** The eyebrow, heading and lead paragraph that open most sections. */
export function SectionHeading({ id, eyebrow, title, children, align = 'center', sticky = false, className }: SectionHeadingProps) {
  return (
    <div className={clsx('max-w-2xl min-[1440px]:max-w-3xl', align === 'center' && 'mx-auto text-center', sticky && 'lg:sticky lg:top-28 lg:self-start', className)}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-strong">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 font-display text-3xl font-semibold tracking-tight text-ink text-balance sm:text-4xl min-[1440px]:text-5xl">
        {title}
      </h2>
      {children ? <div className="mt-4 text-lg text-ink-muted text-pretty">{children}</div> : null}
    </div>
  );
}
