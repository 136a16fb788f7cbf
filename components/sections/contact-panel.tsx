import { StudioMap } from '@/components/studio-map';
import { ExternalButtonLink } from '@/components/ui/button';
import { blockHeading } from '@/components/ui/card';
import { addressLines, formatDays, formatHours, mapsEmbedUrl, mapsLinkUrl } from '@/lib/content/format';
import type { Contact } from '@/lib/content/schema/contact';
import type { Interface } from '@/lib/content/schema/interface';
import type { OpeningHours } from '@/lib/content/schema/opening-hours';
import type { Site } from '@/lib/content/schema/site';

const headingClass = 'text-sm font-semibold text-ink';

type ContactPanelProps = { copy: Contact; site: Site; openingHours: OpeningHours; labels: Interface; className?: string };

/**
 * The email (the one place the page spells it out), the address, the opening hours and the reply time: open
 * text on the page, not a card, so it never stands as a half-empty box beside the taller form. On paper the
 * hours keep a short measure, their days and times near each other.
 */
export function ContactPanel({ copy, site, openingHours, labels, className }: ContactPanelProps) {
  return (
    <article aria-labelledby="details-heading" className={className}>
      <h2 id="details-heading" className={blockHeading}>
        {copy.details.heading}
      </h2>
      {/* One column, or two from md to lg where the panel has the row to itself: the hours on the right. */}
      <div className="mt-6 space-y-5 md:max-lg:grid md:max-lg:grid-cols-2 md:max-lg:gap-x-8 md:max-lg:gap-y-5 md:max-lg:space-y-0 print:block! print:space-y-4">
        <div>
          <h3 className={headingClass}>{copy.details.emailHeading}</h3>
          <a href={`mailto:${site.email}`} className="mt-1 inline-block text-base font-semibold break-words text-brand-strong underline decoration-brand/40 decoration-2 underline-offset-4 hover:decoration-brand sm:text-lg">
            {site.email}
          </a>
        </div>
        {site.phone ? (
          <div>
            <h3 className={headingClass}>{copy.details.phoneHeading}</h3>
            <a href={`tel:${site.phone.replace(/\s/g, '')}`} className="mt-1 inline-block whitespace-nowrap text-lg font-semibold text-brand-strong underline underline-offset-4 hover:text-ink">
              {site.phone}
            </a>
          </div>
        ) : null}
        <div>
          <h3 className={headingClass}>{copy.details.locationHeading}</h3>
          {/* A UK address block, a line each, so no part of it is ever left alone on a line. */}
          <address className="mt-1 not-italic text-ink-muted">
            {addressLines(site).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
        <div className="md:max-lg:col-start-2 md:max-lg:row-span-3 md:max-lg:row-start-1">
          <h3 className={headingClass}>{copy.details.hoursHeading}</h3>
          <dl className="mt-1 divide-y divide-line print:max-w-[26rem]">
            {openingHours.hours.map((row) => (
              <div key={row.days.join()} className="flex flex-wrap justify-between gap-x-4 py-2">
                <dt className="text-ink-muted">{formatDays(row.days)}</dt>
                <dd className="text-right font-medium text-ink">{formatHours(row, labels.facts.closed)}</dd>
              </div>
            ))}
          </dl>
          {/* The reply time closes the hours, under their last rule. */}
          <p className="border-t border-line pt-3 text-ink print:max-w-[26rem]">{copy.details.replyNote}</p>
        </div>
      </div>
    </article>
  );
}

type StudioLocationProps = { copy: Contact; site: Site; labels: Interface; className?: string };

/** Where the studio is: the map on request and the Google Maps link (the address is in the details above it). */
export function StudioLocation({ copy, site, labels, className }: StudioLocationProps) {
  return (
    <article aria-labelledby="map-heading" className={className}>
      <h2 id="map-heading" className={blockHeading}>
        {copy.map.heading}
      </h2>
      <div className="mt-5">
        <StudioMap embedUrl={mapsEmbedUrl(site)} title={copy.map.frameTitle} consentHeading={copy.map.consentHeading} consentNote={copy.map.consentNote} showLabel={copy.map.showLabel} />
      </div>
      <ExternalButtonLink href={mapsLinkUrl(site)} newTabLabel={labels.newTab} variant="quiet" className="mt-4">
        {copy.map.openLabel}
      </ExternalButtonLink>
    </article>
  );
}
