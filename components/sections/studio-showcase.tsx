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
      {/* From lg the caption stands beside the picture's foot, so the picture's row has no empty end. */}
      <figure className="mt-12 grid gap-4 lg:grid-cols-12 lg:items-end lg:gap-8">
        <Picture image={studio.image} sizes="(min-width: 1024px) 54rem, 100vw" className="w-full rounded-card lg:col-span-9" />
        <figcaption className="max-w-[38rem] text-ink-muted text-pretty lg:col-span-3 lg:border-t lg:border-line lg:pt-4">{studio.caption}</figcaption>
      </figure>
    </Section>
  );
}
