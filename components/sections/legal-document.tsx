import { CurrentDate } from '@/components/current-date';
import { isoDate } from '@/components/date-format';
import { PageIntro } from '@/components/sections/page-intro';
import { Container } from '@/components/ui/container';
import type { LegalDocument as LegalDocumentContent } from '@/content/load';
import type { Interface } from '@/content/schema/interface';

/** A legal page: title, a last-updated label showing the current date, and numbered sections. */
export function LegalDocument({ document, labels }: { document: LegalDocumentContent; labels: Interface['legal'] }) {
  return (
    <>
      <PageIntro eyebrow={labels.eyebrow} title={document.title}>
        <p>{document.intro}</p>
        <p className="mt-4 text-base font-medium text-ink">
          {labels.lastUpdated} <CurrentDate buildDate={isoDate(new Date())} />
        </p>
      </PageIntro>
      <Container className="pb-20">
        <div className="max-w-3xl">
          <nav aria-labelledby="contents-heading" className="rounded-card border border-line bg-surface-raised p-6 shadow-card">
            <h2 id="contents-heading" className="font-display text-lg font-semibold text-ink">
              {labels.contents}
            </h2>
            <ol className="mt-3 grid list-decimal gap-1 pl-6 text-brand-strong sm:grid-cols-2">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="inline-flex min-h-6 items-center underline-offset-4 hover:underline">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <ol className="mt-12 space-y-12">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <section aria-labelledby={section.id}>
                  <h2 id={section.id} className="font-display text-2xl font-semibold text-ink">
                    <span className="mr-2 text-accent-strong">{index + 1}.</span>
                    {section.heading}
                  </h2>
                  {/* The owner's Markdown, rendered to HTML at build time (raw HTML in it is escaped). */}
                  <div
                    className="mt-4 space-y-4 text-lg leading-relaxed text-ink-muted [&_a]:font-semibold [&_a]:text-brand-strong [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-ink [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-brand [&_[data-link-only]>a]:inline-flex [&_[data-link-only]>a]:min-h-6 [&_[data-link-only]>a]:items-center"
                    dangerouslySetInnerHTML={{ __html: section.html }}
                  />
                </section>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </>
  );
}
