import { z } from 'zod';
import { confirmed, eyebrow, field, group, id, image, link, listWithIds, pounds, range, text, whole } from './fields';

const heading = { eyebrow: eyebrow(), heading: field(text(), { label: 'Heading' }) };

const duration = () =>
  field(range(() => whole('minutes'), { from: 'Minutes', to: 'Up to (minutes)', hint: 'Only if it varies, e.g. 45 to 60.' }), { label: 'Length' });

const features = () => field(z.array(text()).min(1, { error: 'expected at least one feature' }), { label: 'What is included', hint: 'One point per line.' });

const offer = z.strictObject({
  id: field(id(), { label: 'Id', hint: 'Other pages refer to this session by it, e.g. {tailored.price}. Leave it as it is.' }),
  title: field(text(), { label: 'Name' }),
  summary: field(text(), { label: 'Summary', hint: 'One sentence under the name on the home page’s cards.' }),
  description: field(text(), { label: 'Description', widget: 'text' }),
  features: features(),
  duration: duration(),
  groupSize: field(range(() => whole('people'), { from: 'At least (people)', to: 'At most (people)' }), { label: 'Group size' }),
  price: field(
    range(pounds, {
      from: 'Price in pounds, for the whole session',
      fromHint: 'Whole pounds like 20, or pounds and pence like 22.50, without the £ sign. The site shows pence as £22.50.',
      to: 'Highest price in pounds, if it varies',
      hint: 'Leave empty for one price.',
    }),
    { label: 'Price' },
  ),
  priceNote: field(text().optional(), { label: 'What the price covers', hint: 'Shown under the price; leave empty when the section’s introduction already says it.' }),
  priceBreakdown: field(
    z
      .strictObject({
        text: field(text(), { label: 'Which price applies', hint: 'For a price that varies, e.g. “{tailored.highestPrice} for your first session, {tailored.lowestPrice} for each follow-up.”' }),
        confirmed: confirmed('the rule for which price applies to tailored sessions (and the “why it varies” note beside it) was written for the sample site: confirm it is how you charge, or change both (consumer law forbids misleading price information)', 'law'),
      })
      .optional(),
    { label: 'Which price applies (for a price that varies)' },
  ),
  priceTooltip: field(text(), { label: 'More about the price', hint: 'Extra detail shown when a visitor presses or points at the price.' }),
  popular: field(z.boolean({ error: 'expected true or false' }), { label: 'Mark as Most Popular' }),
});

const experience = z.strictObject({
  id: field(id(), { label: 'Id', hint: 'Other pages refer to this by it, e.g. {hen-party.groupSize}. Leave it as it is.' }),
  title: field(text(), { label: 'Name' }),
  image: field(image(), { label: 'Picture', launch: { when: 'illustration', need: 'later', says: 'this is an illustration: replace it with a photo of the real thing' } }),
  summary: field(text(), { label: 'Summary' }),
  description: field(text(), { label: 'Description', widget: 'text' }),
  features: features(),
  duration: duration(),
  groupSize: field(range(() => whole('people'), { from: 'At least (people)', to: 'At most (people)', hint: 'Leave empty for “or more”.' }), { label: 'Group size' }),
  pricingNote: field(text(), { label: 'How to get a quote' }),
});

export const sessionsSchema = z
  .strictObject({
    intro: group('Top of the page', { ...heading, text: field(text(), { label: 'Introduction', widget: 'text' }) }),
    private: group('Private sessions: heading and labels', {
      ...heading,
      text: field(text(), { label: 'Introduction' }),
      priceUnit: field(text(), { label: 'Words after the price', hint: 'e.g. per session' }),
      bookLabel: field(text(), { label: 'Button on each card' }),
      popularLabel: field(text(), { label: 'Badge on the most popular session' }),
      popularNote: field(
        z.strictObject({
          text: field(text(), { label: 'Why it is the most popular', hint: 'Shown when a visitor points at the badge.' }),
          confirmed: confirmed('the “most popular” claim is a stand-in: confirm it is true of your bookings (consumer law forbids misleading claims)', 'law'),
        }),
        { label: 'Most Popular badge' },
      ),
    }),
    offers: field(listWithIds(offer), { label: 'Private sessions', summary: '{{fields.title}}' }),
    groups: group('Group experiences: heading and button', { ...heading, text: field(text(), { label: 'Introduction' }), quoteLabel: field(text(), { label: 'Button on each card' }) }),
    experiences: field(listWithIds(experience), { label: 'Group experiences (priced on quote)', summary: '{{fields.title}}' }),
    closing: group('Bottom of the page', {
      heading: field(text(), { label: 'Heading' }),
      text: field(text(), { label: 'Text', widget: 'text' }),
      primary: field(link(), { label: 'Main button' }),
      secondary: field(link(), { label: 'Second button' }),
    }),
  })
  .superRefine((sessions, context) => {
    const ids = sessions.offers.map((entry) => entry.id);
    sessions.experiences.forEach((entry, index) => {
      if (ids.includes(entry.id)) context.addIssue({ code: 'custom', path: ['experiences', index, 'id'], message: `expected a unique id, but "${entry.id}" is also a private session’s id` });
    });
    if (sessions.offers.filter((entry) => entry.popular).length > 1) {
      context.addIssue({ code: 'custom', path: ['offers'], message: 'expected at most one session marked Most Popular' });
    }
  });

export type Sessions = z.infer<typeof sessionsSchema>;
export type SessionOffer = Sessions['offers'][number];
export type GroupExperience = Sessions['experiences'][number];
export type NumberRange = SessionOffer['duration'];
