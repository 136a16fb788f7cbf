import { buttonClass } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { mailtoWithSubject } from '@/lib/content/format';
import type { Faq } from '@/lib/content/schema/faq';

/**
 * Native <details> sharing one `name`: the browser keeps at most one open, any can be closed, it works
 * with JavaScript off, and every answer is in the HTML for search engines. A heading row (the heading, and
 * beside it from `lg` the way to ask anything else, on the grid's seven and five columns), then the questions
 * as one ruled list across the grid, so no column stands empty or uneven beside it.
 */
export function FaqList({ faq, email }: { faq: Faq; email: string }) {
  return (
    <Section tone="muted" aria-labelledby="faq-heading">
      <div className="grid gap-6 lg:grid-cols-12 lg:items-start lg:gap-8 print:break-after-avoid">
        <SectionHeading id="faq-heading" eyebrow={faq.eyebrow} title={faq.heading} align="left" className="lg:col-span-7" />
        <div className="max-w-xl lg:col-span-5 lg:col-start-8">
          {faq.text ? <p className="text-ink-muted text-pretty">{faq.text}</p> : null}
          <a href={mailtoWithSubject(email, faq.askSubject)} className={buttonClass('secondary', faq.text ? 'mt-4' : undefined)}>
            {faq.askLabel}
          </a>
        </div>
      </div>
      <div className="mt-10 border-t border-line lg:mt-12">
        {faq.items.map((item) => (
          <details key={item.id} name="faq" id={item.id} className="group border-b border-line">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-5 font-display print:min-h-0 print:py-2.5 text-lg text-ink hover:text-brand-strong sm:text-xl [&::-webkit-details-marker]:hidden">
              {item.question}
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-brand transition-transform group-open:rotate-45 forced-colors:text-[CanvasText] print:hidden" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M10 4v12M4 10h12" />
              </svg>
            </summary>
            <p className="max-w-prose pb-6 text-ink-muted text-pretty print:pb-3">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
