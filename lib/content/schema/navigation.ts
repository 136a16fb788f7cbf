import { z } from 'zod';
import { field, link, text } from './fields';

const links = (label: string) => field(z.array(link()).min(1, { error: 'expected at least one link' }), { label, summary: '{{fields.label}}' });

export const navigationSchema = z.strictObject({
  header: links('Header links'),
  book: field(
    link()
      .extend({
        shortLabel: field(text(), { label: 'Short form for phones', hint: 'The first word or words of the label, e.g. “Book”.' }),
      })
      .refine((book) => book.label.startsWith(book.shortLabel), { error: 'expected the short form to be the start of the label', path: ['shortLabel'] }),
    { label: 'Booking button in the header', hint: 'Shown beside the links at every width, and in the phone menu.' },
  ),
  footerQuickLinks: links('Footer: quick links'),
  footerLegalLinks: links('Footer: legal links'),
});

export type Navigation = z.infer<typeof navigationSchema>;
export type NavLink = Navigation['header'][number];
