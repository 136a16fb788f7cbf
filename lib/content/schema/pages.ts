import { z } from 'zod';
import { field, text } from './fields';

const page = (name: string) =>
  field(
    z.strictObject({
      title: field(text(), { label: 'Title', hint: 'In the browser tab and the search result.' }),
      description: field(text(), { label: 'Description', widget: 'text', hint: 'The line under the title in search results; under about 160 characters.' }),
    }),
    { label: name },
  );

/** The legal pages take their title and description from their own Markdown files. */
export const pagesSchema = z.strictObject({
  home: page('Home page'),
  about: page('About page'),
  sessions: page('Sessions page'),
  contact: page('Contact page'),
  shareImageAlt: field(text(), { label: 'Description of the share image', hint: 'What the picture shown in link previews says.' }),
});

export type Pages = z.infer<typeof pagesSchema>;
