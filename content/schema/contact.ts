import { z } from 'zod';
import { field, group, text } from './fields';

const words = (label: string, hint?: string) => field(text(), { label, hint });

export const contactSchema = z.strictObject({
  intro: group('Top of the page', { eyebrow: words('Small heading above'), heading: words('Headline'), text: field(text(), { label: 'Introduction', widget: 'text' }) }),
  form: group('Enquiry form', {
    heading: words('Heading'),
    text: words('Text above the form'),
    frameTitle: words('Name of the form for screen readers'),
    fallbackHeading: words('Heading when the form cannot load'),
    fallbackText: field(text(), { label: 'Text when the form cannot load', widget: 'text' }),
    emailLabel: words('E-mail button', 'e.g. E-mail {email}'),
  }),
  details: group('Contact details', {
    heading: words('Heading'),
    emailHeading: words('E-mail heading'),
    locationHeading: words('Location heading'),
    hoursHeading: words('Opening hours heading'),
    replyNote: words('Reply time note', 'Say “typically”: the reply time is never a promise.'),
  }),
  map: group('Map', {
    heading: words('Heading'),
    consentNote: words('Note before the map loads'),
    showLabel: words('Button that loads the map'),
    frameTitle: words('Name of the map for screen readers'),
    openLabel: words('Link to Google Maps'),
  }),
});

export type Contact = z.infer<typeof contactSchema>;
