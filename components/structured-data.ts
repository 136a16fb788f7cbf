import { availability } from '@/content/availability';
import { studioSummary } from '@/content/home';
import { formatPrice, groupExperiences, sessionOffers, type Price } from '@/content/sessions';
import { studio } from '@/content/site';
import { shareImage } from './page-metadata';

const siteUrl = (path: string) => new URL(path, studio.siteUrl).href;

function priceSpecification(price: Price) {
  switch (price.kind) {
    case 'fixed':
      return { '@type': 'PriceSpecification', price: price.amount, priceCurrency: 'GBP' };
    case 'range':
      return { '@type': 'PriceSpecification', minPrice: price.min, maxPrice: price.max, priceCurrency: 'GBP' };
    case 'quote':
      return undefined;
  }
}

const pricedAmounts = sessionOffers.flatMap(({ price }) => (price.kind === 'fixed' ? [price.amount] : price.kind === 'range' ? [price.min, price.max] : []));

/**
 * The studio as a schema.org SportsActivityLocation (schema.org has no YogaStudio), built from content/.
 * No AggregateRating or Review: Google does not accept self-published reviews of a business.
 */
export function studioJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsActivityLocation',
    '@id': siteUrl('/#studio'),
    name: studio.name,
    description: studioSummary,
    url: siteUrl('/'),
    email: `mailto:${studio.email}`,
    image: siteUrl(shareImage.url),
    logo: siteUrl('/icons/icon-512.png'),
    foundingDate: String(studio.foundedYear),
    founder: { '@type': 'Person', name: studio.teacher.name, jobTitle: 'Yoga teacher' },
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${studio.address.building}, ${studio.address.street}`,
      addressLocality: studio.address.town,
      addressRegion: studio.address.county,
      postalCode: studio.address.postcode,
      addressCountry: studio.address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: studio.geo.latitude, longitude: studio.geo.longitude },
    openingHoursSpecification: availability.map((row) =>
      row.hours
        ? { '@type': 'OpeningHoursSpecification', dayOfWeek: row.days, opens: row.hours.opens, closes: row.hours.closes }
        : // schema.org's way to say "closed all day"
          { '@type': 'OpeningHoursSpecification', dayOfWeek: row.days, opens: '00:00', closes: '00:00' },
    ),
    priceRange: `£${Math.min(...pricedAmounts)}–£${Math.max(...pricedAmounts)}`,
    currenciesAccepted: 'GBP',
    sameAs: [studio.googleReviewsUrl],
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Yoga sessions',
      itemListElement: [
        ...sessionOffers.map((offer) => ({
          '@type': 'Offer',
          name: offer.title,
          description: `${offer.summary} ${formatPrice(offer.price)} per session.`,
          url: siteUrl('/sessions/'),
          priceCurrency: 'GBP',
          ...(offer.price.kind === 'fixed' ? { price: offer.price.amount } : {}),
          priceSpecification: priceSpecification(offer.price),
          itemOffered: { '@type': 'Service', name: offer.title, description: offer.description },
        })),
        ...groupExperiences.map((experience) => ({
          '@type': 'Offer',
          name: experience.title,
          description: `${experience.summary} ${formatPrice(experience.pricing)}.`,
          url: siteUrl('/sessions/'),
          itemOffered: { '@type': 'Service', name: experience.title, description: experience.description },
        })),
      ],
    },
  };
}

/** JSON-LD as a <script> body; `<` is escaped so no text in content/ can close the tag. */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
