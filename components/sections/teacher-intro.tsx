import { ButtonLink } from '@/components/ui/button';
import { FactRow } from '@/components/ui/fact-row';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Home } from '@/lib/content/schema/home';
import type { ReactNode } from 'react';

type TeacherIntroProps = { intro: Home['teacher']; children?: ReactNode };

/**
 * The home page's "Meet the teacher" block, with its own picture (never the About page's): her words, a row
 * of short facts the owner keeps true (built from her facts with placeholders), her training and cover once
 * she has filled them in (the children), then the way to her story.
 */
export function TeacherIntro({ intro, children }: TeacherIntroProps) {
  return (
    <Section tone="muted" aria-labelledby="teacher-heading">
      {/* First on a phone, so the block opens on its picture (no wider than 24rem) and ends on its button. From md
          the picture takes five columns and the words beside it, centred on each other; from md to lg the facts (if
          any) and the button run under both, across the width, so the facts have room for a line each and the picture
          no tall column to float in; from lg they follow the words, the picture centred on all of it. */}
      <div className="grid items-center md:grid-cols-12 md:gap-x-8">
        <div className="mb-10 md:col-span-5 md:mb-0 lg:row-span-2">
          <Picture image={intro.image} sizes="(min-width: 1024px) 30rem, (min-width: 768px) 40vw, 24rem" className="w-full max-w-sm rounded-card md:max-w-none" />
        </div>
        <div className="md:col-span-7 lg:col-span-6 lg:col-start-7 lg:self-end">
          <SectionHeading id="teacher-heading" eyebrow={intro.eyebrow} title={intro.heading} align="left">
            <p>{intro.text}</p>
          </SectionHeading>
        </div>
        <div className="md:col-span-12 lg:col-span-6 lg:col-start-7 lg:self-start">
          {/* Two or more facts make a ruled row (one per line on a phone); one is a quiet line, not a row with its others missing. */}
          {intro.facts.length > 1 ? <FactRow facts={intro.facts} layout="wide" className="mt-8 font-medium text-ink" /> : null}
          {intro.facts.length === 1 ? <p className="mt-6 font-medium text-ink">{intro.facts[0]}</p> : null}
          {children}
          <ButtonLink href="/about/" variant="secondary" className="mt-8">
            {intro.linkLabel}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
