import { z } from 'zod';
import { eyebrow, field, group, id, image, link, listWithIds, text } from './fields';

export const aboutSchema = z.strictObject({
  intro: group('Top of the page', {
    eyebrow: eyebrow(),
    heading: field(text(), { label: 'Headline' }),
    text: field(text(), { label: 'Introduction', widget: 'text' }),
  }),
  story: group('The teacher’s story', {
    eyebrow: eyebrow(),
    heading: field(text(), { label: 'Heading' }),
    factsHeading: field(text(), { label: 'Heading of the short facts beside the story' }),
    facts: field(z.array(text()).max(4, { error: 'expected at most four short lines' }), {
      label: 'Short facts beside the story',
      hint: 'Up to four short lines, true today. Use placeholders like {qualifiedYear} so they follow your facts. Your training and cover (in Studio details) show under them once filled in.',
    }),
    photo: field(image().optional(), {
      label: 'Photo of the teacher',
      hint: 'A real photo of you, shown beside the About page’s headline only. Until there is one, the drawing below shows instead: no drawn face stands in for you.',
      launch: { when: 'empty', need: 'later', says: 'add a real photo of the teacher, with a description: until then the About page shows a drawing in her place, never a face' },
    }),
    drawing: field(image(), { label: 'Drawing shown until there is a photo', hint: 'A drawing of the room, the mat or a pose seen from behind; never a face.' }),
    text: field(text(), { label: 'The story', widget: 'markdown', hint: 'Leave an empty line between paragraphs.' }),
  }),
  credentials: field(
    z.strictObject({
      heading: field(text(), { label: 'Heading' }),
      training: field(text(), { label: 'Label: training', hint: 'Shown with the training in Studio details once it is confirmed.' }),
      qualificationBody: field(text(), { label: 'Label: registered with' }),
      insurance: field(text(), { label: 'Label: insurance' }),
      firstAid: field(text(), { label: 'Label: first aid' }),
    }),
    { label: 'Training and cover (Home and About)', hint: 'The facts themselves are in Studio details › Training and cover; this block shows only once one is filled in.' },
  ),
  philosophy: group('Philosophy', {
    eyebrow: eyebrow(),
    heading: field(text(), { label: 'Heading' }),
    points: field(
      listWithIds(
        z.strictObject({
          id: field(id(), { label: 'Id' }),
          title: field(text(), { label: 'Title' }),
          description: field(text(), { label: 'Description', widget: 'text' }),
        }),
      ),
      { label: 'Points', summary: '{{fields.title}}' },
    ),
  }),
  studio: group('The studio', {
    eyebrow: eyebrow(),
    heading: field(text(), { label: 'Heading' }),
    text: field(text(), { label: 'Text', widget: 'text' }),
    image: field(image(), { label: 'Picture of the studio', launch: { when: 'illustration', need: 'later', says: 'the studio picture is an illustration: replace it with a photo of the room' } }),
    caption: field(text(), { label: 'Caption' }),
  }),
  closing: group('Bottom of the page', {
    heading: field(text(), { label: 'Heading' }),
    text: field(text(), { label: 'Text', widget: 'text' }),
    primary: field(link(), { label: 'Button' }),
  }),
});

export type About = z.infer<typeof aboutSchema>;
