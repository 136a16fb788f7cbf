import { StudioMap } from '@/components/studio-map';
import { ExternalButtonLink } from '@/components/ui/button';
import { Card, panelPadding } from '@/components/ui/card';
import { addressLine, formatDays, formatHours, mapsEmbedUrl, mapsLinkUrl } from '@/lib/content/format';
import type { Contact } from '@/lib/content/schema/contact';
import type { Interface } from '@/lib/content/schema/interface';
import type { OpeningHours } from '@/lib/content/schema/opening-hours';
import type { Site } from '@/lib/content/schema/site';

const headingClass = 'text-sm font-semibold text-ink';
const panelHeading = 'font-display text-2xl leading-tight text-ink';

type ContactPanelProps = { copy: Contact; site: Site; openingHours: OpeningHours; labels: Interface };

/** The e-mail (the one place the page spells it out), the address, the opening hours and the reply time. */
export function ContactPanel({ copy, site, openingHours, labels }: ContactPanelProps) {
  return (
    <Card aria-labelledby="details-heading" className={panelPadding}>
      <h2 id="details-heading" className={panelHeading}>
        {copy.details.heading}
      </h2>
      <dl className="mt-6 space-y-5">
        <div>
          <dt className={headingClass}>{copy.details.emailHeading}</dt>
          <dd className="mt-1">
            <a href={`mailto:${site.email}`} className="inline-block text-base font-semibold break-words text-brand-strong underline decoration-brand/40 decoration-2 underline-offset-4 hover:decoration-brand sm:text-lg">
              {site.email}
            </a>
          </dd>
        </div>
        {site.phone ? (
          <div>
            <dt className={headingClass}>{copy.details.phoneHeading}</dt>
            <dd className="mt-1">
              <a href={`tel:${site.phone.replace(/\s/g, '')}`} className="inline-block whitespace-nowrap text-lg font-semibold text-brand-strong underline underline-offset-4 hover:text-ink">
                {site.phone}
              </a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className={headingClass}>{copy.details.locationHeading}</dt>
          <dd className="mt-1">
            <address className="not-italic text-ink-muted">{addressLine(site)}</address>
          </dd>
        </div>
        <div>
          <dt className={headingClass}>{copy.details.hoursHeading}</dt>
          <dd>
            <dl className="mt-1 divide-y divide-line">
              {openingHours.hours.map((row) => (
                <div key={row.days.join()} className="flex flex-wrap justify-between gap-x-4 py-2">
                  <dt className="text-ink-muted">{formatDays(row.days)}</dt>
                  <dd className="text-right font-medium text-ink">{formatHours(row, labels.facts.closed)}</dd>
                </div>
              ))}
            </dl>
          </dd>
        </div>
      </dl>
      <p className="mt-6 border-t border-line pt-4 text-ink">{copy.details.replyNote}</p>
    </Card>
  );
}

type StudioLocationProps = { copy: Contact; site: Site; labels: Interface };

/** Where the studio is: the address, the map on request, and the Google Maps link. */
export function StudioLocation({ copy, site, labels }: StudioLocationProps) {
  return (
    <Card aria-labelledby="map-heading" className={panelPadding}>
      <h2 id="map-heading" className={panelHeading}>
        {copy.map.heading}
      </h2>
      <p className="mt-2 text-ink-muted">{addressLine(site)}</p>
      <div className="mt-5">
        <StudioMap embedUrl={mapsEmbedUrl(site)} title={copy.map.frameTitle} consentNote={copy.map.consentNote} showLabel={copy.map.showLabel} />
      </div>
      <ExternalButtonLink href={mapsLinkUrl(site)} newTabLabel={labels.newTab} variant="quiet" className="mt-4">
        {copy.map.openLabel}
      </ExternalButtonLink>
    </Card>
  );
}
