import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Eyebrow } from '@/components/ui/section-heading';

type PageIntroProps = {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  aside?: ReactNode;
  picture?: ReactNode;
};

/** The short line and the page's one <h1>, as every inner page opens. */
export function PageTitle({ eyebrow, title }: { eyebrow?: string; title: string }) {
  return (
    <>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h1 className="max-w-[22ch] font-display text-[2.375rem] leading-[1.06] tracking-[-0.02em] text-ink text-balance sm:text-5xl lg:text-[3.5rem] min-[90rem]:text-[4rem]">
        {title}
      </h1>
    </>
  );
}

/**
 * The top of every inner page, in one column: a short line, the page's one <h1>, then the lead, all
 * left-aligned. An optional aside (the page's prices) takes the last five of twelve columns from `lg`, level
 * with the heading. A picture comes under the words, across the column, on a phone; from `md` it takes the last
 * five columns beside the lead (the headline across the top), from `lg` beside headline and lead, centred on
 * them; whole, never cropped. Without either the heading column simply ends, as a header should.
 */
export function PageIntro({ eyebrow, title, children, aside, picture }: PageIntroProps) {
  const heading = <PageTitle eyebrow={eyebrow} title={title} />;
  const lead = 'max-w-[38rem] text-lg text-ink-muted text-pretty';
  if (picture) {
    return (
      <section className="border-b border-line/70 print:border-0">
        <Container className="grid grid-cols-1 gap-x-8 gap-y-6 pb-12 pt-10 sm:pb-16 sm:pt-16 md:grid-cols-12 print:py-4">
          <div className="md:col-span-12 md:row-start-1 lg:col-span-7 lg:self-end print:col-span-12!">{heading}</div>
          {children ? <div className={clsx(lead, 'md:col-span-7 md:row-start-2')}>{children}</div> : null}
          {/* On paper the words and facts come first: the picture is left out. */}
          <div className="mt-2 md:col-span-5 md:col-start-8 md:row-start-2 md:mt-0 md:self-center lg:row-span-2 lg:row-start-1 print:hidden">
            {picture}
          </div>
        </Container>
      </section>
    );
  }
  return (
    <section className="border-b border-line/70 print:border-0">
      <Container className="grid grid-cols-1 gap-8 pb-12 pt-10 sm:pb-16 sm:pt-16 lg:grid-cols-12 lg:gap-8 print:py-4">
        <div className={aside ? 'lg:col-span-7' : 'lg:col-span-9'}>
          {heading}
          {children ? <div className={clsx(lead, 'mt-6')}>{children}</div> : null}
        </div>
        {aside ? <div className="lg:col-span-5 lg:self-end">{aside}</div> : null}
      </Container>
    </section>
  );
}
