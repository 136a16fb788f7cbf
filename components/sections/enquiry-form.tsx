import clsx from 'clsx';
import { EnquiryFrame, LoadFormButton } from '@/components/enquiry-frame';
import { buttonClass, forcedColorsPanelEdge } from '@/components/ui/button';
import { Card, panelPadding } from '@/components/ui/card';
import { formUrl } from '@/lib/content/format';
import type { ReactNode } from 'react';
import type { Contact } from '@/lib/content/schema/contact';
import type { Site } from '@/lib/content/schema/site';

/**
 * The form provider's form. The form's place holds the e-mail as
 * a button (all that shows with JavaScript off or blocked); once scripts run, a button that loads the form
 * from the provider, saying that the provider sets its own cookies, with the e-mail beside it; and, with a
 * word of explanation, the e-mail again if the provider cannot be reached: never an empty or broken box.
 */
// The three states share one panel, top-aligned; its least height (what the taller state needs) keeps the
// page from jumping when scripts swap the e-mail for the consent question.
const panelClass = clsx('mt-6 flex min-h-[16rem] flex-col items-start rounded-xl bg-brand-soft/70 p-4 min-[360px]:p-5 sm:p-8', forcedColorsPanelEdge);

type EnquiryFormProps = { copy: Contact['form']; site: Site; className?: string; /** What to keep out of the message, and the privacy link: read before the action. */ children: ReactNode };

export function EnquiryForm({ copy, site, className, children }: EnquiryFormProps) {
  const iframeId = `JotFormIFrame-${site.enquiryForm.formId}`;
  const emailButton = (
    <a href={`mailto:${site.email}`} className={buttonClass('primary', 'mt-5')}>
      {copy.emailLabel}
    </a>
  );
  return (
    <Card aria-labelledby="form-heading" className={clsx(panelPadding, className)}>
      <h2 id="form-heading" className="font-display text-2xl leading-tight text-ink">
        {copy.heading}
      </h2>
      <p className="mt-2 text-ink-muted">{copy.text}</p>
      <p className="mt-3 text-ink-muted text-pretty">{children}</p>
      <EnquiryFrame
        src={formUrl(site)}
        title={copy.frameTitle}
        iframeId={iframeId}
        formOrigin={site.enquiryForm.formAddress}
        resizeScript={site.enquiryForm.resizeScript}
        waiting={
          <div data-enhancement="form-placeholder" className={panelClass}>
            <h3 className="font-display text-xl text-ink">{copy.consentHeading}</h3>
            <p className="mt-2 max-w-md text-ink text-pretty">{copy.waitingText}</p>
            {emailButton}
          </div>
        }
        consent={
          <div data-enhancement="form-consent" className={panelClass}>
            <h3 className="font-display text-xl text-ink">{copy.consentHeading}</h3>
            <p id="form-consent-note" className="mt-2 max-w-md text-ink text-pretty">
              {copy.consentNote}
            </p>
            <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
              <LoadFormButton aria-describedby="form-consent-note" className={buttonClass('primary')}>
                {copy.loadLabel}
              </LoadFormButton>
              <a href={`mailto:${site.email}`} className={buttonClass('quiet')}>
                {copy.emailLabel}
              </a>
            </div>
          </div>
        }
        fallback={
          <div role="status" className={panelClass}>
            <h3 className="font-display text-xl text-ink">{copy.fallbackHeading}</h3>
            <p className="mt-2 max-w-md text-ink text-pretty">{copy.fallbackText}</p>
            {emailButton}
          </div>
        }
      />
    </Card>
  );
}
