import { z } from 'zod';
import { eyebrow, field, group, id, image, listWithIds, optionalText, text, words } from './fields';

export const contactSchema = z.strictObject({
  intro: group('Top of the page', {
    eyebrow: eyebrow(),
    heading: words('Headline'),
    text: field(text(), { label: 'Introduction', widget: 'text' }),
  }),
  form: group('Enquiry form', {
    heading: words('Heading'),
    text: words('Text above the form'),
    prompts: field(z.array(text()).min(1, { error: 'expected at least one point' }), {
      label: 'What to tell me (a short list under the text)',
      hint: 'One point per line, as the form asks for it, so visitors know what the form will ask before they open it.',
    }),
    frameTitle: words('Name of the form for screen readers'),
    waitingText: field(text(), { label: 'Text in the form’s place until it loads', widget: 'text', hint: 'What visitors without JavaScript see, and everyone until the page’s scripts run; the email button follows it.' }),
    consentNote: field(text(), {
      label: 'Text beside the button that loads the form',
      widget: 'text',
      hint: 'Say that the form comes from the form provider and that it sets its own cookies once it loads (the law asks for the visitor’s choice first).',
    }),
    consentHeading: words('Title of the panel before the form loads'),
    loadLabel: words('Button that loads the form', 'Short, so it stays on one line on a phone: the note above it names the form provider.'),
    fallbackHeading: words('Heading when the form cannot load'),
    fallbackText: field(text(), { label: 'Text when the form cannot load', widget: 'text' }),
    emailLabel: words('Email button', 'e.g. Email {email}'),
    privacyNote: group('Privacy line under the form', {
      text: field(text(), { label: 'Privacy line under the form', widget: 'text', hint: 'Ask people not to send health details here; the link to the privacy policy follows it.' }),
      linkLabel: words('Link to the privacy policy'),
    }),
  }),
  details: group('Contact details', {
    heading: words('Heading'),
    emailHeading: words('Email heading'),
    phoneHeading: words('Phone heading', 'Shown only once a phone number is given in Studio details.'),
    locationHeading: words('Location heading'),
    hoursHeading: words('Opening hours heading'),
    replyNote: words('Reply time note', 'Say “typically”: the reply time is never a promise.'),
  }),
  firstSession: group(
    'Your first session, step by step',
    {
      heading: words('Heading'),
      text: field(optionalText(), { label: 'Introduction', widget: 'text', hint: 'Optional: one or two sentences above the steps.' }),
      steps: field(
        listWithIds(
          z.strictObject({
            id: field(id(), { label: 'Id' }),
            title: words('Step'),
            text: field(text(), { label: 'What happens', widget: 'text', hint: 'Refer to facts with placeholders, like {replyTime} or {arrivalTime}, so they stay true.' }),
          }),
        ).min(1, { error: 'expected at least one step' }),
        { label: 'Steps, in order', summary: '{{fields.title}}' },
      ),
    },
    'Shown on the Contact page under the form and the contact details, numbered in this order.',
  ),
  access: group('Getting to the studio', {
    heading: words('Heading'),
    lead: field(text(), { label: 'First line', widget: 'text', hint: 'Where the room is, before the access details or the text asking people to email you.' }),
    askText: field(text(), {
      label: 'Text while the access details are missing',
      widget: 'text',
      hint: 'Shown on the Contact page, and at the end of the FAQ answer about facilities, until the access details in Studio details are filled in.',
    }),
    moreText: field(text(), { label: 'Text after the access details', widget: 'text', hint: 'Shown under the access details once they are filled in.' }),
    emailLabel: words('Email link under the text', 'Opens an email to you with the subject below.'),
    emailSubject: words('Subject of that email'),
    image: field(image(), {
      label: 'Picture of the way in',
      hint: 'Beside the Contact page’s headline (under it on a phone): a photo of the street door or the stair makes the first visit easier.',
      launch: { when: 'illustration', need: 'later', says: 'the way-in picture is an illustration: replace it with a photo of the street door or the stair' },
    }),
  }),
  map: group('Map', {
    heading: words('Heading'),
    consentHeading: words('Title of the panel before the map loads'),
    consentNote: words('Note before the map loads'),
    showLabel: words('Button that loads the map'),
    frameTitle: words('Name of the map for screen readers'),
    openLabel: words('Link to Google Maps'),
  }),
});

export type Contact = z.infer<typeof contactSchema>;
