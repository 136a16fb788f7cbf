import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import type { NavLink } from '@/lib/content/schema/navigation';

type CallToActionProps = { heading: string; text: string; primary: NavLink; secondary?: NavLink };

/**
 * The closing invitation to get in touch: not a boxed panel but the page's last spread, on the page's ground
 * after a tinted band: the heading large on seven columns, the words and the action beside it on five,
 * level with its top.
 */
export function CallToAction({ heading, text, primary, secondary }: CallToActionProps) {
  return (
    <section aria-labelledby="cta-heading" className="py-section print:hidden">
      <Container>
        <div className="grid gap-x-12 gap-y-6 lg:grid-cols-12 lg:items-start">
          <h2 id="cta-heading" className="max-w-2xl font-display text-4xl leading-[1.08] tracking-[-0.01em] text-ink text-balance sm:text-5xl lg:col-span-7">
            {heading}
          </h2>
          <div className="lg:col-span-5">
            <p className="max-w-[34rem] text-lg text-ink-muted text-pretty">{text}</p>
            <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
              <ButtonLink href={primary.href}>{primary.label}</ButtonLink>
              {secondary ? (
                <ButtonLink href={secondary.href} variant="quiet">
                  {secondary.label}
                </ButtonLink>
              ) : null}
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
