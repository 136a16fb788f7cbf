import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { About } from '@/lib/content/schema/about';

/** The About page's image of the renovated studio. */
export function StudioShowcase({ studio }: { studio: About['studio'] }) {
  return (
    <Section aria-labelledby="studio-heading">
      <SectionHeading id="studio-heading" eyebrow={studio.eyebrow} title={studio.heading}>
        <p>{studio.text}</p>
      </SectionHeading>
      <figure className="mt-12 lg:w-3/4">
        <Picture image={studio.image} sizes="(min-width: 1024px) 54rem, 100vw" className="w-full rounded-card" />
        <figcaption className="mt-4 text-ink-muted text-pretty">{studio.caption}</figcaption>
      </figure>
    </Section>
  );
}
