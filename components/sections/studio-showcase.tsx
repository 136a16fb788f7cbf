import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';

type StudioShowcaseProps = { image: { src: string; alt: string }; caption: string; text: string };

/** The About page's image of the renovated studio. */
export function StudioShowcase({ image, caption, text }: StudioShowcaseProps) {
  return (
    <Section aria-labelledby="studio-heading">
      <SectionHeading id="studio-heading" eyebrow="The studio" title="A quiet room in the middle of town">
        <p>{text}</p>
      </SectionHeading>
      <figure className="mx-auto mt-12 max-w-4xl">
        <Picture image={image} sizes="(min-width: 1024px) 56rem, 100vw" className="w-full rounded-[2rem] shadow-card" />
        <figcaption className="mt-4 text-center text-ink-muted">{caption}</figcaption>
      </figure>
    </Section>
  );
}
