import type { Content } from '@/lib/content/load';
import { formatPrice, plainText } from '@/lib/content/format';
import type { NumberRange } from '@/lib/content/schema/sessions';
import { shareImage } from './page-metadata';

const priceSpecification = ({ from, to }: NumberRange) =>
  to === undefined
    ? { '@type': 'PriceSpecification', price: from, priceCurrency: 'GBP' }
    : { '@type': 'PriceSpecification', minPrice: from, maxPrice: to, priceCurrency: 'GBP' };

/** schema.org's way to say a day is closed: opens and closes both at this time. */
export const closedAllDay = '00:00';

/**
 * The studio as a schema.org SportsActivityLocation (schema.org has no YogaStudio), built from content/.
 * No AggregateRating or Review: Google does not accept self-published reviews of a business.
 */
export function studioJsonLd({ site, openingHours, sessions, pages }: Content) {
  const siteUrl = (path: string) => new URL(path, site.website.url).href;
  const amounts = sessions.offers.flatMap(({ price }) => [price.from, price.to ?? price.from]);
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsActivityLocation',
    '@id': siteUrl('/#studio'),
    name: site.name,
    description: pages.home.description,
    url: siteUrl('/'),
    email: `mailto:${site.email}`,
    image: siteUrl(shareImage.url),
    logo: siteUrl('/icons/icon-512.png'),
    foundingDate: String(site.foundedYear),
    founder: { '@type': 'Person', name: site.teacher.name, jobTitle: site.teacher.role },
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${site.address.building}, ${site.address.street}`,
      addressLocality: site.address.town,
      addressRegion: site.address.county,
      postalCode: site.address.postcode,
      addressCountry: site.address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.address.latitude, longitude: site.address.longitude },
    openingHoursSpecification: openingHours.hours.map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: row.days,
      opens: row.opens ?? closedAllDay,
      closes: row.closes ?? closedAllDay,
    })),
    priceRange: formatPrice({ from: Math.min(...amounts), to: Math.max(...amounts) }),
    currenciesAccepted: 'GBP',
    // Only the studio's own Google Business Profile: a Maps search is not the studio's page.
    ...(site.googleBusinessProfileUrl ? { sameAs: [site.googleBusinessProfileUrl] } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: sessions.intro.heading,
      itemListElement: [
        ...sessions.offers.map((offer) => ({
          '@type': 'Offer',
          name: offer.title,
          description: `${offer.summary} ${formatPrice(offer.price)}.`,
          url: siteUrl(`/sessions/#${offer.id}`),
          priceCurrency: 'GBP',
          ...(offer.price.to === undefined ? { price: offer.price.from } : {}),
          priceSpecification: priceSpecification(offer.price),
          itemOffered: { '@type': 'Service', name: offer.title, description: offer.description },
        })),
        ...sessions.experiences.map((experience) => ({
          '@type': 'Offer',
          name: experience.title,
          description: `${experience.summary} ${experience.pricingNote}`,
          url: siteUrl(`/sessions/#${experience.id}`),
          itemOffered: { '@type': 'Service', name: experience.title, description: experience.description },
        })),
      ],
    },
  };
}

/** JSON-LD as a <script> body; `<` is escaped so no text in content/ can close the tag. */
export function jsonLdScript(data: object): string {
  // Ordinary spaces and no word joiners: the no-break characters are for reading on a page, not for crawlers.
  return JSON.stringify(data, (_key, value) => (typeof value === 'string' ? plainText(value) : value)).replace(/</g, '\\u003c');
}
