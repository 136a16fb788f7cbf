import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { PriceFigure } from '@/components/ui/price-figure';
import { SessionDetails } from '@/components/ui/session-details';
import { WithArrow } from '@/components/ui/with-arrow';
import { fillPlaceholders } from '@/lib/content/placeholders';
import type { Home } from '@/lib/content/schema/home';
import type { Interface } from '@/lib/content/schema/interface';
import type { NumberRange } from '@/lib/content/schema/sessions';

export type ServiceCard = { id: string; title: string; summary: string; duration: NumberRange; groupSize: NumberRange; price?: NumberRange };

type ServiceCardsProps = { intro: Home['services']; services: ServiceCard[]; labels: Interface['facts'] };

/**
 * The home page's services, in the Sessions page's order, each pointing to its full details there. The
 * price sits large under the title, the details in one line under it. Three across from `lg`, their
 * titles, prices, summaries and links aligned row by row (subgrid); below that one wide card per row
 * (the title and price beside the words and link from `sm`), so no row ever holds a lone card beside a gap.
 */
export function ServiceCards({ intro, services, labels }: ServiceCardsProps) {
  return (
    <Section aria-labelledby="services-heading">
      <SectionHeading id="services-heading" eyebrow={intro.eyebrow} title={intro.heading}>
        <p>{intro.text}</p>
      </SectionHeading>
      <ul className="mt-12 grid gap-5 lg:grid-cols-3 lg:gap-8 print:mt-6 print:break-inside-avoid">
        {services.map((service) => (
          <li key={service.id} data-card className="lg:row-span-4 lg:grid lg:grid-rows-subgrid">
            <article className="group relative grid h-full gap-x-10 gap-y-3 rounded-card border border-line bg-surface-raised p-6 transition-colors hover:border-brand/60 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:p-8 lg:row-span-4 lg:grid-cols-1 lg:grid-rows-subgrid lg:gap-y-4">
              {/* From sm to lg the title and price are one column and the words and link the other, each
                  at its own height; from lg the wrappers step aside and the four rows align across the cards. On
                  paper each title keeps two lines' room, so the prices beside each other share a line. */}
              <div className="grid content-start gap-y-3 lg:contents">
                <h3 className="font-display text-2xl leading-tight text-ink lg:text-[1.375rem] min-[90rem]:text-2xl print:min-h-[2lh]">{service.title}</h3>
                <div>
                  {/* One line box for a figure or "On quote", so both sit on the same baseline across the cards. */}
                  <p className="flex h-10 items-end leading-none">
                    <PriceFigure session={service} onQuote={labels.onQuote} size="card" />
                  </p>
                  <SessionDetails duration={service.duration} groupSize={service.groupSize} />
                </div>
              </div>
              <div className="grid content-start gap-y-3 lg:contents">
                <p className="text-ink-muted text-pretty">{service.summary}</p>
                <a
                  href={`/sessions/#${service.id}`}
                  className="mt-2 inline-block justify-self-start py-2 font-semibold text-brand-strong underline decoration-brand/40 decoration-2 underline-offset-[6px] after:absolute after:inset-0 after:rounded-card group-hover:decoration-brand lg:self-end print:hidden"
                >
                  <WithArrow text={fillPlaceholders(intro.linkLabel, { title: service.title })} />
                </a>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
