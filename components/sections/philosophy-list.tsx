import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { About } from '@/content/schema/about';

export function PhilosophyList({ philosophy }: { philosophy: About['philosophy'] }) {
  return (
    <Section tone="muted" aria-labelledby="philosophy-heading">
      <SectionHeading id="philosophy-heading" eyebrow={philosophy.eyebrow} title={philosophy.heading} />
      <ol className="mt-12 grid gap-5 sm:grid-cols-2">
        {philosophy.points.map((point, index) => (
          <li key={point.id} className="flex gap-5 rounded-card bg-surface-raised p-6 shadow-card sm:p-7">
            <span aria-hidden="true" className="w-12 shrink-0 font-display text-3xl font-semibold text-accent-strong tabular-nums">
              {String(index + 1).padStart(2, '0')}
            </span>
            <div>
              <h3 className="font-display text-xl font-semibold text-ink">{point.title}</h3>
              <p className="mt-2 text-ink-muted">{point.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
