import clsx from 'clsx';
import type { ReactNode } from 'react';

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  /** Left everywhere; only the closing call to action is centred. */
  align?: 'left' | 'center';
  className?: string;
};

/** The small line, heading and lead paragraph that open most sections; the lead kept to about 65 characters a line, the heading's measure widening with its size from 1440 px. */
export function SectionHeading({ id, eyebrow, title, children, align = 'left', className }: SectionHeadingProps) {
  return (
    <div data-section-heading className={clsx('max-w-[40rem] lg:max-w-[48rem] min-[90rem]:max-w-[56rem]', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={id} className="font-display text-3xl leading-[1.12] tracking-[-0.01em] text-ink text-balance sm:text-4xl min-[90rem]:text-[2.75rem]">
        {title}
      </h2>
      {children ? <div className="mt-4 max-w-[36rem] text-lg text-ink-muted text-pretty">{children}</div> : null}
    </div>
  );
}

/** A short line above a heading, in the body face and sentence case (no shouted capitals), after a drawn stroke. */
export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={clsx('mb-3 flex items-center gap-3 text-[0.9375rem] font-medium text-brand-strong', className)}>
      <span aria-hidden="true" className="h-px w-8 bg-brand/60 forced-colors:bg-[CanvasText] print:hidden" />
      {children}
    </p>
  );
}
