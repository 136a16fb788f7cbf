import { z } from 'zod';
import { field, group, id, image, link, listWithIds, optionalText, text } from './fields';

export const aboutSchema = z.strictObject({
  intro: group('Top of the page', {
    eyebrow: field(optionalText(), { label: 'Small heading above', hint: 'Optional: leave it out where it would only repeat the heading.' }),
    heading: field(text(), { label: 'Headline' }),
    text: field(text(), { label: 'Introduction', widget: 'text' }),
  }),
  story: group('The teacher’s story', {
    eyebrow: field(optionalText(), { label: 'Small heading above', hint: 'Optional: leave it out where it would only repeat the heading.' }),
    heading: field(text(), { label: 'Heading' }),
    portrait: field(image(), { label: 'Portrait', launch: { when: 'illustration', says: 'the teacher’s portrait is an illustration: replace it with a photo' } }),
    text: field(text(), { label: 'The story', widget: 'markdown', hint: 'Leave an empty line between paragraphs.' }),
  }),
  credentials: field(
    z.strictObject({
      heading: field(text(), { label: 'Heading' }),
      qualificationBody: field(text(), { label: 'Label: registered with' }),
      insurance: field(text(), { label: 'Label: insurance' }),
      firstAid: field(text(), { label: 'Label: first aid' }),
    }),
    { label: 'Training and cover (Home and About)', hint: 'The facts themselves are in Studio details › Training and cover; this block shows only once one is filled in.' },
  ),
  philosophy: group('Philosophy', {
    eyebrow: field(optionalText(), { label: 'Small heading above', hint: 'Optional: leave it out where it would only repeat the heading.' }),
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
    eyebrow: field(optionalText(), { label: 'Small heading above', hint: 'Optional: leave it out where it would only repeat the heading.' }),
    heading: field(text(), { label: 'Heading' }),
    text: field(text(), { label: 'Text', widget: 'text' }),
    image: field(image(), { label: 'Picture of the studio', launch: { when: 'illustration', says: 'the studio picture is an illustration: replace it with a photo of the room' } }),
    caption: field(text(), { label: 'Caption' }),
  }),
  closing: group('Bottom of the page', {
    heading: field(text(), { label: 'Heading' }),
    text: field(text(), { label: 'Text', widget: 'text' }),
    primary: field(link(), { label: 'Button' }),
  }),
});

export type About = z.infer<typeof aboutSchema>;
