import { Logo } from '@/components/logo';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import type { NavLink } from '@/lib/content/schema/navigation';

type CallToActionProps = { heading: string; text: string; primary: NavLink; secondary?: NavLink };

/**
 * The closing invitation to get in touch, the same on every page that has one: not a boxed panel but the
 * page's sign-off, centred under the studio's willow mark, on the page's ground after a tinted band, its
 * heading a step below the page's headline; only its words differ from page to page.
 */
export function CallToAction({ heading, text, primary, secondary }: CallToActionProps) {
  return (
    <section aria-labelledby="cta-heading" className="py-section print:hidden">
      <Container className="flex flex-col items-center text-center">
        <Logo className="mb-6 size-14 text-brand" />
        <h2 id="cta-heading" className="max-w-2xl font-display text-[2.125rem] sm:text-4xl leading-[1.08] tracking-[-0.01em] text-ink text-balance lg:text-5xl">
          {heading}
        </h2>
        <p className="mt-6 max-w-[34rem] text-lg text-ink-muted text-balance">{text}</p>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-x-6 gap-y-3">
          <ButtonLink href={primary.href}>{primary.label}</ButtonLink>
          {secondary ? (
            <ButtonLink href={secondary.href} variant="quiet">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
