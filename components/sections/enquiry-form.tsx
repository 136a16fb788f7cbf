import { FormEmbedHandler } from '@/components/form-embed-handler';
import { Card } from '@/components/ui/card';
import { formUrl, studio } from '@/content/site';

/**
 * The form provider's form in an iframe. The e-mail address sits right above it, so a visitor whose
 * browser blocks the form (or has JavaScript off) still has a way to get in touch.
 */
export function EnquiryForm() {
  const iframeId = `JotFormIFrame-${studio.form.id}`;
  return (
    <Card aria-labelledby="form-heading" className="p-6 sm:p-8">
      <h2 id="form-heading" className="font-display text-2xl font-semibold text-ink">
        Send an enquiry
      </h2>
      <p className="mt-2 text-ink-muted">
        Tell us which session interests you and a few times that suit. If the form does not load, e-mail{' '}
        <a href={`mailto:${studio.email}`} className="font-semibold text-brand-strong underline underline-offset-4 hover:text-ink">
          {studio.email}
        </a>{' '}
        instead.
      </p>
      <iframe
        id={iframeId}
        title={`Enquiry form for ${studio.name}`}
        src={formUrl}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="mt-6 h-[44rem] w-full rounded-2xl border border-line bg-surface"
      />
      <FormEmbedHandler scriptUrl={studio.form.embedHandlerUrl} iframeId={iframeId} formOrigin={studio.form.origin} />
    </Card>
  );
}
