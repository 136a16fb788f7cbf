import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Content } from '@/lib/content/load';
import type { ReactNode } from 'react';

/** The teacher's story beside her photo; until the owner gives one, a drawing that is not a face. */
export function TeacherStory({ story, children }: { story: Content['about']['story']; children?: ReactNode }) {
  return (
    <Section aria-labelledby="story-heading">
      {/* Side by side only from lg: at tablet width the story keeps a full, readable column and the picture follows it. */}
      <div className="grid gap-10 md:grid-cols-12 md:items-start md:gap-8">
        <div className="md:col-span-7">
          <SectionHeading id="story-heading" eyebrow={story.eyebrow} title={story.heading} align="left" />
          {/* The story is the owner's Markdown, rendered to HTML at build time (raw HTML in it is escaped). */}
          <div className="mt-6 max-w-[38rem] space-y-5 text-lg text-ink-muted text-pretty" dangerouslySetInnerHTML={{ __html: story.html }} />
          {children}
        </div>
        <div className="md:sticky md:top-28 md:col-span-5 lg:col-span-4 lg:col-start-9">
          <Picture image={story.photo ?? story.drawing} sizes="(min-width: 1024px) 26rem, (min-width: 640px) 24rem, 90vw" className="w-full max-w-sm rounded-card md:max-w-none" />
        </div>
      </div>
    </Section>
  );
}
