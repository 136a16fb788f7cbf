import Link from 'next/link';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { WithArrow } from '@/components/ui/with-arrow';
import { formatMinutes, formatPeople, formatSessionPrice } from '@/lib/content/format';
import { fillPlaceholders } from '@/lib/content/placeholders';
import type { Home } from '@/lib/content/schema/home';
import type { Interface } from '@/lib/content/schema/interface';
import type { NumberRange } from '@/lib/content/schema/sessions';

export type ServiceCard = { id: string; title: string; summary: string; duration: NumberRange; groupSize: NumberRange; price?: NumberRange };

type ServiceCardsProps = { intro: Home['services']; services: ServiceCard[]; labels: Interface['facts'] };

/**
 * The home page's services, in the Sessions page's order, each pointing to its full details there. The
 * price sits large under the title, the details follow in one line. Three across from `lg`, their
 * titles, prices, summaries and links aligned row by row (subgrid); below that one wide card per row
 * (the title and price beside the words from `sm`), so no row ever holds a lone card beside a gap.
 */
export function ServiceCards({ intro, services, labels }: ServiceCardsProps) {
  return (
    <Section aria-labelledby="services-heading">
      <SectionHeading id="services-heading" eyebrow={intro.eyebrow} title={intro.heading}>
        <p>{intro.text}</p>
      </SectionHeading>
      <ul className="mt-12 grid gap-5 lg:grid-cols-3 lg:gap-6">
        {services.map((service) => (
          <li key={service.id} data-card className="lg:row-span-4 lg:grid lg:grid-rows-subgrid">
            <article className="group relative grid h-full gap-x-10 gap-y-3 rounded-card border border-line bg-surface-raised p-6 transition-colors hover:border-brand/60 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:p-8 lg:row-span-4 lg:grid-cols-1 lg:grid-rows-subgrid lg:gap-y-4">
              <h3 className="font-display text-2xl leading-tight text-ink">{service.title}</h3>
              <p className="font-display text-4xl leading-none text-brand-strong sm:col-start-1 sm:row-start-2 lg:row-start-auto">
                {formatSessionPrice(service, labels.onQuote)}
              </p>
              <p className="text-ink-muted text-pretty sm:col-start-2 sm:row-span-2 sm:row-start-1 lg:col-start-auto lg:row-span-1 lg:row-start-auto">
                {service.summary}
                <span className="mt-3 block text-sm font-medium text-ink">
                  {formatMinutes(service.duration)} <span aria-hidden="true">·</span> {formatPeople(service.groupSize)}
                </span>
              </p>
              <Link
                prefetch={false}
                href={`/sessions/#${service.id}`}
                className="mt-2 inline-block self-end py-2 font-semibold text-brand-strong underline decoration-brand/40 decoration-2 underline-offset-[6px] after:absolute after:inset-0 after:rounded-card group-hover:decoration-brand sm:col-start-2 lg:col-start-auto"
              >
                <WithArrow text={fillPlaceholders(intro.linkLabel, { title: service.title })} />
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
