import { z } from 'zod';
import { confirmed, field, group, text } from './fields';

const words = (label: string, hint?: string) => field(text(), { label, hint });
const paragraph = (label: string, hint?: string) => field(text(), { label, hint, widget: 'text' });
const lines = (label: string, hint?: string) => field(z.array(text(), { error: 'expected a list' }).min(1, { error: 'expected at least one line' }), { label, hint });

/**
 * The owner's booking kit (/admin/booking-confirmation/, /admin/health-questionnaire/): the confirmation
 * email she sends for each booking and the health questionnaire the privacy policy promises.
 */
export const bookingKitSchema = z.strictObject({
  confirmation: group('Booking confirmation emails', {
    title: words('Title'),
    intro: paragraph('Note for you at the top'),
    subject: words('Subject line', 'May use {title}, the session’s name; [square brackets] are for you to fill in.'),
    greeting: words('Greeting'),
    opening: paragraph('First paragraph'),
    detailsHeading: words('Heading of the booking details'),
    labels: group('Labels of the booking details', {
      session: words('Session'),
      when: words('Date and time'),
      place: words('Place'),
      length: words('Length'),
      people: words('Number of people'),
      price: words('Total price'),
    }),
    whenBlank: words('Date and time, to fill in'),
    place: words('Place of a session at the studio'),
    placeElsewhere: words('Place of a group session, to fill in'),
    quotedPrice: words('Price of a session priced on quote, to fill in'),
    paragraphs: lines('Paragraphs after the details', 'Keep what each says: price and payment, cancelling, the right to cancel, statutory rights, complaints, links to the terms and privacy policy.'),
    signOff: paragraph('Sign-off'),
    formHeading: words('Heading of the model cancellation form'),
    formIntro: words('Line under it'),
    formLines: lines('The model cancellation form', 'The wording of Schedule 3, Part B of the Consumer Contracts Regulations 2013: keep it as it is.'),
  }),
  questionnaire: group('Health questionnaire', {
    title: words('Title'),
    intro: paragraph('Note for you at the top'),
    aboutHeading: words('Heading: about the client'),
    aboutFields: lines('What the client fills in about themselves'),
    questionsHeading: words('Heading: health questions'),
    questionsIntro: paragraph('Text above the questions'),
    questions: lines('Questions'),
    consentHeading: words('Heading: consent'),
    consent: paragraph('Consent statement', 'Explicit consent: say what it covers and that giving it is a choice.'),
    useHeading: words('Heading: what happens to the answers'),
    use: lines('What happens to the answers', 'Who reads them and why, how long the signed form is kept, and how to withdraw consent.'),
    signatureLabel: words('Signature line'),
    guardianLabel: words('Parent or guardian’s signature line', 'Shown only while the minimum age in Studio details is under 18.'),
  }),
  reviewed: group('Read and made yours', {
    confirmed: confirmed('read the booking kit’s confirmation email and health questionnaire (with a solicitor if you can) and make them yours', 'launch'),
  }),
});

export type BookingKit = z.infer<typeof bookingKitSchema>;
