import { BenefitGlyph } from '@/components/icons';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Benefits } from '@/lib/content/schema/benefits';

/** An editorial list rather than a wall of cards: the heading, then the six benefits in rows of three from `lg` (two full rows, no empty column). */
export function BenefitsGrid({ benefits }: { benefits: Benefits }) {
  return (
    <Section aria-labelledby="benefits-heading">
      <div className="grid gap-12">
        <SectionHeading id="benefits-heading" eyebrow={benefits.eyebrow} title={benefits.heading} align="left">
          <p>{benefits.text}</p>
        </SectionHeading>
        <ul className="grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.items.map((benefit) => (
            <li key={benefit.id} className="border-t border-line pt-6">
              <BenefitGlyph icon={benefit.icon} className="size-11 text-brand" />
              <h3 className="mt-4 font-display text-xl text-ink min-[1440px]:text-2xl">{benefit.title}</h3>
              <p className="mt-3 text-ink-muted text-pretty">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
