import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { PhilosophyPoint } from '@/content/about';

export function PhilosophyList({ points }: { points: PhilosophyPoint[] }) {
  return (
    <Section tone="muted" aria-labelledby="philosophy-heading">
      <SectionHeading id="philosophy-heading" eyebrow="How we work" title="Our philosophy" />
      <ol className="mt-12 grid gap-5 sm:grid-cols-2">
        {points.map((point, index) => (
          <li key={point.title} className="flex gap-5 rounded-card bg-surface-raised p-6 shadow-card sm:p-7">
            <span aria-hidden="true" className="font-display text-3xl font-semibold text-accent-strong">
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
