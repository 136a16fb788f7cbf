import clsx from 'clsx';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckList, LeafMark } from '@/components/ui/check-list';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { SessionDetails } from '@/components/ui/session-details';
import { Tooltip, TooltipGroup } from '@/components/ui/tooltip';
import { formatPrice } from '@/lib/content/format';
import type { Interface } from '@/lib/content/schema/interface';
import type { SessionOffer, Sessions } from '@/lib/content/schema/sessions';

// A word or figure with more to say opens its note on a press, focus or a pointer's rest; the pointer turns to
// the help cursor over it. Nothing underlines it, so it never reads as a link.
const tooltipTrigger = 'cursor-help rounded-md';

type PricingCardsProps = { copy: Sessions['private']; offers: SessionOffer[]; delays: Interface['tooltip'] };

/**
 * The private sessions one under another to `lg` (from `md` each list in two columns); side by side from
 * `lg`, their rows (title, price, words, list, button) aligned across the cards with CSS subgrid.
 * "Most Popular" is a quiet label beside the title, explained by its tooltip, not a coloured pill.
 */
export function PricingCards({ copy, offers, delays }: PricingCardsProps) {
  return (
    <Section aria-labelledby="pricing-heading">
      <SectionHeading id="pricing-heading" eyebrow={copy.eyebrow} title={copy.heading}>
        <p>{copy.text}</p>
      </SectionHeading>
      <TooltipGroup delays={delays}>
        <ul className="mt-12 grid gap-6 lg:grid-cols-2 lg:gap-8">
          {offers.map((offer) => (
            <li key={offer.id} data-card className="lg:row-span-5 lg:grid lg:grid-rows-subgrid">
              <Card
                id={offer.id}
                aria-labelledby={`${offer.id}-title`}
                className={clsx(
                  'grid h-full scroll-mt-28 content-start gap-y-6 p-5 min-[360px]:p-6 sm:p-9 lg:row-span-5 lg:grid-rows-subgrid',
                  offer.popular && 'border-brand/70 forced-colors:border-[3px]',
                )}
              >
                {/* The title, and beside it (under it where the card is narrow) the quiet badge: no empty badge row in the other cards.
                    On paper every title row keeps room for the badge's line, so the prices beside each other share a line. */}
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 break-after-avoid lg:self-end print:min-h-[3.95rem] print:content-start">
                  <h3 id={`${offer.id}-title`} className="font-display text-2xl leading-tight text-ink sm:text-[1.75rem]">
                    {offer.title}
                  </h3>
                  {offer.popular ? (
                    <Tooltip
                      content={copy.popularNote.text}
                      className={clsx(tooltipTrigger, 'inline-flex min-h-8 items-center gap-1.5 text-sm font-semibold tracking-[0.02em] text-clay print:min-h-0')}
                    >
                      <LeafMark className="size-3.5" />
                      {copy.popularLabel}
                    </Tooltip>
                  ) : null}
                </div>
                <div className="break-inside-avoid">
                  <p className="flex flex-wrap items-baseline gap-x-3 font-display text-4xl text-brand-strong min-[400px]:text-5xl">
                    <Tooltip content={offer.priceTooltip} className={tooltipTrigger}>
                      {formatPrice(offer.price)}
                    </Tooltip>
                    <span className="font-sans text-base font-medium text-ink-muted">{copy.priceUnit}</span>
                  </p>
                  {/* The details in one line under the price, as on the home cards. */}
                  <SessionDetails duration={offer.duration} groupSize={offer.groupSize} />
                </div>
                {/* Under one rule, level in both cards: what the price covers (where it says more) and the words, then the
                    list, one size and one colour. Each is a row of its own, so the lists start level whatever the words'
                    length; the space a shorter card has left falls before its list. */}
                <div className="border-t border-line pt-6 text-ink-muted">
                  {offer.priceBreakdown ? <p className="mb-3 max-w-[34rem] font-medium text-ink">{offer.priceBreakdown.text}</p> : null}
                  {offer.priceNote ? <p className="mb-3 max-w-[34rem] font-medium text-ink">{offer.priceNote}</p> : null}
                  <p className="max-w-[34rem]">{offer.description}</p>
                </div>
                <CheckList items={offer.features} className="text-ink-muted md:max-lg:grid-cols-2 md:max-lg:gap-x-8" />
                <ButtonLink href="/contact/" variant={offer.popular ? 'primary' : 'secondary'} className="self-end justify-self-start">
                  {copy.bookLabel}
                  <span className="sr-only">: {offer.title}</span>
                </ButtonLink>
              </Card>
            </li>
          ))}
        </ul>
      </TooltipGroup>
    </Section>
  );
}
