import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FactList } from '@/components/ui/fact-list';
import { CheckList } from '@/components/ui/check-list';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatDuration, formatGroupSize, formatPrice, type GroupExperience } from '@/content/sessions';

export function GroupExperiences({ experiences }: { experiences: GroupExperience[] }) {
  return (
    <Section tone="muted" aria-labelledby="groups-heading">
      <SectionHeading id="groups-heading" eyebrow="Special groups" title="Celebrations and workplaces">
        <p>Yoga for a group of friends or a whole team, planned around your day and priced for your numbers.</p>
      </SectionHeading>
      <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
        {experiences.map((experience) => (
          <li key={experience.id}>
            <Card aria-labelledby={`${experience.id}-title`} className="flex h-full flex-col overflow-hidden">
              <Picture image={experience.image} sizes="(min-width: 768px) 30rem, 100vw" className="w-full" />
              <div className="flex flex-1 flex-col p-7 sm:p-9">
                <h3 id={`${experience.id}-title`} className="font-display text-2xl font-semibold text-ink">
                  {experience.title}
                </h3>
                <p className="mt-2 text-ink-muted">{experience.summary}</p>
                <FactList
                  className="mt-6 rounded-2xl bg-surface-muted p-4"
                  facts={[
                    { label: 'Duration', value: formatDuration(experience.duration) },
                    { label: 'Group size', value: formatGroupSize(experience.groupSize) },
                    { label: 'Pricing', value: formatPrice(experience.pricing), note: experience.pricingNote, wide: true },
                  ]}
                />
                <p className="mt-6 text-ink-muted">{experience.description}</p>
                <CheckList items={experience.features} className="mt-6 flex-1 text-ink" />
                <ButtonLink href="/contact/" variant="secondary" className="mt-8 w-full">
                  Get Quote
                  <span className="sr-only">: {experience.title}</span>
                </ButtonLink>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
