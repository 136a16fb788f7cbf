import { Container } from '@/components/ui/container';
import type { ReactNode } from 'react';

/** The top of every inner page: an eyebrow, the page's one <h1> and a lead paragraph. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-soft/70 to-surface">
      <Container className="py-14 sm:py-20 print:py-4">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-strong">{eyebrow}</p> : null}
        <h1 className="mt-3 max-w-3xl font-display text-4xl font-semibold leading-tight tracking-tight text-ink text-balance sm:text-5xl">
          {title}
        </h1>
        {children ? <div className="mt-5 max-w-2xl text-lg text-ink-muted text-pretty sm:text-xl">{children}</div> : null}
      </Container>
    </section>
  );
}
