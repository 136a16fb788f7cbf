import { BenefitGlyph } from '@/components/icons';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Benefits } from '@/lib/content/schema/benefits';

/** An editorial list rather than a wall of cards: the heading holds the left column while the benefits read down the right. */
export function BenefitsGrid({ benefits }: { benefits: Benefits }) {
  return (
    <Section aria-labelledby="benefits-heading">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16 min-[1440px]:gap-24">
        <SectionHeading id="benefits-heading" eyebrow={benefits.eyebrow} title={benefits.heading} align="left" sticky>
          <p>{benefits.text}</p>
        </SectionHeading>
        <ul className="grid gap-x-10 gap-y-10 sm:grid-cols-2">
          {benefits.items.map((benefit) => (
            <li key={benefit.id} className="border-t border-line pt-6">
              <h3 className="flex items-center gap-3 font-display text-xl text-ink min-[1440px]:text-2xl">
                <BenefitGlyph icon={benefit.icon} className="size-7 shrink-0 text-brand" />
                {benefit.title}
              </h3>
              <p className="mt-3 text-ink-muted text-pretty">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
