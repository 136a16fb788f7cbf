import { FormEmbedHandler } from '@/components/form-embed-handler';
import { Card } from '@/components/ui/card';
import { formUrl } from '@/content/format';
import type { Contact } from '@/content/schema/contact';
import type { Site } from '@/content/schema/site';

/**
 * The form provider's form in an iframe. The e-mail address sits right above it, so a visitor whose
 * browser blocks the form (or has JavaScript off) still has a way to get in touch.
 */
export function EnquiryForm({ copy, site }: { copy: Contact['form']; site: Site }) {
  const iframeId = `JotFormIFrame-${site.enquiryForm.formId}`;
  return (
    <Card aria-labelledby="form-heading" className="p-6 sm:p-8">
      <h2 id="form-heading" className="font-display text-2xl font-semibold text-ink">
        {copy.heading}
      </h2>
      <p className="mt-2 text-ink-muted">{copy.text}</p>
      <p className="mt-2">
        <a href={`mailto:${site.email}`} className="inline-flex min-h-6 items-center font-semibold text-brand-strong underline underline-offset-4 hover:text-ink">
          {copy.emailLabel}
        </a>
      </p>
      <iframe
        id={iframeId}
        title={copy.frameTitle}
        src={formUrl(site)}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="mt-6 h-[44rem] w-full rounded-2xl border border-line bg-surface"
      />
      <FormEmbedHandler scriptUrl={site.enquiryForm.resizeScript} iframeId={iframeId} formOrigin={site.enquiryForm.formAddress} />
    </Card>
  );
}
