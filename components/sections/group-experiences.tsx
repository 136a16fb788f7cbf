import clsx from 'clsx';
import { ButtonLink } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { PriceFigure } from '@/components/ui/price-figure';
import { SessionDetails } from '@/components/ui/session-details';
import type { Interface } from '@/lib/content/schema/interface';
import type { GroupExperience, Sessions } from '@/lib/content/schema/sessions';

type GroupExperiencesProps = { copy: Sessions['groups']; experiences: GroupExperience[]; labels: Interface['facts'] };

export function GroupExperiences({ copy, experiences, labels }: GroupExperiencesProps) {
  return (
    <Section tone="muted" aria-labelledby="groups-heading">
      <SectionHeading id="groups-heading" eyebrow={copy.eyebrow} title={copy.heading}>
        <p>{copy.text}</p>
      </SectionHeading>
      <ul className="mt-14 space-y-16 sm:mt-16 lg:space-y-24 print:mt-6 print:space-y-8">
        {experiences.map((experience, index) => (
          <li key={experience.id}>
            {/* An editorial spread, not a card: from lg the picture beside the pitch and what is included (on six
                columns of twelve; alternate sides; centred on the words), then the price, the details and the action in
                one ruled row under both. On a phone the picture comes first, whole, across the column; from md to lg
                too, whole and centred in a wide 2:1 frame (on the frame's ground, the drawings' own), with the list in two
                columns under the words, so no column stands half empty beside a small picture. On paper (laid out at the md breakpoint or wider, hence the overrides) it sits
                small beside the words and the offer stays on one sheet. */}
            <article id={experience.id} aria-labelledby={`${experience.id}-title`} className="grid scroll-mt-28 gap-x-8 gap-y-8 lg:grid-cols-12 lg:items-center print:grid-cols-[1fr_2fr]! print:gap-y-4">
              <div className={clsx('lg:col-span-6 lg:row-start-1 print:col-span-1! print:col-start-1!', index % 2 === 1 ? 'lg:col-start-7' : 'lg:col-start-1')}>
                <Picture image={experience.image} sizes="(min-width: 1024px) 36rem, 100vw" className="w-full rounded-card md:max-lg:aspect-[2/1] md:max-lg:object-contain print:aspect-auto!" />
              </div>
              <div className={clsx('lg:col-span-5 lg:row-start-1 print:col-span-1! print:col-start-2!', index % 2 === 1 ? 'lg:col-start-1' : 'lg:col-start-8')}>
                <h3 id={`${experience.id}-title`} className="font-display text-2xl leading-tight text-ink sm:text-[1.75rem]">
                  {experience.title}
                </h3>
                <p className="mt-3 max-w-[34rem] font-medium text-ink">{experience.summary}</p>
                <p className="mt-3 max-w-[34rem] text-ink-muted">{experience.description}</p>
                <CheckList items={experience.features} className="mt-6 max-w-[34rem] text-ink md:max-lg:max-w-none md:max-lg:grid-cols-2 md:max-lg:gap-x-8" />
              </div>
              {/* The price as on the home cards: large, the details in one line under it; from md the note beside it and the
                  action under the note, on the two columns of the list above (the note's edge is the list's second
                  column's); from lg all three in one row. */}
              <div className="col-span-full grid gap-x-8 gap-y-6 border-t border-line pt-6 md:grid-cols-2 md:items-start lg:grid-cols-12 lg:items-center print:grid-cols-[auto_1fr]! print:pt-4">
                <div className="md:row-span-2 lg:col-span-4 lg:row-span-1 print:col-span-1!">
                  <p className="leading-none">
                    <PriceFigure session={experience} onQuote={labels.onQuote} size="card" />
                  </p>
                  <SessionDetails duration={experience.duration} groupSize={experience.groupSize} />
                </div>
                <p className="max-w-[34rem] text-ink-muted lg:col-span-5 print:col-span-1!">{experience.pricingNote}</p>
                <p className="md:col-start-2 lg:col-span-3 lg:col-start-auto lg:justify-self-end print:hidden">
                  <ButtonLink href="/contact/" variant="secondary">
                    {copy.quoteLabel}
                    <span className="sr-only">: {experience.title}</span>
                  </ButtonLink>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
