import { Container } from '@/components/ui/container';
import clsx from 'clsx';
import type { ReactNode } from 'react';

type PageIntroProps = { eyebrow?: string; title: string; children?: ReactNode; aside?: ReactNode };

/**
 * The top of every inner page: an eyebrow, the page's one <h1> and a lead paragraph. On wide screens an
 * optional aside (a summary of the page's facts) fills the right-hand side; without one, the lead moves
 * there, level with the headline's last line, so no half of the screen is left empty.
 */
export function PageIntro({ eyebrow, title, children, aside }: PageIntroProps) {
  return (
    <section className="bg-gradient-to-b from-brand-soft/70 to-surface">
      <Container className={clsx('grid py-14 sm:py-20 lg:grid-cols-[3fr_2fr] lg:items-end lg:gap-8 print:py-4', aside ? 'gap-8' : 'gap-5')}>
        <div>
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-strong">{eyebrow}</p> : null}
          <h1 className="mt-3 max-w-3xl font-display text-4xl font-semibold leading-tight tracking-tight text-ink text-balance sm:text-5xl min-[1440px]:text-6xl">
            {title}
          </h1>
          {children && aside ? <Lead className="mt-5">{children}</Lead> : null}
        </div>
        {aside ?? (children ? <Lead className="lg:pb-1">{children}</Lead> : null)}
      </Container>
    </section>
  );
}

function Lead({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={clsx('max-w-2xl text-lg text-ink-muted text-pretty sm:text-xl', className)}>{children}</div>;
}
