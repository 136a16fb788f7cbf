import { privacyPolicy } from './legal/privacy-policy';
import { terms } from './legal/terms';
import type { Route } from './navigation';
import { sessionOffers, formatGroupSize, formatPrice } from './sessions';
import { studio } from './site';

const [tailored, general] = sessionOffers;
const tailoredFrom = tailored.price.kind === 'range' ? `from £${tailored.price.min}` : formatPrice(tailored.price);

/** Each page's title and meta description, used for <title>, Open Graph and the sitemap. */
export type PageMeta = { title: string; description: string };

export const pageMeta = {
  '/': {
    title: `${studio.name} | Private yoga sessions in ${studio.address.town}, ${studio.address.county}`,
    description: `Private yoga for ${formatGroupSize(general.groupSize)} in ${studio.address.town}, Somerset, with ${studio.teacher.name}. Tailored sessions ${tailoredFrom}, hen party yoga and corporate wellness.`,
  },
  '/about/': {
    title: `About ${studio.teacher.firstName} and the studio`,
    description: `Meet ${studio.teacher.name}, qualified in ${studio.teacher.qualifiedYear}, and read how ${studio.name} works: our philosophy, the studio and answers to common questions.`,
  },
  '/sessions/': {
    title: 'Sessions and pricing',
    description: `Tailored private yoga sessions ${tailoredFrom} and private general sessions at ${formatPrice(general.price)} for ${formatGroupSize(general.groupSize)}, plus hen party yoga and corporate wellness in ${studio.address.town}.`,
  },
  '/contact/': {
    title: 'Contact and booking',
    description: `Book a private yoga session in ${studio.address.town}: send an enquiry, e-mail ${studio.email}, or find the studio on ${studio.address.street}. Replies within ${studio.replyWithinHours} hours.`,
  },
  '/privacy-policy/': { title: privacyPolicy.title, description: privacyPolicy.description },
  '/terms/': { title: terms.title, description: terms.description },
} satisfies Record<Route, PageMeta>;
