import { sessionOffers, formatGroupSize } from './sessions';
import { studio } from './site';

/** Home page copy that is not a list of cards. */
export const hero = {
  badge: `Established ${studio.foundedYear}`,
  heading: `Private yoga in ${studio.address.town}, shaped around you`,
  text: `One teacher, one calm room on ${studio.address.street}, and private sessions for ${formatGroupSize(sessionOffers[0].groupSize)}. Whether you are stepping onto a mat for the first time or returning after years away, every hour is planned for you.`,
  image: {
    src: '/images/hero.svg',
    alt: '',
  },
};

/** The studio in two sentences: the meta description's fallback and the structured data's description. */
export const studioSummary = `${studio.name} is a small private yoga studio on ${studio.address.street} in ${studio.address.town}, ${studio.address.county}, run by ${studio.teacher.name} since ${studio.foundedYear}. Private sessions for ${formatGroupSize(sessionOffers[0].groupSize)}, plus hen party yoga and corporate wellness, priced on quote.`;

export const servicesIntro = {
  heading: 'Sessions for you, your friends or your team',
  text: 'Choose a plan built around your goals, an all-round private class, or a celebration with friends.',
};

export const closingCallToAction = {
  heading: 'Ready for an hour that is entirely yours?',
  text: `Tell us a little about yourself and what you would like from yoga. We reply within ${studio.replyWithinHours} hours to find a time that suits you.`,
};
