import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Content } from '@/lib/content/load';
import type { ReactNode } from 'react';

type Story = Content['about']['story'];

/** The teacher's photo, at the top of the About page; until the owner gives one, a drawing that is not a face. */
export function TeacherPortrait({ story, className }: { story: Story; className?: string }) {
  return <Picture image={story.photo ?? story.drawing} priority sizes="(min-width: 1024px) 28rem, (min-width: 768px) 45vw, 90vw" className={className} />;
}

/**
 * The teacher's story under its heading: one readable column on a phone and a tablet, and from lg two, as in a
 * magazine, so the words fill the page's width at a comfortable measure and no half of it stands empty.
 */
export function TeacherStory({ story, children }: { story: Story; children?: ReactNode }) {
  return (
    <Section aria-labelledby="story-heading">
      <SectionHeading id="story-heading" eyebrow={story.eyebrow} title={story.heading} align="left" />
      {/* The story is the owner's Markdown, rendered to HTML at build time (raw HTML in it is escaped). */}
      <div
        className="mt-6 max-w-[38rem] text-lg text-ink-muted text-pretty lg:max-w-none lg:columns-2 lg:gap-x-16 [&>*+*]:mt-5"
        dangerouslySetInnerHTML={{ __html: story.html }}
      />
      {children}
    </Section>
  );
}
