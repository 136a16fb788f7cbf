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
      <figure className="mt-12 grid gap-4 lg:grid-cols-12 lg:gap-8">
        <div className="lg:col-span-9">
          <Picture image={studio.image} sizes="(min-width: 1024px) 54rem, 100vw" className="w-full rounded-card" />
        </div>
        <figcaption className="text-ink-muted text-pretty lg:col-span-3 lg:self-end lg:border-t lg:border-line lg:pt-4">{studio.caption}</figcaption>
      </figure>
    </Section>
  );
}
