import { BenefitGlyph } from '@/components/icons';
import { Card } from '@/components/ui/card';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Benefits } from '@/content/schema/benefits';

export function BenefitsGrid({ benefits }: { benefits: Benefits }) {
  return (
    <Section aria-labelledby="benefits-heading">
      <SectionHeading id="benefits-heading" eyebrow={benefits.eyebrow} title={benefits.heading}>
        <p>{benefits.text}</p>
      </SectionHeading>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.items.map((benefit) => (
          <li key={benefit.id}>
            <Card className="h-full p-6 sm:p-7">
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand">
                <BenefitGlyph icon={benefit.icon} className="size-7" />
              </span>
              <h3 className="mt-5 font-display text-xl font-semibold text-ink">{benefit.title}</h3>
              <p className="mt-2 text-ink-muted">{benefit.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
