import { z } from 'zod';
import { today } from '../../date-format';
import { field, matching, text } from './fields';

const realDate = (what: string) =>
  matching(/^\d{4}-\d{2}-\d{2}$/, `${what} written as YYYY-MM-DD, like 2026-06-01`).refine((value) => !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value), {
      error: `expected ${what} that exists on the calendar`,
    });

/** The front matter of a legal document in content/legal/; its sections are the Markdown's `##` headings. */
export const legalFrontMatterSchema = z
  .strictObject({
    title: field(text(), { label: 'Title' }),
    description: field(text(), { label: 'Description for search engines' }),
    intro: field(text(), { label: 'Introduction', widget: 'text' }),
    effective: field(
      realDate('the date this version took effect').refine((value) => value <= today(), {
        error: 'expected the date this version took effect, no later than today: put in the day it goes live, and build on or after that day',
      }),
      { label: 'This version took effect on', hint: 'The day this wording went live, as YYYY-MM-DD. Change it whenever you change the text, and add a line to the list of versions.' },
    ),
    changes: field(
      z
        .array(
          z.strictObject({
            date: field(realDate('the date that version took effect'), { label: 'Took effect on' }),
            summary: field(text('a sentence saying what changed'), { label: 'What changed', widget: 'text' }),
          }),
          { error: 'expected a list of versions' },
        )
        .min(1, { error: 'expected at least one version: this one, with the date it took effect' }),
      { label: 'Versions', hint: 'Newest first. The first line is this version (same date as above); earlier lines stay, so anyone can see which text applied when.', summary: '{{fields.date}}' },
    ),
  })
  .superRefine((document, context) => {
    const dates = document.changes.map((change) => change.date);
    if (dates[0] !== document.effective) {
      context.addIssue({ code: 'custom', path: ['changes', 0, 'date'], message: `expected the first version listed to be this one, with the same date as “effective” (${document.effective})` });
    }
    dates.forEach((date, index) => {
      if (index > 0 && date >= dates[index - 1]) {
        context.addIssue({ code: 'custom', path: ['changes', index, 'date'], message: `expected versions newest first, each earlier than the one above it (${dates[index - 1]})` });
      }
    });
  });

export const legalBody = () =>
  field(text('the text of the document, in sections that each start with a “## Heading” line'), {
    label: 'Text',
    widget: 'markdown',
    hint: 'Each section starts with a heading (“## Heading”). Refer to facts with placeholders like {email}.',
  });

export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;
