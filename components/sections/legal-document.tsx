import { CurrentDate } from '@/components/current-date';
import { PlusMark } from '@/components/icons';
import { formatLongDate, today } from '@/lib/date-format';
import { PageTitle } from '@/components/sections/page-intro';
import { Container } from '@/components/ui/container';
import { EmailText } from '@/components/ui/email-text';
import type { LegalDocument as LegalDocumentContent } from '@/lib/content/load';
import type { Interface } from '@/lib/content/schema/interface';

const longDate = (iso: string) => formatLongDate(new Date(`${iso}T12:00:00Z`));

/**
 * A legal page: title, the spec's last-updated label (always today's date) beside the date this version
 * took effect (which is what says which text applied when), numbered sections, and the earlier versions.
 */
export function LegalDocument({ document, labels, email }: { document: LegalDocumentContent; labels: Interface['legal']; email: string }) {
  // The first version listed is this one (the schema checks it); the rest are the earlier versions.
  const earlier = document.changes.slice(1);
  return (
    // One grid for the header and the text, so from lg the contents take the first three columns from the top of
    // the page and stay in view beside the text all the way down; the header and the text start on one edge
    // after them (from xl a column further on, so the section numbers hang in the gap).
    <Container className="grid grid-cols-1 gap-x-8 pb-section pt-10 sm:pt-16 lg:grid-cols-12 print:py-4">
      {/* From lg the header is as wide as the text under it (its rule too); on paper (laid out as wide as a screen's
          breakpoints may reach, hence the overrides) both run the sheet's measure. */}
      <header className="border-b border-line pb-10 sm:pb-12 lg:col-span-9 lg:col-start-4 lg:row-start-1 lg:max-w-[34rem] xl:max-w-[37.5rem] xl:col-span-8 xl:col-start-5 print:col-span-12! print:col-start-1! print:max-w-none! print:border-0 print:pb-4">
        <PageTitle eyebrow={labels.eyebrow} title={document.title} />
        <p className="mt-6 max-w-[38rem] text-lg text-ink-muted text-pretty print:max-w-[58ch]">
          <EmailText text={document.intro} email={email} />
        </p>
        {/* Two quiet lines in one size: the spec's label with today's date, then when this text took effect (which
            says which text applied when). */}
        <p className="mt-6 flex flex-col gap-y-1 text-base text-ink-muted">
          <span>
            {labels.lastUpdated} <span className="whitespace-nowrap text-ink"><CurrentDate buildDate={today()} /></span>
          </span>
          <span>
            {labels.effective} <time dateTime={document.effective} className="whitespace-nowrap text-ink">{longDate(document.effective)}</time>
          </span>
        </p>
      </header>
      <nav
        aria-labelledby="contents-heading"
        className="mt-10 border-b border-line pb-5 lg:sticky lg:top-24 lg:col-span-3 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-start lg:border-b-0 lg:border-t lg:pb-0 lg:pt-5 print:hidden"
      >
        <h2 id="contents-heading" className="font-display text-lg text-ink">
          {labels.contents}
        </h2>
        {/* Numbered as the sections are: the serif's figures in clay. */}
        <ol className="mt-3 list-decimal gap-x-8 pl-7 text-brand-strong marker:font-display marker:text-clay sm:columns-2 lg:columns-1 [&>li]:break-inside-avoid [&>li+li]:mt-1">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-flex min-h-8 items-center text-[0.9375rem] underline-offset-4 hover:underline lg:text-sm">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div data-legal-body className="mt-10 max-w-[54ch] sm:mt-14 lg:col-span-9 lg:col-start-4 lg:row-start-2 xl:col-span-8 xl:col-start-5 xl:max-w-[60ch] print:col-span-12! print:col-start-1! print:mt-6 print:max-w-[62ch]">
        <ol className="space-y-12">
          {document.sections.map((section, index) => (
            <li key={section.id} data-print-flow>
              <section aria-labelledby={section.id}>
                {/* The number starts on the text's left edge, the same gap before the words; from xl the numbers hang
                    in the margin, right-aligned in one box, and the words start on the text's edge. */}
                <h2 id={section.id} className="flex scroll-mt-24 font-display text-2xl leading-tight text-ink">
                  <span className="shrink-0 pr-[0.5em] text-clay tabular-nums xl:-ml-[2.25em] xl:w-[2.25em] xl:text-right">{index + 1}.</span>
                  <span>{section.heading}</span>
                </h2>
                {/* The owner's Markdown, rendered to HTML at build time (raw HTML in it is escaped), styled by .legal-prose in
                    app/globals.css. */}
                <div
                  className="legal-prose mt-4"
                  dangerouslySetInnerHTML={{ __html: section.html }}
                />
                {/* Below lg the contents are far above: a way back to them after each section. */}
                <a href="#contents-heading" className="mt-4 inline-flex min-h-8 items-center text-[0.9375rem] font-medium text-brand-strong underline decoration-brand/40 underline-offset-4 hover:decoration-brand lg:hidden print:hidden">
                  {labels.backToContents}
                </a>
              </section>
            </li>
          ))}
        </ol>
        {earlier.length ? (
          // The record of what applied when, folded: there for whoever needs it, not read as part of the text (on
          // paper it prints open, as every folded answer does).
          <section aria-labelledby="versions-heading" className="mt-12 border-t border-line pt-6">
            <details className="group">
              <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 text-ink-muted hover:text-ink [&::-webkit-details-marker]:hidden">
                <h2 id="versions-heading" className="font-display text-lg text-ink">
                  {labels.changes}
                </h2>
                <span>({earlier.length})</span>
                <PlusMark className="size-4" />
              </summary>
              <ul className="mt-3 space-y-3 text-ink-muted">
                {earlier.map((version) => (
                  <li key={version.date}>
                    <time dateTime={version.date} className="font-semibold text-ink">
                      {longDate(version.date)}
                    </time>
                    : {version.summary}
                  </li>
                ))}
              </ul>
            </details>
          </section>
        ) : null}
      </div>
    </Container>
  );
}
