/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultContentDir, fillContent } from './load';
import { imageIn, readContent, type ContentFiles } from './read';
import { rules, type RuleInput } from './rules';

const dir = defaultContentDir();
const files = readContent(dir);
const { filled } = fillContent(files);
const shipped: RuleInput = { files, filled, imageExists: imageIn(dir) };

/** A copy of the content with one change, as written and (unless told otherwise) as filled. */
function edited(change: (content: ContentFiles) => void, which: 'files' | 'filled' | 'both' = 'both'): RuleInput {
  const copy = structuredClone({ files: shipped.files, filled: shipped.filled });
  if (which !== 'filled') change(copy.files);
  if (which !== 'files') change(copy.filled);
  return { ...copy, imageExists: imageIn(dir) };
}

describe('each content rule, alone', () => {
  it.each(Object.keys(rules) as (keyof typeof rules)[])('%s finds nothing in the content as shipped', (name) => {
    expect(rules[name](shipped)).toEqual([]);
  });

  it('replyTimeIsTypical refuses a reply time given as a promise', () => {
    const input = edited(({ data }) => (data.contact.details.replyNote = 'We reply within {replyTime}.'));
    expect(rules.replyTimeIsTypical(input)).toEqual([expect.stringMatching(/^content\/contact\.yaml › details › replyNote: expected the reply time to be described as typical/)]);
  });

  it('servicesAreSessions refuses a service that names no session', () => {
    const input = edited(({ data }) => data.home.services.items.push('no-such-session'));
    expect(rules.servicesAreSessions(input)).toEqual([expect.stringMatching(/^content\/home\.yaml › services › items › no-such-session: expected the id of a session in sessions\.yaml/)]);
  });

  it('descriptionsFit measures a description once filled', () => {
    const longer = (content: ContentFiles) => (content.data.pages.about.description = 'x'.repeat(200));
    expect(rules.descriptionsFit(edited(longer, 'files'))).toEqual([]);
    expect(rules.descriptionsFit(edited(longer, 'filled'))).toEqual([expect.stringMatching(/^content\/pages\.yaml › about › description: expected at most \d+ characters .*, got 200$/)]);
  });

  it('imagesExist looks for every image beside the content folder', () => {
    const elsewhere = join(mkdtempSync(join(tmpdir(), 'rules-')), 'content');
    const problems = rules.imagesExist({ ...shipped, imageExists: imageIn(elsewhere) });
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toMatch(/^content\/[a-z-]+\.yaml › .+: expected an image in public\/.+, but there is no file .+ there/);
  });

  it('versionsByEffectiveDate refuses a sentence tying the version to the last-updated label', () => {
    const input = edited(({ legal }) => (legal.terms.body += '\nThe date at the top of this page shows the version you are reading.\n'), 'filled');
    expect(rules.versionsByEffectiveDate(input)).toEqual([expect.stringMatching(/^content\/legal\/terms\.md: “The date at the top of this page shows the version you are reading\.” says/)]);
  });

  it('legalSectionsHeaded refuses a page-title heading, text before the first section and a repeated heading', () => {
    const heading = filled.legal.terms.body.match(/^## (.+)$/m)![1];
    const input = edited(({ legal }) => (legal.terms.body = `# Title\n\n${legal.terms.body}\n## ${heading}\n\nAgain.\n`), 'filled');
    expect(rules.legalSectionsHeaded(input)).toEqual([
      'content/legal/terms.md › Title: expected “## ” before a section heading (a single # is the page title)',
      'content/legal/terms.md: expected the text to start with a section heading (“## Heading”)',
      `content/legal/terms.md › ${heading}: expected each section heading to be different`,
    ]);
  });
});
