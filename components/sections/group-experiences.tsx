import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { FactList } from '@/components/ui/fact-list';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatMinutes, formatPeople } from '@/content/format';
import type { Interface } from '@/content/schema/interface';
import type { GroupExperience, Sessions } from '@/content/schema/sessions';

type GroupExperiencesProps = { copy: Sessions['groups']; experiences: GroupExperience[]; labels: Interface['facts'] };

export function GroupExperiences({ copy, experiences, labels }: GroupExperiencesProps) {
  return (
    <Section tone="muted" aria-labelledby="groups-heading">
      <SectionHeading id="groups-heading" eyebrow={copy.eyebrow} title={copy.heading}>
        <p>{copy.text}</p>
      </SectionHeading>
      <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
        {experiences.map((experience) => (
          <li key={experience.id}>
            <Card id={experience.id} aria-labelledby={`${experience.id}-title`} className="flex h-full scroll-mt-28 flex-col overflow-hidden">
              <Picture image={experience.image} sizes="(min-width: 768px) 30rem, 100vw" className="w-full" />
              <div className="flex flex-1 flex-col p-7 sm:p-9">
                <h3 id={`${experience.id}-title`} className="font-display text-2xl font-semibold text-ink">
                  {experience.title}
                </h3>
                <p className="mt-2 text-ink-muted">{experience.summary}</p>
                <FactList
                  className="mt-6 rounded-2xl bg-surface-muted p-4"
                  facts={[
                    { label: labels.duration, value: formatMinutes(experience.duration) },
                    { label: labels.groupSize, value: formatPeople(experience.groupSize) },
                    { label: labels.price, value: labels.onQuote, note: experience.pricingNote, wide: true },
                  ]}
                />
                <p className="mt-6 text-ink-muted">{experience.description}</p>
                <CheckList items={experience.features} className="mt-6 flex-1 text-ink" />
                <ButtonLink href="/contact/" variant="secondary" className="mt-8 w-full">
                  {copy.quoteLabel}
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
