import clsx from 'clsx';
import { Logo } from '@/components/logo';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import type { NavLink } from '@/lib/content/schema/navigation';

type CallToActionProps = {
  heading: string;
  text: string;
  primary: NavLink;
  secondary?: NavLink;
  /** `centred`: the home page's sign-off, under the willow mark; `split` (the inner pages): heading beside the words. */
  layout?: 'centred' | 'split';
};

/**
 * The closing invitation to get in touch: not a boxed panel but the page's last spread, on the page's ground
 * after a tinted band. On the inner pages the heading is large on seven columns and the words and the action
 * sit beside it on five, level with its top; the home page closes centred, under the studio's mark, so the
 * three closings are not one band repeated.
 */
export function CallToAction({ heading, text, primary, secondary, layout = 'split' }: CallToActionProps) {
  const centred = layout === 'centred';
  return (
    <section aria-labelledby="cta-heading" className="py-section print:hidden">
      <Container>
        <div className={centred ? 'mx-auto flex max-w-3xl flex-col items-center text-center' : 'grid gap-x-8 gap-y-6 lg:grid-cols-12 lg:items-start'}>
          {centred ? <Logo className="mb-6 size-14 text-brand" strokeWidth={1.4} /> : null}
          <h2
            id="cta-heading"
            className={clsx('max-w-2xl font-display text-4xl leading-[1.08] tracking-[-0.01em] text-ink text-balance sm:text-5xl', centred ? 'lg:text-6xl' : 'lg:col-span-7')}
          >
            {heading}
          </h2>
          <div className={centred ? 'mt-6 flex flex-col items-center' : 'lg:col-span-5'}>
            <p className="max-w-[34rem] text-lg text-ink-muted text-pretty">{text}</p>
            <div className={clsx('mt-6 flex flex-wrap items-center gap-x-6 gap-y-3', centred && 'justify-center')}>
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
