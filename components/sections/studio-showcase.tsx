import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { About } from '@/lib/content/schema/about';

/**
 * The About page's image of the renovated studio: from lg the words on five columns beside the picture on six,
 * the two centred on each other so neither column ends far above the other; the caption under the picture.
 */
export function StudioShowcase({ studio }: { studio: About['studio'] }) {
  return (
    <Section aria-labelledby="studio-heading">
      <div className="grid gap-12 lg:grid-cols-12 lg:items-center lg:gap-8 print:grid-cols-2 print:items-start print:gap-8">
        <SectionHeading id="studio-heading" eyebrow={studio.eyebrow} title={studio.heading} className="lg:col-span-5">
          <p>{studio.text}</p>
        </SectionHeading>
        <figure className="lg:col-span-6 lg:col-start-7">
          <Picture image={studio.image} sizes="(min-width: 1024px) 36rem, 100vw" className="w-full rounded-card" />
          <figcaption className="mt-4 max-w-[38rem] text-ink-muted text-pretty">{studio.caption}</figcaption>
        </figure>
      </div>
    </Section>
  );
}
