import { FactRow } from '@/components/ui/fact-row';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Content } from '@/lib/content/load';
import type { ReactNode } from 'react';

type Story = Content['about']['story'];

/** The teacher's photo, at the top of the About page; until the owner gives one, a drawing that is not a face. */
export function TeacherPortrait({ story, className }: { story: Story; className?: string }) {
  return <Picture image={story.photo ?? story.drawing} priority sizes="(min-width: 1024px) 28rem, 100vw" className={className} />;
}

type TeacherStoryProps = { story: Story; facts: { heading: string; items: string[] }; children?: ReactNode };

/**
 * The teacher's story under its heading, on a readable measure, with her short facts beside it from lg (a row
 * under it before), then her training and cover once she has filled them in (the children).
 */
export function TeacherStory({ story, facts, children }: TeacherStoryProps) {
  return (
    <Section aria-labelledby="story-heading">
      <SectionHeading id="story-heading" eyebrow={story.eyebrow} title={story.heading} align="left" />
      <div className="mt-6 grid gap-10 lg:grid-cols-12 lg:gap-8">
        {/* The story is the owner's Markdown, rendered to HTML at build time (raw HTML in it is escaped). */}
        <div className="max-w-[38rem] space-y-5 text-lg text-ink-muted text-pretty lg:col-span-7" dangerouslySetInnerHTML={{ __html: story.html }} />
        <div className="lg:col-span-5 lg:col-start-8">
          {facts.items.length ? (
            <>
              <h3 className="text-sm font-semibold text-ink-muted">{facts.heading}</h3>
              {/* One per line on a phone and beside the story from lg; side by side under it between. */}
              <FactRow facts={facts.items} layout="tablet" className="mt-3 font-medium text-ink" />
            </>
          ) : null}
          {children}
        </div>
      </div>
    </Section>
  );
}
