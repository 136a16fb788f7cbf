import { placeholdersIn } from './placeholders';
import { describePath } from './problems';
import type { ContentFiles } from './parse';
import { markdownTokens, slug } from './render';
import { dataFiles, legalFiles, type DataFileKey, type LegalFileKey } from './schema';
import { walk } from './schema/walk';
import { forEachText } from './texts';

/**
 * What a rule reads: the content as written (`files`), the same with its placeholders filled (`filled`),
 * and whether a picture a file names (like /images/studio.jpg) is in public/.
 */
export type RuleInput = { files: ContentFiles; filled: ContentFiles; imageExists: (src: string) => boolean };
/** A check that needs more than one field's schema: each returns the problems it finds, for the owner. */
export type Rule = (input: RuleInput) => string[];

const descriptionLimit = 170;

/**
 * Sentences of a legal document that tie the version to the last-updated label, which always shows the
 * current date (the spec's label) and so cannot say which text applied when.
 */
export function versionClaims(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => /last[ -]?updated|today[’']s date|current date|date at the top/i.test(sentence) && /version|in force|appl(y|ies)/i.test(sentence) && !/took effect/i.test(sentence));
}

/** The rules the loader runs, in order, once every file has passed its schema. */
export const rules = {
  /** A sentence giving the reply time says it is typical: a promise would be a term the studio must keep. */
  replyTimeIsTypical: ({ files }) => {
    const problems: string[] = [];
    forEachText(files, (text, { where }) => {
      if (!placeholdersIn(text).includes('replyTime')) return;
      const sentence = text.split(/(?<=[.!?])\s+/).find((part) => part.includes('{replyTime}')) ?? '';
      if (!/\btypically\b/i.test(sentence)) problems.push(`${where}: expected the reply time to be described as typical (“typically within {replyTime}”), never as a promise`);
    });
    return problems;
  },

  /** The home page's services name sessions that exist. */
  servicesAreSessions: ({ files: { data } }) => {
    const ids = [...data.sessions.offers, ...data.sessions.experiences].map((item) => item.id);
    return data.home.services.items
      .filter((id) => !ids.includes(id))
      .map((id) => `content/home.yaml › services › items › ${id}: expected the id of a session in sessions.yaml (${ids.join(', ')})`);
  },

  /** Search descriptions fit in a search result once filled. */
  descriptionsFit: ({ filled: { data } }) =>
    (['home', 'about', 'sessions', 'contact'] as const)
      .filter((page) => data.pages[page].description.length > descriptionLimit)
      .map(
        (page) =>
          `content/pages.yaml › ${page} › description: expected at most ${descriptionLimit} characters once its placeholders are filled (search engines cut longer ones), got ${data.pages[page].description.length}`,
      ),

  /** Every image a content file names is in public/images/, beside content/. */
  imagesExist: ({ imageExists, files: { data } }) => {
    const problems: string[] = [];
    for (const key of Object.keys(dataFiles) as DataFileKey[]) {
      const { file, schema } = dataFiles[key];
      walk(schema, data[key], ({ meta, value, path }) => {
        if (meta?.widget !== 'image' || typeof value !== 'string') return;
        if (!imageExists(value)) {
          problems.push(`${describePath(file, data[key], path)}: expected an image in public${value.slice(0, value.lastIndexOf('/') + 1)}, but there is no file ${value.slice(value.lastIndexOf('/') + 1)} there (check the name, or upload it)`);
        }
      });
    }
    return problems;
  },

  /** A legal document names its version by the date it took effect, never by the last-updated label. */
  versionsByEffectiveDate: ({ filled }) =>
    (Object.keys(legalFiles) as LegalFileKey[]).flatMap((key) => {
      const { frontMatter, body } = filled.legal[key];
      return versionClaims(`${frontMatter.intro}\n${body}`).map(
        (sentence) =>
          `content/${legalFiles[key].file}: “${sentence}” says the “${filled.data.interface.legal.lastUpdated}” date identifies the version, but that label always shows today’s date; refer to the date the version took effect instead`,
      );
    }),

  /** A legal document is a series of sections, each under its own `## Heading`. */
  legalSectionsHeaded: ({ filled }) =>
    (Object.keys(legalFiles) as LegalFileKey[]).flatMap((key) => {
      const { file } = legalFiles[key];
      const problems: string[] = [];
      const seen = new Set<string>();
      let inSection = false;
      for (const token of markdownTokens(filled.legal[key].body)) {
        if (token.type === 'heading' && token.depth === 1) problems.push(`content/${file} › ${token.text}: expected “## ” before a section heading (a single # is the page title)`);
        if (token.type === 'heading' && token.depth === 2) {
          inSection = true;
          if (seen.has(slug(token.text))) problems.push(`content/${file} › ${token.text}: expected each section heading to be different`);
          seen.add(slug(token.text));
        } else if (!inSection && token.type !== 'space') problems.push(`content/${file}: expected the text to start with a section heading (“## Heading”)`);
      }
      return problems;
    }),
} satisfies Record<string, Rule>;
