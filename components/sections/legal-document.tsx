import { CurrentDate } from '@/components/current-date';
import { isoDate } from '@/components/date-format';
import { PageIntro } from '@/components/sections/page-intro';
import { ExternalLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import type { LegalDocument as LegalDocumentContent } from '@/content/legal/legal-document';

/** A legal page: title, a last-updated label showing the current date, and numbered sections. */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  return (
    <>
      <PageIntro eyebrow="Legal" title={document.title}>
        <p>{document.intro}</p>
        <p className="mt-4 text-base font-medium text-ink">
          Last updated: <CurrentDate buildDate={isoDate(new Date())} />
        </p>
      </PageIntro>
      <Container className="pb-20">
        <div className="max-w-3xl">
          <nav aria-labelledby="contents-heading" className="rounded-card border border-line bg-surface-raised p-6 shadow-card">
            <h2 id="contents-heading" className="font-display text-lg font-semibold text-ink">
              Contents
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
                  <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-muted">
                    {section.blocks.map((block, blockIndex) =>
                      block.type === 'paragraph' ? (
                        <p key={blockIndex}>{block.text}</p>
                      ) : (
                        <ul key={blockIndex} className="list-disc space-y-2 pl-6 marker:text-brand">
                          {block.items.map((item) => (
                            <li key={item}>{item}</li>
                          ))}
                        </ul>
                      ),
                    )}
                    {section.links?.length ? (
                      <ul className="space-y-1">
                        {section.links.map((link) => (
                          <li key={link.href}>
                            <ExternalLink
                              href={link.href}
                              className="inline-flex min-h-6 items-center font-semibold text-brand-strong underline underline-offset-4 hover:text-ink"
                            >
                              {link.label}
                            </ExternalLink>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                </section>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </>
  );
}
