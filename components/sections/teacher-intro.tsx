import { Picture } from '@/components/ui/picture';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { teacherIntro } from '@/content/about';
import { studio } from '@/content/site';

/** The home page's "Meet the teacher" block. */
export function TeacherIntro() {
  return (
    <Section tone="muted" aria-labelledby="teacher-heading">
      <div className="grid items-center gap-10 md:grid-cols-[2fr_3fr] lg:gap-16">
        <Picture image={teacherIntro.portrait} sizes="(min-width: 768px) 24rem, 90vw" className="mx-auto w-full max-w-sm rounded-[2rem] shadow-card" />
        <div>
          <SectionHeading id="teacher-heading" eyebrow="Meet the teacher" title={teacherIntro.heading} align="left">
            <p>{teacherIntro.summary}</p>
          </SectionHeading>
          <ButtonLink href="/about/" variant="secondary" className="mt-8">
            Read {studio.teacher.firstName}’s story
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
