import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Faq } from '@/lib/content/schema/faq';

/**
 * Native <details> sharing one `name`: the browser keeps at most one open, any can be closed, it works
 * with JavaScript off, and every answer is in the HTML for search engines. One ruled list, not a stack of
 * cards, across the page under its heading, so no column stands half empty beside it.
 */
export function FaqList({ faq }: { faq: Faq }) {
  return (
    <Section tone="muted" aria-labelledby="faq-heading">
      <div className="grid gap-10">
        <SectionHeading id="faq-heading" eyebrow={faq.eyebrow} title={faq.heading} align="left">
          {faq.text ? <p>{faq.text}</p> : null}
        </SectionHeading>
        <div className="max-w-3xl border-t border-line">
          {faq.items.map((item) => (
            <details key={item.id} name="faq" id={item.id} className="group border-b border-line">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-5 font-display text-lg text-ink hover:text-brand-strong sm:text-xl [&::-webkit-details-marker]:hidden">
                {item.question}
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-brand transition-transform group-open:rotate-45 print:hidden" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <path d="M10 4v12M4 10h12" />
                </svg>
              </summary>
              <p className="max-w-prose pb-6 text-ink-muted text-pretty">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}
