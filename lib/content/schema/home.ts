import { z } from 'zod';
import { eyebrow, field, group, id, image, link, text } from './fields';

export const homeSchema = z.strictObject({
  hero: group('Top of the page', {
    badge: field(text(), { label: 'Badge above the headline' }),
    heading: field(text(), { label: 'Headline' }),
    text: field(text(), { label: 'Text under the headline', widget: 'text' }),
    image: field(image({ decorative: true }), { label: 'Picture', launch: { when: 'illustration', need: 'later', says: 'the home page picture is an illustration: replace it with a photo of the studio or a session' } }),
    primary: field(link(), { label: 'Main button' }),
    secondary: field(link(), { label: 'Second button' }),
  }),
  teacher: group('About the teacher', {
    eyebrow: eyebrow(),
    heading: field(text(), { label: 'Heading' }),
    text: field(text(), { label: 'Text', widget: 'text' }),
    image: field(image(), {
      label: 'Picture',
      hint: 'A different picture from the About page’s: the room, the mat, or you at work.',
      launch: { when: 'illustration', need: 'later', says: 'the picture beside the teacher on the home page is a drawing: replace it with a photo (not the one on the About page)' },
    }),
    linkLabel: field(text(), { label: 'Button to the About page' }),
    facts: field(z.array(text()).max(4, { error: 'expected at most four short lines' }), {
      label: 'Short facts under your words',
      hint: 'Up to four short lines, true today. Use placeholders like {foundedYear} or {general.groupSize} so they follow your facts. Your training, registration, insurance and first aid (in Studio details) show beside them once filled in.',
    }),
  }),
  services: group('Sessions shown', {
    eyebrow: eyebrow(),
    heading: field(text(), { label: 'Heading' }),
    text: field(text(), { label: 'Introduction' }),
    items: field(z.array(id()).min(1, { error: 'expected at least one session' }), {
      label: 'Sessions shown, by id',
      hint: 'The ids of sessions or group experiences in Sessions, e.g. tailored.',
    }),
    linkLabel: field(text(), { label: 'Link on each card', hint: '{title} is the card’s session name.' }),
  }),
  closing: group('Bottom of the page', {
    heading: field(text(), { label: 'Heading' }),
    text: field(text(), { label: 'Text', widget: 'text' }),
    primary: field(link(), { label: 'Button' }),
  }),
});

export type Home = z.infer<typeof homeSchema>;
