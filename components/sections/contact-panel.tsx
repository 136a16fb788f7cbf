import { ExternalButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StudioMap } from '@/components/studio-map';
import { formatHours, type AvailabilityRow } from '@/content/availability';
import { addressLine, mapsEmbedUrl, mapsLinkUrl, studio } from '@/content/site';

const headingClass = 'font-display text-lg font-semibold text-ink';

/** E-mail, location with its map, and opening hours. */
export function ContactPanel({ availability }: { availability: AvailabilityRow[] }) {
  return (
    <div className="space-y-6">
      <Card aria-labelledby="details-heading" className="p-6 sm:p-8">
        <h2 id="details-heading" className="font-display text-2xl font-semibold text-ink">
          Contact details
        </h2>
        <div className="mt-6 space-y-6">
          <div>
            <h3 className={headingClass}>E-mail</h3>
            <a href={`mailto:${studio.email}`} className="mt-1 inline-block break-all text-lg font-semibold text-brand-strong underline underline-offset-4 hover:text-ink">
              {studio.email}
            </a>
          </div>
          <div>
            <h3 className={headingClass}>Location</h3>
            <address className="mt-1 not-italic text-ink-muted">{addressLine}</address>
          </div>
          <div>
            <h3 className={headingClass}>Availability</h3>
            <dl className="mt-2 divide-y divide-line">
              {availability.map((row) => (
                <div key={row.label} className="flex justify-between gap-4 py-2">
                  <dt className="text-ink-muted">{row.label}</dt>
                  <dd className="text-right font-semibold text-ink">{formatHours(row)}</dd>
                </div>
              ))}
            </dl>
          </div>
          <p className="rounded-2xl bg-accent-soft px-4 py-3 text-ink">
            Enquiries are typically answered within {studio.replyWithinHours} hours.
          </p>
        </div>
      </Card>
      <Card aria-labelledby="map-heading" className="p-6 sm:p-8">
        <h2 id="map-heading" className="font-display text-2xl font-semibold text-ink">
          Find the studio
        </h2>
        <p className="mt-2 text-ink-muted">{addressLine}</p>
        <div className="mt-5">
          <StudioMap embedUrl={mapsEmbedUrl} title={`Map showing ${studio.name}, ${addressLine}`} />
        </div>
        <ExternalButtonLink href={mapsLinkUrl} className="mt-5">
          Open in Google Maps
        </ExternalButtonLink>
      </Card>
    </div>
  );
}
