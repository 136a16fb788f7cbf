import clsx from 'clsx';
import { ButtonLink, forcedColorsPanelEdge } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import type { NavLink } from '@/lib/content/schema/navigation';

type CallToActionProps = { heading: string; text: string; primary: NavLink; secondary?: NavLink };

/** The closing band that invites the visitor to get in touch. */
export function CallToAction({ heading, text, primary, secondary }: CallToActionProps) {
  return (
    <section aria-labelledby="cta-heading" className="py-16 sm:py-24">
      <Container>
        <div className={clsx('relative overflow-hidden rounded-[2rem] bg-brand-strong px-6 py-14 text-center text-white sm:px-12 sm:py-16 print:border print:border-black print:py-6', forcedColorsPanelEdge)}>
          <svg aria-hidden="true" viewBox="0 0 400 200" className="pointer-events-none absolute -right-16 -top-10 w-80 text-white/10" fill="currentColor">
            <path d="M200 190C200 100 140 40 60 10c90 10 150 80 140 180Z" />
            <path d="M200 190c0-70 50-140 140-170-50 60-60 130-140 170Z" />
          </svg>
          <h2 id="cta-heading" className="relative mx-auto max-w-2xl font-display text-3xl font-semibold text-balance sm:text-4xl">
            {heading}
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg text-white/90 text-pretty">{text}</p>
          <div className="relative mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink href={primary.href} variant="inverse">
              {primary.label}
            </ButtonLink>
            {secondary ? (
              <ButtonLink href={secondary.href} variant="inverseGhost">
                {secondary.label}
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
