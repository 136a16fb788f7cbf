import { groupExperiences, sessionOffers, formatDuration, formatGroupSize } from './sessions';
import { studio } from './site';

/** The About page's questions. Answers read their figures from the content they describe. */
export type FaqItem = { id: string; question: string; answer: string };

const [tailored] = sessionOffers;
const [henParty, corporate] = groupExperiences;
const { min: earliest, max: latest } = studio.arriveEarlyMinutes;

export const faqItems = [
  {
    id: 'session-length',
    question: 'How long is a session?',
    answer: `All sessions are 1 hour (${formatDuration(tailored.duration)}), which leaves time to settle in, practise and finish with a proper rest. Corporate sessions are ${formatDuration(corporate.duration)}, so they fit into a lunch break.`,
  },
  {
    id: 'group-size',
    question: 'How many people can come to a private session?',
    answer: `Private sessions are for ${formatGroupSize(tailored.groupSize)}. Come on your own, or bring a partner, a friend or a family member; the price is for the whole session, not per person.`,
  },
  {
    id: 'hen-parties',
    question: 'Can you host a hen party or a bigger group?',
    answer: `Yes. Hen party yoga is for groups of ${formatGroupSize(henParty.groupSize)}, and corporate sessions come to your workplace. Both are priced on quote: send us your date, numbers and location and we will put together a price.`,
  },
  {
    id: 'experience',
    question: 'I have never done yoga before. Is that all right?',
    answer:
      'Absolutely. Many clients arrive as complete beginners, and private sessions are the gentlest way to start: there is no class to keep up with, and every pose has an easier option. If you have an injury or a health condition, tell us when you get in touch so the session can be planned around it.',
  },
  {
    id: 'what-to-bring',
    question: 'Do I need to bring a mat or any equipment?',
    answer:
      'No. Mats, blocks and straps are provided, along with blankets and bolsters for relaxation. Just wear comfortable clothes you can move in and bring a bottle of water if you like.',
  },
  {
    id: 'arrival',
    question: 'When should I arrive?',
    answer: `Please arrive ${earliest}–${latest} minutes before your session. It gives you time to take off your shoes, set down your things and settle in, so the full hour is yours.`,
  },
  {
    id: 'facilities',
    question: 'Are there changing rooms, toilets or a waiting area?',
    answer:
      'The studio is one calm practice room, so there are no facilities such as waiting areas, changing rooms or toilets. Please come dressed ready to practise; there are public toilets and cafés a short walk away in the town centre.',
  },
  {
    id: 'cancellations',
    question: 'What if I need to cancel or reschedule?',
    answer: `Life happens. Please give at least ${studio.cancellationNoticeHours} hours' notice to cancel or reschedule, by replying to your booking e-mail or writing to ${studio.email}. With less notice the session may be charged in full.`,
  },
  {
    id: 'replies',
    question: 'How quickly will I hear back after I get in touch?',
    answer: `Enquiries are typically answered within ${studio.replyWithinHours} hours. If you have not heard back by then, check your spam folder or e-mail ${studio.email} directly.`,
  },
] satisfies FaqItem[];
