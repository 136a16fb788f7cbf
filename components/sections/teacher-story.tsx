import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';

type TeacherStoryProps = {
  heading: string;
  paragraphs: string[];
  portrait: { src: string; alt: string };
};

export function TeacherStory({ heading, paragraphs, portrait }: TeacherStoryProps) {
  return (
    <Section aria-labelledby="story-heading">
      <div className="grid gap-10 md:grid-cols-[3fr_2fr] md:items-start lg:gap-16">
        <div>
          <SectionHeading id="story-heading" eyebrow="The teacher" title={heading} align="left" />
          <div className="mt-6 space-y-5 text-lg text-ink-muted text-pretty">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <Picture image={portrait} sizes="(min-width: 768px) 24rem, 90vw" className="mx-auto w-full max-w-sm rounded-[2rem] shadow-card" />
      </div>
    </Section>
  );
}
