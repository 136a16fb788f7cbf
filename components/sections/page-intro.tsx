import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Eyebrow } from '@/components/ui/section-heading';

type PageIntroProps = { eyebrow?: string; title: string; children?: ReactNode; aside?: ReactNode };

/**
 * The top of every inner page, in one column: a short line, the page's one <h1>, then the lead, all
 * left-aligned. An optional aside (the page's prices, or its picture) takes the last five of twelve columns
 * from `lg`, level with the heading; without one the heading column simply ends, as a header should.
 */
export function PageIntro({ eyebrow, title, children, aside }: PageIntroProps) {
  return (
    <section className="border-b border-line/70">
      <Container className="grid grid-cols-1 gap-8 pb-12 pt-10 sm:pb-16 sm:pt-16 lg:grid-cols-12 lg:gap-8 print:py-4">
        <div className={aside ? 'lg:col-span-7' : 'lg:col-span-9'}>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h1 className="max-w-[22ch] font-display text-[2.375rem] leading-[1.06] tracking-[-0.02em] text-ink text-balance sm:text-5xl lg:text-[3.5rem] min-[1440px]:text-[4rem]">
            {title}
          </h1>
          {children ? <div className={clsx('mt-6 max-w-[38rem] text-lg text-ink-muted text-pretty')}>{children}</div> : null}
        </div>
        {aside ? <div className="lg:col-span-5 lg:self-end">{aside}</div> : null}
      </Container>
    </section>
  );
}
