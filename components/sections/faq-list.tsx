import { PlusMark } from '@/components/icons';
import { buttonClass } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { mailtoWithSubject } from '@/lib/content/format';
import type { Faq } from '@/lib/content/schema/faq';

/**
 * Native <details> sharing one `name`: the browser keeps at most one open, any can be closed, it works
 * with JavaScript off, and every answer is in the HTML for search engines. The heading and the way to ask
 * anything else, then the questions as one ruled list; from `lg` side by side on four and eight columns.
 */
export function FaqList({ faq, email }: { faq: Faq; email: string }) {
  return (
    <Section tone="muted" aria-labelledby="faq-heading">
      {/* From lg the heading, the line under it and the way to ask anything else stay in view on four columns
          beside the questions on eight, so each toggle is near its question. */}
      <div className="grid gap-x-8 lg:grid-cols-12">
        <div className="grid content-start gap-6 lg:sticky lg:top-24 lg:col-span-4 lg:self-start print:break-after-avoid">
          {/* The line under the heading in the one intro style every section uses. */}
          <SectionHeading id="faq-heading" eyebrow={faq.eyebrow} title={faq.heading} align="left">
            {faq.text ? <p>{faq.text}</p> : null}
          </SectionHeading>
          <p>
            <a href={mailtoWithSubject(email, faq.askSubject)} className={buttonClass('secondary')}>
              {faq.askLabel}
            </a>
          </p>
        </div>
        <div className="mt-10 border-t border-line lg:col-span-8 lg:mt-0">
          {faq.items.map((item) => (
            <details key={item.id} name="faq" id={item.id} className="group border-b border-line">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-5 font-display text-lg text-ink hover:text-brand-strong sm:text-xl print:min-h-0 print:py-2.5 [&::-webkit-details-marker]:hidden">
                {item.question}
                <PlusMark className="size-5" />
              </summary>
              <p className="max-w-prose pb-6 text-ink-muted text-pretty print:pb-3">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}
