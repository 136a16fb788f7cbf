import clsx from 'clsx';
import { ButtonLink } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { FactList } from '@/components/ui/fact-list';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatMinutes, formatPeople } from '@/lib/content/format';
import type { Interface } from '@/lib/content/schema/interface';
import type { GroupExperience, Sessions } from '@/lib/content/schema/sessions';

type GroupExperiencesProps = { copy: Sessions['groups']; experiences: GroupExperience[]; labels: Interface['facts'] };

export function GroupExperiences({ copy, experiences, labels }: GroupExperiencesProps) {
  return (
    <Section tone="muted" aria-labelledby="groups-heading">
      <SectionHeading id="groups-heading" eyebrow={copy.eyebrow} title={copy.heading}>
        <p>{copy.text}</p>
      </SectionHeading>
      <ul className="mt-14 space-y-16 sm:mt-16 lg:space-y-24">
        {experiences.map((experience, index) => (
          <li key={experience.id}>
            {/* An editorial spread, not a card: the picture beside the words from lg, on alternate sides. */}
            <article id={experience.id} aria-labelledby={`${experience.id}-title`} className="grid scroll-mt-28 items-start gap-8 lg:grid-cols-12 lg:gap-8">
              {/* From lg the picture sits level with the middle of the words beside it. */}
              <div className={clsx('lg:col-span-6 lg:self-center', index % 2 === 1 && 'lg:order-last lg:col-start-7')}>
                <Picture image={experience.image} sizes="(min-width: 1024px) 36rem, 100vw" className="w-full rounded-card" />
              </div>
              <div className={clsx('max-w-[40rem] lg:col-span-5', index % 2 === 1 ? 'lg:col-start-1 lg:row-start-1' : 'lg:col-start-8')}>
                <h3 id={`${experience.id}-title`} className="font-display text-3xl leading-tight text-ink">
                  {experience.title}
                </h3>
                <p className="mt-2 text-lg text-ink-muted">{experience.summary}</p>
                <FactList
                  className="mt-6 border-y border-line py-4"
                  facts={[
                    { label: labels.duration, value: formatMinutes(experience.duration) },
                    { label: labels.groupSize, value: formatPeople(experience.groupSize) },
                    { label: labels.price, value: labels.onQuote, note: experience.pricingNote, wide: true },
                  ]}
                />
                <p className="mt-6 text-ink-muted text-pretty">{experience.description}</p>
                <CheckList items={experience.features} className="mt-6 text-ink" />
                <ButtonLink href="/contact/" variant="secondary" className="mt-8">
                  {copy.quoteLabel}
                  <span className="sr-only">: {experience.title}</span>
                </ButtonLink>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
