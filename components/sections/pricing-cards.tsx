import clsx from 'clsx';
import { ButtonLink, forcedColorsPanelEdge } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { FactList } from '@/components/ui/fact-list';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { Tooltip, TooltipGroup } from '@/components/ui/tooltip';
import { formatMinutes, formatPeople, formatPrice } from '@/lib/content/format';
import type { Interface } from '@/lib/content/schema/interface';
import type { SessionOffer, Sessions } from '@/lib/content/schema/sessions';

const tooltipTrigger = 'cursor-help rounded-md underline decoration-dotted decoration-2 underline-offset-[6px] hover:decoration-solid';

type PricingCardsProps = { copy: Sessions['private']; offers: SessionOffer[]; labels: Interface['facts']; delays: Interface['tooltip'] };

export function PricingCards({ copy, offers, labels, delays }: PricingCardsProps) {
  return (
    <Section aria-labelledby="pricing-heading">
      <SectionHeading id="pricing-heading" eyebrow={copy.eyebrow} title={copy.heading}>
        <p>{copy.text}</p>
      </SectionHeading>
      <TooltipGroup delays={delays}>
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2 min-[1440px]:max-w-6xl min-[1440px]:gap-8">
          {offers.map((offer) => (
            <li key={offer.id}>
              <Card
                id={offer.id}
                aria-labelledby={`${offer.id}-title`}
                className={clsx('relative flex h-full scroll-mt-28 flex-col p-7 sm:p-9', offer.popular && 'border-2 border-accent-strong/60 shadow-lg forced-colors:border-[3px]')}
              >
                {offer.popular ? (
                  <div className="absolute -top-4 left-7">
                    <Tooltip
                      content={copy.popularNote.text}
                      className={clsx('inline-flex min-h-8 items-center gap-1.5 rounded-full bg-accent-strong px-4 text-sm font-semibold text-white shadow-sm hover:bg-ink forced-colors:bg-[Canvas]', forcedColorsPanelEdge)}
                    >
                      {copy.popularLabel}
                      <InfoIcon />
                    </Tooltip>
                  </div>
                ) : null}
                <h3 id={`${offer.id}-title`} className="font-display text-2xl font-semibold text-ink">
                  {offer.title}
                </h3>
                <p className="mt-2 text-ink-muted">{offer.summary}</p>
                <p className="mt-6 flex flex-wrap items-baseline gap-x-2 font-display text-5xl font-semibold text-brand-strong">
                  <Tooltip content={offer.priceTooltip} className={tooltipTrigger}>
                    {formatPrice(offer.price)}
                  </Tooltip>
                  <span className="font-sans text-base font-medium text-ink-muted">{copy.priceUnit}</span>
                </p>
                {offer.priceBreakdown ? <p className="mt-3 font-semibold text-ink">{offer.priceBreakdown.text}</p> : null}
                <p className="mt-2 text-sm text-ink-muted">{offer.priceNote}</p>
                <FactList
                  className="mt-6 rounded-2xl bg-surface-muted p-4"
                  facts={[
                    { label: labels.duration, value: formatMinutes(offer.duration) },
                    { label: labels.groupSize, value: formatPeople(offer.groupSize) },
                  ]}
                />
                <p className="mt-6 text-ink-muted">{offer.description}</p>
                <CheckList items={offer.features} className="mt-6 flex-1 text-ink" />
                <ButtonLink href="/contact/" variant={offer.popular ? 'primary' : 'secondary'} className="mt-8 w-full">
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

function InfoIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 9v4.5M10 6.5v.01" />
    </svg>
  );
}
