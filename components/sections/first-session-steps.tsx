import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Contact } from '@/lib/content/schema/contact';

/**
 * What happens between a first message and the end of a first session, in the owner's order: an ordered
 * list, so the sequence is in the markup itself, not only in the numbers a visitor sees.
 */
export function FirstSessionSteps({ firstSession }: { firstSession: Contact['firstSession'] }) {
  return (
    <Section aria-labelledby="first-session-heading">
      <SectionHeading id="first-session-heading" title={firstSession.heading} align="left">
        {firstSession.text ? <p>{firstSession.text}</p> : null}
      </SectionHeading>
      <ol className="mt-10 grid gap-x-8 gap-y-8 sm:grid-cols-2 print:mt-5 print:gap-y-5">
        {firstSession.steps.map((step, index) => (
          <li key={step.id} className="flex gap-4 border-t border-line pt-5">
            <span aria-hidden="true" className="w-6 shrink-0 font-display text-2xl text-clay tabular-nums">
              {index + 1}
            </span>
            <div>
              <h3 className="font-display text-lg text-ink">{step.title}</h3>
              <p className="mt-2 max-w-[34rem] text-ink-muted text-pretty">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
