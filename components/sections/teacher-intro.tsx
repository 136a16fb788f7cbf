import { ButtonLink } from '@/components/ui/button';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Home } from '@/lib/content/schema/home';
import type { ReactNode } from 'react';

type TeacherIntroProps = { intro: Home['teacher']; children?: ReactNode };

/** The home page's "Meet the teacher" block, with its own picture (never the About page's). */
export function TeacherIntro({ intro, children }: TeacherIntroProps) {
  return (
    <Section tone="muted" aria-labelledby="teacher-heading">
      <div className="grid items-center gap-10 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:gap-20">
        <Picture image={intro.image} sizes="(min-width: 768px) 24rem, 90vw" className="mx-auto w-full max-w-sm rounded-[2rem] shadow-card md:mx-0" />
        <div>
          <SectionHeading id="teacher-heading" eyebrow={intro.eyebrow} title={intro.heading} align="left">
            <p>{intro.text}</p>
          </SectionHeading>
          <ButtonLink href="/about/" variant="secondary" className="mt-8">
            {intro.linkLabel}
          </ButtonLink>
          {children}
        </div>
      </div>
    </Section>
  );
}
