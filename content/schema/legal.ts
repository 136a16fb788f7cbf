import { z } from 'zod';
import { field, text } from './fields';

/** The front matter of a legal document in content/legal/; its sections are the Markdown's `##` headings. */
export const legalFrontMatterSchema = z.strictObject({
  title: field(text(), { label: 'Title' }),
  description: field(text(), { label: 'Description for search engines' }),
  intro: field(text(), { label: 'Introduction', widget: 'text' }),
});

export const legalBody = () =>
  field(text('the text of the document, in sections that each start with a “## Heading” line'), {
    label: 'Text',
    widget: 'markdown',
    hint: 'Each section starts with a heading (“## Heading”). Refer to facts with placeholders like {email}.',
  });

export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;
