import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Eyebrow } from '@/components/ui/section-heading';

type PageIntroProps = { eyebrow?: string; title: string; children?: ReactNode; aside?: ReactNode; picture?: ReactNode };

/**
 * The top of every inner page, in one column: a short line, the page's one <h1>, then the lead, all
 * left-aligned. An optional aside (the page's prices) takes the last five of twelve columns from `lg`, level
 * with the heading; a picture sits under the words on a phone, and beside them on five columns from `md`
 * (level with the heading's top to `lg`, centred on the words from `lg`), whole (never cropped). Without
 * either the heading column simply ends, as a header should.
 */
export function PageIntro({ eyebrow, title, children, aside, picture }: PageIntroProps) {
  const side = aside ?? picture;
  return (
    <section className="border-b border-line/70">
      <Container className={clsx('grid grid-cols-1 gap-8 pb-12 pt-10 sm:pb-16 sm:pt-16 lg:grid-cols-12 lg:gap-8 print:py-4', picture && 'md:grid-cols-12 md:items-start lg:items-center')}>
        <div className={picture ? 'md:col-span-7 print:col-span-12' : aside ? 'lg:col-span-7' : 'lg:col-span-9'}>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h1 className="max-w-[22ch] font-display text-[2.375rem] leading-[1.06] tracking-[-0.02em] text-ink text-balance sm:text-5xl lg:text-[3.5rem] min-[1440px]:text-[4rem]">
            {title}
          </h1>
          {children ? <div className="mt-6 max-w-[38rem] text-lg text-ink-muted text-pretty">{children}</div> : null}
        </div>
        {/* On paper the words and facts come first: the picture is left out. */}
        {side ? <div className={picture ? 'md:col-span-5 md:pt-2 lg:pt-0 print:hidden' : 'lg:col-span-5 lg:self-end'}>{side}</div> : null}
      </Container>
    </section>
  );
}
