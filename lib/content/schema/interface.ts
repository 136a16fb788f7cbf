import { z } from 'zod';
import { eyebrow, field, group, whole, words } from './fields';
const milliseconds = () => z.int({ error: 'expected a whole number of milliseconds, like 700' }).min(0, { error: 'expected 0 or more milliseconds' });

export const interfaceSchema = z.strictObject({
  skipLink: words('Skip link', 'The first thing keyboard users reach.'),
  menu: group('Menu', { open: words('Menu button (closed)'), close: words('Menu button (open)'), label: words('Name of the menu for screen readers') }),
  footer: group('Footer', { linksHeading: words('Links heading'), contactHeading: words('Contact heading'), copyright: words('Copyright line') }),
  newTab: words('Said to screen readers after a link that opens a new tab'),
  facts: group('Labels of session facts', {
    price: words('Label: price'),
    onQuote: words('Price of a session priced on quote'),
    closed: words('Opening hours of a closed day'),
    rating: words('Stars, for screen readers', '{rating} is the number of stars.'),
  }),
  legal: group('Legal pages', {
    eyebrow: eyebrow(),
    lastUpdated: words('Before today’s date'),
    effective: words('Before the date the version took effect'),
    contents: words('Contents heading'),
    backToContents: words('Link back to the contents after each section, on phones and tablets'),
    changes: words('Heading of the list of versions'),
  }),
  notFound: group('Page not found', {
    title: words('Browser tab title'),
    heading: words('Heading'),
    subheading: words('Subheading'),
    text: words('Text'),
    homeLabel: words('Button home'),
    elsewhere: words('Before the list of main pages'),
    emailText: words('Line with the email address', 'Write {email} where the address goes.'),
  }),
  errorScreen: group('Error screen', { heading: words('Heading'), text: words('Text'), retryLabel: words('Try again button'), homeLabel: words('Button home') }),
  tooltip: field(
    z.strictObject({
      openDelayMs: field(milliseconds(), { label: 'Wait before a tooltip opens (ms)' }),
      skipDelayMs: field(milliseconds(), { label: 'Window in which the next opens at once (ms)' }),
    }),
    { label: 'Tooltips' },
  ),
  dataCache: field(
    z.strictObject({
      keepUnusedMinutes: field(whole('minutes'), { label: 'Keep unused data (minutes)' }),
      retries: field(z.int({ error: 'expected a whole number of retries, like 3' }).min(0, { error: 'expected 0 or more retries' }), { label: 'Retries of a failed request' }),
      firstRetryDelaySeconds: field(whole('seconds'), { label: 'First retry after (seconds)', hint: 'Each further retry waits twice as long.' }),
      maxRetryDelaySeconds: field(whole('seconds'), { label: 'Longest wait between retries (seconds)' }),
    }),
    { label: 'Data cache (technical)' },
  ),
});

export type Interface = z.infer<typeof interfaceSchema>;
