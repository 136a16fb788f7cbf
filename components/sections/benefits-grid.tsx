import { BenefitMark } from '@/components/icons';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Benefits } from '@/lib/content/schema/benefits';

/** An editorial list rather than a wall of cards: the heading, then the six benefits in rows of three from `lg` (two full rows, no empty column). */
export function BenefitsGrid({ benefits }: { benefits: Benefits }) {
  return (
    <Section aria-labelledby="benefits-heading">
      <div className="grid gap-12 print:gap-6">
        <SectionHeading id="benefits-heading" eyebrow={benefits.eyebrow} title={benefits.heading} align="left">
          <p>{benefits.text}</p>
        </SectionHeading>
        <ul className="grid gap-x-8 gap-y-7 sm:grid-cols-2 sm:gap-y-10 lg:grid-cols-3 print:grid-cols-3">
          {benefits.items.map((benefit) => (
            // On a phone the drawing sits at the left and the title and words beside it, on one edge, so six
            // benefits do not take two screens (under 360 px in a narrower column, the drawing smaller). From
            // 640 px each stands on a floor line across its column, the line the row's three share.
            <li key={benefit.id} className="grid grid-cols-[5.5rem_minmax(0,1fr)] content-start gap-x-4 border-t border-line pt-5 max-[22.5rem]:grid-cols-[3.5rem_minmax(0,1fr)] max-[22.5rem]:gap-x-3 sm:block sm:border-t-0 sm:pt-0">
              <BenefitMark icon={benefit.icon} className="row-span-2 h-16 max-[22.5rem]:h-10 sm:h-[5.5rem] sm:border-b sm:border-brand/40 min-[90rem]:h-24 print:h-10" />
              <h3 className="font-display text-xl text-ink sm:mt-4 min-[90rem]:text-2xl">{benefit.title}</h3>
              <p className="mt-2 text-ink-muted sm:mt-3">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
