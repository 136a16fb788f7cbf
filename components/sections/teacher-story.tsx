import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Content } from '@/lib/content/load';
import type { ReactNode } from 'react';

/** The teacher's story beside her photo; until the owner gives one, a drawing that is not a face. */
export function TeacherStory({ story, children }: { story: Content['about']['story']; children?: ReactNode }) {
  return (
    <Section aria-labelledby="story-heading">
      <div className="grid gap-10 md:grid-cols-[3fr_2fr] md:items-start lg:gap-16">
        <div>
          <SectionHeading id="story-heading" eyebrow={story.eyebrow} title={story.heading} align="left" />
          {/* The story is the owner's Markdown, rendered to HTML at build time (raw HTML in it is escaped). */}
          <div className="mt-6 space-y-5 text-lg text-ink-muted text-pretty" dangerouslySetInnerHTML={{ __html: story.html }} />
          {children}
        </div>
        <Picture image={story.photo ?? story.drawing} sizes="(min-width: 768px) 24rem, 90vw" className="mx-auto w-full max-w-sm rounded-[2rem] shadow-card" />
      </div>
    </Section>
  );
}
