import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { FactList } from '@/components/ui/fact-list';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { servicesIntro } from '@/content/home';
import { formatDuration, formatGroupSize, formatPrice, type Minutes, type GroupSize, type Price } from '@/content/sessions';

export type ServiceCard = { id: string; title: string; summary: string; duration: Minutes; groupSize: GroupSize; price: Price };

/** The home page's three services, each pointing to the full details on /sessions/. */
export function ServiceCards({ services }: { services: ServiceCard[] }) {
  return (
    <Section aria-labelledby="services-heading">
      <SectionHeading id="services-heading" eyebrow="Sessions" title={servicesIntro.heading}>
        <p>{servicesIntro.text}</p>
      </SectionHeading>
      <ul className="mt-12 grid gap-5 md:grid-cols-3">
        {services.map((service) => (
          <li key={service.id}>
            <Card className="group relative flex h-full flex-col p-6 transition-shadow hover:shadow-lg sm:p-7">
              <h3 className="font-display text-2xl font-semibold text-ink">{service.title}</h3>
              <p className="mt-3 flex-1 text-ink-muted">{service.summary}</p>
              <FactList
                className="mt-6 border-t border-line pt-5"
                facts={[
                  { label: 'Price', value: formatPrice(service.price) },
                  { label: 'Group', value: formatGroupSize(service.groupSize) },
                  { label: 'Length', value: `${formatDuration(service.duration)} per session`, wide: true },
                ]}
              />
              <Link prefetch={false}
                href="/sessions/"
                className="mt-6 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-strong underline-offset-4 after:absolute after:inset-0 after:rounded-card hover:underline"
              >
                See {service.title.toLowerCase()}
                <span aria-hidden="true">→</span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
