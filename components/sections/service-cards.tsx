import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { WithArrow } from '@/components/ui/with-arrow';
import { FactList } from '@/components/ui/fact-list';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatMinutes, formatPeople, formatSessionPrice } from '@/lib/content/format';
import { fillPlaceholders } from '@/lib/content/placeholders';
import type { Home } from '@/lib/content/schema/home';
import type { Interface } from '@/lib/content/schema/interface';
import type { NumberRange } from '@/lib/content/schema/sessions';

export type ServiceCard = { id: string; title: string; summary: string; duration: NumberRange; groupSize: NumberRange; price?: NumberRange };

type ServiceCardsProps = { intro: Home['services']; services: ServiceCard[]; labels: Interface['facts'] };

/** The home page's services, each pointing to its full details on /sessions/. */
export function ServiceCards({ intro, services, labels }: ServiceCardsProps) {
  return (
    <Section aria-labelledby="services-heading">
      <SectionHeading id="services-heading" eyebrow={intro.eyebrow} title={intro.heading}>
        <p>{intro.text}</p>
      </SectionHeading>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.id}>
            <Card className="group relative flex h-full flex-col p-6 transition-shadow hover:shadow-lg sm:p-7">
              <h3 className="font-display text-2xl font-semibold text-ink">{service.title}</h3>
              <p className="mt-3 flex-1 text-ink-muted">{service.summary}</p>
              <FactList
                className="mt-6 border-t border-line pt-5"
                facts={[
                  { label: labels.price, value: formatSessionPrice(service, labels.onQuote) },
                  { label: labels.groupSize, value: formatPeople(service.groupSize) },
                  { label: labels.duration, value: formatMinutes(service.duration), wide: true },
                ]}
              />
              <Link
                prefetch={false}
                href={`/sessions/#${service.id}`}
                className="mt-6 inline-block py-2.5 font-semibold text-brand-strong underline-offset-4 after:absolute after:inset-0 after:rounded-card hover:underline"
              >
                <WithArrow text={fillPlaceholders(intro.linkLabel, { title: service.title })} />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
