/** Session offers and group experiences (spec §3, prices and limits from §9). */
export type Price = { kind: 'fixed'; amount: number } | { kind: 'range'; min: number; max: number } | { kind: 'quote' };
export type Minutes = { min: number; max: number };
/** max null means "or more". */
export type GroupSize = { min: number; max: number | null };

export type SessionOffer = {
  id: string;
  title: string;
  duration: Minutes;
  groupSize: GroupSize;
  price: Price;
  /** What the price covers, shown on the card. */
  priceNote: string;
  /** The same in a sentence, for the tooltip on the price. */
  priceTooltip: string;
  summary: string;
  description: string;
  features: string[];
  popular: boolean;
};

export type GroupExperience = {
  id: string;
  title: string;
  image: { src: string; alt: string };
  summary: string;
  description: string;
  features: string[];
  duration: Minutes;
  groupSize: GroupSize;
  pricing: Price;
  pricingNote: string;
};

// A first tailored session (with the consultation and written plan) costs the most; follow-ups the least.
const tailoredPrice = { kind: 'range', min: 18, max: 30 } satisfies Price;

export const sessionOffers = [
  {
    id: 'tailored',
    title: 'Tailored Sessions',
    duration: { min: 60, max: 60 },
    groupSize: { min: 1, max: 3 },
    price: tailoredPrice,
    priceNote: `The total for the whole session, not per person. Your first tailored session is £${tailoredPrice.max}: it includes a longer conversation about your body, goals and history, and a written plan to take home. Follow-up sessions on that plan are £${tailoredPrice.min}.`,
    priceTooltip: `Why it varies: £${tailoredPrice.max} for your first session, with a full consultation and a written plan; £${tailoredPrice.min} for each follow-up on that plan.`,
    summary: 'A plan built around your body, your goals and the week you have had.',
    description:
      'We start with a conversation about what brings you to the mat: a stiff back from the desk, recovery after an injury, training for a first half-marathon, or simply wanting an hour that is yours. Each session then follows a plan written for you and adjusted as you change.',
    features: [
      'A first conversation about your health, history and goals',
      'A sequence written for you and revisited every session',
      'Hands-off adjustments and props to make every pose work for you',
      'A short practice to take home between sessions',
    ],
    popular: true,
  },
  {
    id: 'general',
    title: 'Private General Sessions',
    duration: { min: 60, max: 60 },
    groupSize: { min: 1, max: 3 },
    price: { kind: 'fixed', amount: 20 },
    priceNote: 'The total for the whole session, for one, two or three of you, not per person. Mats, blocks and straps are included.',
    priceTooltip: 'One price for the whole hour, whether you come alone or bring two friends. All equipment included.',
    summary: 'A balanced, all-round hour of yoga for you and up to two friends.',
    description:
      'A well-rounded class of breath, strength, balance and rest, taught at the pace of the people in the room. Ideal if you want the calm and attention of a private session without a specific goal, or want to bring a partner or a friend along.',
    features: [
      'A flowing class of breathwork, postures and relaxation',
      'Pace and options set for the people in the room',
      'Great for couples, friends or a parent and grown-up child',
      'Every session ends with a guided rest',
    ],
    popular: false,
  },
] satisfies SessionOffer[];

/** Why one offer is marked Most Popular: the badge's tooltip. */
export const popularNote = 'Chosen by most new clients: a plan written around your goals, adjusted every time you come.';

export const groupExperiences = [
  {
    id: 'hen-party',
    title: 'Hen Party Yoga',
    image: {
      src: '/images/hen-party.svg',
      alt: 'Illustration of a group of friends stretching together on mats beneath garlands of willow leaves',
    },
    summary: 'A calm, joyful start (or finish) to the celebrations.',
    description:
      'A light-hearted, beginner-friendly hour for the bride-to-be and her friends: partner poses, plenty of laughter and a long, sleepy relaxation before the evening begins. We can hold it at the studio or come to your venue nearby.',
    features: [
      'Designed for mixed abilities, no experience needed',
      'Partner and group poses for photos worth keeping',
      'At the studio or at your venue in and around Frome',
      'Mats and props for everyone',
    ],
    duration: { min: 60, max: 60 },
    groupSize: { min: 4, max: null },
    pricing: { kind: 'quote' },
    pricingNote: 'Priced on quote: tell us the date, the number of guests and where you are staying.',
  },
  {
    id: 'corporate',
    title: 'Corporate Wellness',
    image: {
      src: '/images/corporate-wellness.svg',
      alt: 'Illustration of colleagues doing seated stretches beside their desks in a bright office',
    },
    summary: 'Desk-friendly yoga that fits into the working day.',
    description:
      'Short, practical sessions for teams who sit too long and rush too much: shoulder and back release, breathing that settles a busy mind, and stretches people actually keep doing at their desks. Held at your workplace, in office clothes, no changing needed.',
    features: [
      'Held at your workplace, in a meeting room or open space',
      'No changing needed, chair-based options for everyone',
      'One-off wellbeing days or a regular weekly slot',
      'Sessions to fit a lunch break',
    ],
    duration: { min: 45, max: 60 },
    groupSize: { min: 4, max: null },
    pricing: { kind: 'quote' },
    pricingNote: 'Priced on quote: tell us how many colleagues, how often and where.',
  },
] satisfies GroupExperience[];

export function formatPrice(price: Price): string {
  switch (price.kind) {
    case 'fixed':
      return `£${price.amount}`;
    case 'range':
      return `£${price.min}–£${price.max}`;
    case 'quote':
      return 'Priced on quote';
  }
}

export function formatDuration({ min, max }: Minutes): string {
  return min === max ? `${min} minutes` : `${min}–${max} minutes`;
}

export function formatGroupSize({ min, max }: GroupSize): string {
  if (max === null) return `${min} or more people`;
  return min === max ? `${min} ${min === 1 ? 'person' : 'people'}` : `${min}–${max} people`;
}

export const sessionsIntro = {
  heading: 'Sessions and pricing',
  text: 'Private yoga at a fair price: every figure below is the total for the whole session, with mats, blocks and straps included. Not sure which to choose? Get in touch and we will help you decide.',
  callToAction: {
    heading: 'Found the session for you?',
    text: 'Send a short message with the kind of session you would like and a few times that suit you, and we will take it from there.',
  },
};
