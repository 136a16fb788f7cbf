import clsx from 'clsx';
import { buttonClass, forcedColorsPanelEdge } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { mailtoWithSubject } from '@/lib/content/format';
import type { Faq } from '@/lib/content/schema/faq';

/**
 * Native <details> sharing one `name`: the browser keeps at most one open, any can be closed, it works
 * with JavaScript off, and every answer is in the HTML for search engines. One ruled list, not a stack of
 * cards. From `lg` the heading and a way to ask anything else hold the left column, in view (sticky) while
 * the questions scroll beside it.
 */
export function FaqList({ faq, email }: { faq: Faq; email: string }) {
  return (
    <Section tone="muted" aria-labelledby="faq-heading">
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-8">
        <div className="lg:sticky lg:top-28 lg:col-span-4 lg:self-start">
          <SectionHeading id="faq-heading" eyebrow={faq.eyebrow} title={faq.heading} align="left" />
          <div className={clsx('mt-6 max-w-md rounded-card bg-surface-raised p-5 sm:p-6 print:p-0', forcedColorsPanelEdge)}>
            {faq.text ? <p className="text-ink-muted">{faq.text}</p> : null}
            <a href={mailtoWithSubject(email, faq.askSubject)} className={buttonClass('secondary', faq.text ? 'mt-4' : undefined)}>
              {faq.askLabel}
            </a>
          </div>
        </div>
        <div className="border-t border-line lg:col-span-8">
          {faq.items.map((item) => (
            <details key={item.id} name="faq" id={item.id} className="group border-b border-line">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-5 font-display text-lg text-ink hover:text-brand-strong sm:text-xl [&::-webkit-details-marker]:hidden">
                {item.question}
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-brand transition-transform group-open:rotate-45 forced-colors:text-[CanvasText] print:hidden" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
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
