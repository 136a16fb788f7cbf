import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { About } from '@/lib/content/schema/about';

/** Numbered points under hairlines, in two columns from `sm`; the numbers share one width, so every text starts at the same indent. */
export function PhilosophyList({ philosophy }: { philosophy: About['philosophy'] }) {
  return (
    <Section tone="muted" aria-labelledby="philosophy-heading">
      <SectionHeading id="philosophy-heading" eyebrow={philosophy.eyebrow} title={philosophy.heading} align="left" />
      <ol className="mt-12 grid gap-x-12 gap-y-10 sm:grid-cols-2">
        {philosophy.points.map((point, index) => (
          <li key={point.id} className="flex flex-col gap-2 border-t border-line pt-6 min-[480px]:flex-row min-[480px]:gap-5">
            <span aria-hidden="true" className="w-12 shrink-0 font-display text-3xl text-clay tabular-nums">
              {String(index + 1).padStart(2, '0')}
            </span>
            <div>
              <h3 className="font-display text-xl text-ink min-[1440px]:text-2xl">{point.title}</h3>
              <p className="mt-2 text-ink-muted text-pretty">{point.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
