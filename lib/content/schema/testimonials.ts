import { z } from 'zod';
import { eyebrow, field, id, listWithIds, text } from './fields';

export const testimonialsSchema = z.strictObject({
  eyebrow: eyebrow(),
  heading: field(text(), { label: 'Heading' }),
  reviewsLabel: field(text(), { label: 'Button to the Google reviews' }),
  googleRating: field(
    z.strictObject({
      rating: field(z.number({ error: 'expected the average rating Google shows, like 4.9' }).min(1, { error: 'expected a rating from 1 to 5' }).max(5, { error: 'expected a rating from 1 to 5' }), {
        label: 'Average rating on Google (1 to 5)',
        hint: 'Exactly as Google shows it on the studio’s profile, e.g. 4.9.',
      }),
      count: field(z.int({ error: 'expected the number of reviews, like 12' }).positive({ error: 'expected at least 1 review' }), { label: 'Number of Google reviews' }),
    }).optional(),
    {
      label: 'Google rating (optional)',
      hint: 'Shown beside the reviews button once both are filled in. Copy them from Google; never round up or guess.',
      launch: { when: 'empty', need: 'later', says: 'once the studio has reviews on Google, copy its average rating and number of reviews here to show them beside the reviews button' },
    },
  ),
  ratingSummary: field(text(), { label: 'Words for the Google rating', hint: '{rating} is the average rating and {count} the number of reviews.' }),
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
          hint: 'Publishing invented reviews is against UK law. Switch on only when both are true.',
          launch: { when: 'false', need: 'law', says: 'this testimonial is a sample: replace it with a real client’s words, published with their permission (consumer law bans fake reviews)' },
        }),
      }),
    ),
    { label: 'Testimonials', summary: '{{fields.name}}' },
  ),
});

export type Testimonials = z.infer<typeof testimonialsSchema>;
export type Testimonial = Testimonials['items'][number];
