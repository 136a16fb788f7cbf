import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { LeafMark } from '@/components/ui/check-list';
import type { About } from '@/lib/content/schema/about';

/** The points under hairlines, each after the willow leaf (they have no order, so no numbers), in two columns from `lg`. */
export function PhilosophyList({ philosophy }: { philosophy: About['philosophy'] }) {
  return (
    <Section tone="muted" aria-labelledby="philosophy-heading">
      <SectionHeading id="philosophy-heading" eyebrow={philosophy.eyebrow} title={philosophy.heading} align="left" />
      <ul className="mt-12 grid gap-x-8 gap-y-10 lg:grid-cols-2 print:mt-8 print:grid-cols-2 print:gap-y-6">
        {philosophy.points.map((point) => (
          <li key={point.id} className="flex gap-4 border-t border-line pt-6">
            <LeafMark className="mt-1 size-6" />
            <div className="max-w-[34rem]">
              <h3 className="font-display text-xl text-ink min-[90rem]:text-2xl">{point.title}</h3>
              <p className="mt-2 text-ink-muted text-pretty">{point.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
