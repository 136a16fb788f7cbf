import { z } from 'zod';
import { field, id, listWithIds, text, optionalText } from './fields';

export const testimonialsSchema = z.strictObject({
  eyebrow: field(optionalText(), { label: 'Small heading above', hint: 'Optional: leave it out where it would only repeat the heading.' }),
  heading: field(text(), { label: 'Heading' }),
  reviewsLabel: field(text(), { label: 'Button to the Google reviews' }),
  items: field(
    listWithIds(
      z.strictObject({
        id: field(id(), { label: 'Id' }),
        quote: field(text(), { label: 'Their words', widget: 'text', hint: 'Exactly as the client wrote or said them.' }),
        name: field(text(), { label: 'Name', hint: 'As they agreed to be named, e.g. Sarah M.' }),
        descriptor: field(text(), { label: 'Who they are', hint: 'e.g. Tailored sessions, Frome' }),
        rating: field(z.int({ error: 'expected a whole number of stars from 1 to 5' }).min(1, { error: 'expected 1 to 5 stars' }).max(5, { error: 'expected 1 to 5 stars' }), {
          label: 'Stars (1 to 5)',
        }),
        verified: field(z.boolean({ error: 'expected true or false' }), {
          label: 'A real client’s own words, published with their permission',
          hint: 'Publishing invented reviews is against UK law. Tick only when both are true.',
          launch: { when: 'false', says: 'this testimonial is a sample: replace it with a real client’s words, published with their permission, then tick the box' },
        }),
      }),
    ),
    { label: 'Testimonials', summary: '{{fields.name}}' },
  ),
});

export type Testimonials = z.infer<typeof testimonialsSchema>;
export type Testimonial = Testimonials['items'][number];
