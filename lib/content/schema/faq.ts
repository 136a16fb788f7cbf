import { z } from 'zod';
import { eyebrow, field, id, listWithIds, text, words } from './fields';

export const faqSchema = z.strictObject({
  eyebrow: eyebrow(),
  heading: field(text(), { label: 'Heading' }),
  items: field(
    listWithIds(
      z.strictObject({
        id: field(id(), { label: 'Id', hint: 'A short name for the question, used in its link, e.g. cancellations.' }),
        question: field(text(), { label: 'Question' }),
        answer: field(text(), { label: 'Answer', widget: 'text', hint: 'Refer to facts with placeholders, like {noticePeriod} or {email}.' }),
      }),
    ),
    { label: 'Questions', summary: '{{fields.question}}' },
  ),
  // After the list in the editor, so the list's Add button stays near the top of the screen.
  text: field(text().optional(), { label: 'Introduction', widget: 'text', hint: 'A line or two under the heading, beside the questions.' }),
  askLabel: words('Button to email a question', 'Under the introduction; opens an email to you with the subject below.'),
  askSubject: words('Subject of that email'),
});

export type Faq = z.infer<typeof faqSchema>;
export type FaqItem = Faq['items'][number];
