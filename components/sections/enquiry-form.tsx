import clsx from 'clsx';
import { EnquiryFrame, LoadFormButton } from '@/components/enquiry-frame';
import { buttonClass } from '@/components/ui/button';
import { blockHeading, embedPanel } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { formUrl } from '@/lib/content/format';
import type { ReactNode } from 'react';
import type { Contact } from '@/lib/content/schema/contact';
import type { Site } from '@/lib/content/schema/site';

/**
 * The form provider's form. The form's place holds the email as a button (all that shows with JavaScript
 * off or blocked); once scripts run, a button that loads the form from the provider, saying that the
 * provider sets its own cookies, with the email beside it; and, with a word of explanation, the email again
 * if the provider cannot be reached: never an empty or broken box.
 */
// The states sit under the invitation, top-aligned; the least height (what the consent question needs, its two
// buttons on two rows on a phone) keeps the page from jumping when scripts swap the email state for it.
const stateClass = 'mt-6 flex min-h-[11.25rem] flex-col items-start sm:min-h-[6.5rem]';
const stateHeading = 'font-sans text-base font-semibold text-ink';
const stateText = 'mt-1 max-w-xl text-ink-muted text-pretty';
/** The small print under a state's action. */
const stateNote = 'mt-4 text-sm text-ink-muted text-pretty';

type EnquiryFormProps = { copy: Contact['form']; site: Site; className?: string; /** What to keep out of the message, and the privacy link: small print under what to tell me, read before the form opens. */ children: ReactNode };

export function EnquiryForm({ copy, site, className, children }: EnquiryFormProps) {
  const iframeId = `JotFormIFrame-${site.enquiryForm.formId}`;
  // The email as the filled button: the whole of the state before scripts run, and the way out if the form fails.
  const emailButton = (className?: string) => (
    <a href={`mailto:${site.email}`} className={buttonClass('primary', className)}>
      {copy.emailLabel}
    </a>
  );
  return (
    <article aria-labelledby="form-heading" className={clsx(embedPanel, className)}>
      <h2 id="form-heading" className={blockHeading}>
        {copy.heading}
      </h2>
      {/* What the form will ask, so the panel shows what opening it leads to. */}
      <p className="mt-3 max-w-xl text-ink">{copy.text}</p>
      <CheckList items={copy.prompts} className="mt-4 text-ink" />
      {/* And what to leave out, with how her details are kept, before the action, while she decides what to write. */}
      <p className="mt-4 text-sm text-ink-muted text-pretty">{children}</p>
      <EnquiryFrame
        src={formUrl(site)}
        title={copy.frameTitle}
        iframeId={iframeId}
        formOrigin={site.enquiryForm.formAddress}
        resizeScript={site.enquiryForm.resizeScript}
        waiting={
          // Laid out as the consent question that replaces it once scripts run (the action, then its note), so
          // the swap moves nothing on the page.
          <div data-enhancement="form-placeholder" className={stateClass}>
            <h3 className="sr-only">{copy.consentHeading}</h3>
            {emailButton()}
            <p className={stateNote}>{copy.waitingText}</p>
          </div>
        }
        consent={
          // The two ways to write straight under the invitation (their title is for screen readers: the buttons say
          // it), then what loading the form means, as the caption the button points to.
          <div data-enhancement="form-consent" className={stateClass}>
            <h3 className="sr-only">{copy.consentHeading}</h3>
            <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
              <LoadFormButton aria-describedby="form-consent-note" className={buttonClass('primary')}>
                {copy.loadLabel}
              </LoadFormButton>
              <a href={`mailto:${site.email}`} className={buttonClass('quiet')}>
                {copy.emailLabel}
              </a>
            </div>
            <p id="form-consent-note" className={stateNote}>
              {copy.consentNote}
            </p>
          </div>
        }
        fallback={
          <div role="status" className={stateClass}>
            <h3 className={stateHeading}>{copy.fallbackHeading}</h3>
            <p className={stateText}>{copy.fallbackText}</p>
            {emailButton('mt-5')}
          </div>
        }
      />
    </article>
  );
}
