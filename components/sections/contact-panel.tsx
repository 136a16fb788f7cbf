import { StudioMap } from '@/components/studio-map';
import { ExternalButtonLink } from '@/components/ui/button';
import { Card, panelPadding } from '@/components/ui/card';
import { addressLine, formatDays, formatHours, mapsEmbedUrl, mapsLinkUrl } from '@/lib/content/format';
import type { Contact } from '@/lib/content/schema/contact';
import type { Interface } from '@/lib/content/schema/interface';
import type { OpeningHours } from '@/lib/content/schema/opening-hours';
import type { Site } from '@/lib/content/schema/site';

const headingClass = 'font-display text-lg font-semibold text-ink';

type ContactPanelProps = { copy: Contact; site: Site; openingHours: OpeningHours; labels: Interface };

/** E-mail, location with its map, and opening hours. */
export function ContactPanel({ copy, site, openingHours, labels }: ContactPanelProps) {
  const address = addressLine(site);
  return (
    <div className="space-y-6">
      <Card aria-labelledby="details-heading" className={panelPadding}>
        <h2 id="details-heading" className="font-display text-2xl font-semibold text-ink">
          {copy.details.heading}
        </h2>
        <div className="mt-6 space-y-6">
          <div>
            <h3 className={headingClass}>{copy.details.emailHeading}</h3>
            <a href={`mailto:${site.email}`} className="mt-1 inline-block text-base font-semibold sm:text-lg text-brand-strong underline underline-offset-4 hover:text-ink">
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
            <address className="mt-1 not-italic text-ink-muted">{address}</address>
          </div>
          <div>
            <h3 className={headingClass}>{copy.details.hoursHeading}</h3>
            <dl className="mt-2 divide-y divide-line">
              {openingHours.hours.map((row) => (
                <div key={row.days.join()} className="flex flex-wrap justify-between gap-x-4 py-2">
                  <dt className="text-ink-muted">{formatDays(row.days)}</dt>
                  <dd className="text-right font-semibold text-ink">{formatHours(row, labels.facts.closed)}</dd>
                </div>
              ))}
            </dl>
          </div>
          <p className="rounded-2xl bg-accent-soft px-4 py-3 text-ink">{copy.details.replyNote}</p>
        </div>
      </Card>
      <Card aria-labelledby="map-heading" className={panelPadding}>
        <h2 id="map-heading" className="font-display text-2xl font-semibold text-ink">
          {copy.map.heading}
        </h2>
        <p className="mt-2 text-ink-muted">{address}</p>
        <div className="mt-5">
          <StudioMap embedUrl={mapsEmbedUrl(site)} title={copy.map.frameTitle} consentNote={copy.map.consentNote} showLabel={copy.map.showLabel} />
        </div>
        <ExternalButtonLink href={mapsLinkUrl(site)} newTabLabel={labels.newTab} className="mt-5">
          {copy.map.openLabel}
        </ExternalButtonLink>
      </Card>
    </div>
  );
}
