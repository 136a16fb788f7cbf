import { studio } from './site';

/** The teacher's story and the studio's philosophy (the About page, and the home page's teacher block). */
export type PhilosophyPoint = { title: string; description: string };

export const teacherIntro = {
  heading: `Meet ${studio.teacher.firstName}`,
  summary: `${studio.teacher.name} qualified as a yoga teacher in ${studio.teacher.qualifiedYear} and opened ${studio.name} the same year, with one idea: that yoga should fit the person, not the other way round.`,
  portrait: {
    src: '/images/teacher.svg',
    alt: `Illustrated portrait of ${studio.teacher.name}, smiling, with a rolled yoga mat over her shoulder`,
  },
};

export const teacherStory = [
  `${studio.teacher.firstName} came to yoga the way many of her clients do: tired, stiff and a little sceptical. Years of long commutes and longer days had left her with a sore back and a mind that never quite switched off. A weekly class in a village hall changed that, slowly, and then completely.`,
  `In ${studio.teacher.qualifiedYear} she completed her 200-hour teacher training and qualified as a yoga teacher. Rather than teach crowded classes where nobody could be seen properly, she renovated a small room on ${studio.address.street} in ${studio.address.town} into a light, quiet studio with space for a few mats and nothing to distract from them.`,
  `Since then she has taught office workers, new parents, runners, people recovering from injury and people who had never tried yoga at all. Every session starts with the same question: how are you today? What happens next depends on the answer.`,
];

export const philosophy = [
  {
    title: 'Personalized Approach',
    description:
      'Every body is different, and so is every day. Sessions are planned around your goals, history and energy, and change as you do.',
  },
  {
    title: 'Holistic Wellness',
    description:
      'Strength and flexibility matter, but so do sleep, breath and a quieter mind. We work on all of them together.',
  },
  {
    title: 'Safe Space',
    description:
      'A small, private room where nobody is watching but your teacher. Ask anything, rest whenever you need, and never feel you have to keep up.',
  },
  {
    title: 'Accessibility',
    description:
      'Fair prices for the whole session, options for every pose, and props for every body, so yoga is open to you whatever your age, shape or experience.',
  },
] satisfies PhilosophyPoint[];

export const aboutIntro = {
  heading: `Yoga that fits the person, not the other way round`,
  text: `${studio.name} is one teacher and one calm room in ${studio.address.town}. Here is who we are, how we work, and answers to the questions people ask before their first session.`,
  callToAction: {
    heading: 'Still wondering if it is for you?',
    text: `Ask anything: about your body, your experience or the studio itself. ${studio.teacher.firstName} replies personally within ${studio.replyWithinHours} hours.`,
  },
};

export const studioImage = {
  src: '/images/studio.svg',
  alt: `Illustration of the renovated studio at ${studio.address.street}: a light room with wooden floorboards, a tall sash window, three mats laid out and a basket of blocks and straps`,
  caption: 'The renovated studio: one light, quiet room with space for up to three mats.',
  text: `In ${studio.foundedYear} a tired upstairs room on ${studio.address.street} was stripped back to its floorboards, painted in soft, warm tones and given a tall window's worth of daylight. It is small on purpose: just enough space for you, your teacher and nothing to distract you.`,
};
