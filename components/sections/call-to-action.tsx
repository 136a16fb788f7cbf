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
  /** One practical detail under the button (the hours, where the room is), where the page's content gives one. */
  note?: string;
  /**
   * `centred`: the page's sign-off under the studio's willow mark (Home, About). `split`: from 1024 px the words on
   * the left and the buttons on the right under one rule, left-aligned below that, for a page that ends on a
   * decision rather than a welcome (Sessions).
   */
  layout?: 'centred' | 'split';
};

/**
 * The closing invitation to get in touch: not a boxed panel but the page's last word, on the page's ground after a
 * tinted band, its heading a step below the page's headline.
 */
export function CallToAction({ heading, text, primary, secondary, note, layout = 'centred' }: CallToActionProps) {
  const centred = layout === 'centred';
  return (
    <section aria-labelledby="cta-heading" className="py-section print:hidden">
      <Container>
        <div className={clsx(centred ? 'flex flex-col items-center text-center' : 'grid gap-x-8 gap-y-8 border-t border-line pt-10 lg:grid-cols-12 lg:items-end lg:pt-14')}>
          {centred ? <Logo className="mb-6 size-14 text-brand" /> : null}
          <div className={clsx(!centred && 'lg:col-span-7')}>
            <h2 id="cta-heading" className={clsx('max-w-2xl font-display text-[2.125rem] sm:text-4xl leading-[1.08] tracking-[-0.01em] text-ink text-balance lg:text-5xl', centred && 'mx-auto')}>
              {heading}
            </h2>
            <p className={clsx('mt-6 max-w-[34rem] text-lg text-ink-muted', centred ? 'mx-auto text-balance' : 'text-pretty')}>{text}</p>
          </div>
          <div className={clsx(centred ? 'mt-6' : 'lg:col-span-5')}>
            <div className={clsx('flex flex-wrap items-center gap-x-6 gap-y-3', centred && 'justify-center')}>
              <ButtonLink href={primary.href}>{primary.label}</ButtonLink>
              {secondary ? (
                <ButtonLink href={secondary.href} variant="quiet">
                  {secondary.label}
                </ButtonLink>
              ) : null}
            </div>
            {note ? <p className="mt-5 text-sm text-ink-muted text-balance">{note}</p> : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
