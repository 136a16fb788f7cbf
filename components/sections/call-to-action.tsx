import clsx from 'clsx';
import { Logo } from '@/components/logo';
import { ButtonLink, forcedColorsPanelEdge } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import type { NavLink } from '@/lib/content/schema/navigation';

type CallToActionProps = { heading: string; text: string; primary: NavLink; secondary?: NavLink };

/** The closing invitation to get in touch: the one centred heading on a page, under a willow frond. */
export function CallToAction({ heading, text, primary, secondary }: CallToActionProps) {
  return (
    <section aria-labelledby="cta-heading" className="py-section print:hidden">
      <Container>
        <div className={clsx('rounded-card border border-line bg-brand-soft/60 px-6 py-14 text-center sm:px-12 sm:py-16 print:border-black print:py-6', forcedColorsPanelEdge)}>
          <Logo className="mx-auto size-14 text-brand print:hidden" strokeWidth={1.3} />
          <h2 id="cta-heading" className="mx-auto mt-4 max-w-2xl font-display text-3xl leading-tight text-ink text-balance sm:text-4xl">
            {heading}
          </h2>
          <p className="mx-auto mt-4 max-w-[34rem] text-lg text-ink-muted text-pretty">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3">
            <ButtonLink href={primary.href}>{primary.label}</ButtonLink>
            {secondary ? (
              <ButtonLink href={secondary.href} variant="quiet">
                {secondary.label}
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
