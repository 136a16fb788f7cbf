import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Faq } from '@/content/schema/faq';

/**
 * Native <details> sharing one `name`: the browser keeps at most one open, any can be closed, it works
 * with JavaScript off, and every answer is in the HTML for search engines.
 */
export function FaqList({ faq }: { faq: Faq }) {
  return (
    <Section tone="muted" aria-labelledby="faq-heading">
      <SectionHeading id="faq-heading" eyebrow={faq.eyebrow} title={faq.heading} />
      <div className="mx-auto mt-12 max-w-3xl space-y-3">
        {faq.items.map((item) => (
          <details key={item.id} name="faq" id={item.id} className="group rounded-card border border-line/80 bg-surface-raised shadow-card">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 font-display text-lg font-semibold text-ink hover:text-brand-strong sm:px-6 [&::-webkit-details-marker]:hidden">
              {item.question}
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-brand transition-transform group-open:rotate-45" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M10 4v12M4 10h12" />
              </svg>
            </summary>
            <p className="px-5 pb-5 text-ink-muted text-pretty sm:px-6">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
