import { Marked, type Token, type Tokens } from 'marked';
import type { ContentFiles } from './parse';
import type { About } from './schema/about';
import type { Interface } from './schema/interface';
import { legalFiles, type LegalFileKey } from './schema';
import type { LegalFrontMatter } from './schema/legal';

export type LegalSection = { id: string; heading: string; html: string };
export type LegalDocument = LegalFrontMatter & { sections: LegalSection[] };

export type Content = Omit<ContentFiles['data'], 'about'> & {
  about: About & { story: About['story'] & { html: string } };
  legal: Record<LegalFileKey, LegalDocument>;
  /** content/editor.yaml: where the online editor saves. */
  settings: ContentFiles['settings'];
};

/** The filled content as the pages use it: the teacher's story and the legal documents rendered to HTML. */
export function renderContent({ data, legal, settings }: ContentFiles): Content {
  const markdown = markdownRenderer(data.interface);
  const documents = Object.fromEntries(
    (Object.keys(legalFiles) as LegalFileKey[]).map((key) => {
      const sections = legalSections(legal[key].body).map(({ id, heading, tokens }) => ({
        id,
        heading,
        html: markdown.parser(Object.assign(tokens, { links: {} }) as Parameters<Marked['parser']>[0]),
      }));
      return [key, { ...legal[key].frontMatter, sections }];
    }),
  ) as Record<LegalFileKey, LegalDocument>;
  return {
    ...data,
    about: { ...data.about, story: { ...data.about.story, html: markdown.parse(data.about.story.text, { async: false }) } },
    legal: documents,
    settings,
  };
}

/** The blocks of a Markdown text, as the site reads them (GitHub's flavour). */
export const markdownTokens = (text: string): Token[] => new Marked({ gfm: true, async: false }).lexer(text);

export const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A legal document's Markdown split at its `##` headings (anything before the first is left out). */
export function legalSections(body: string): { id: string; heading: string; tokens: Tokens.Generic[] }[] {
  const sections: { id: string; heading: string; tokens: Tokens.Generic[] }[] = [];
  for (const token of markdownTokens(body)) {
    if (token.type === 'heading' && token.depth === 2) sections.push({ id: slug(token.text), heading: token.text, tokens: [] });
    else sections.at(-1)?.tokens.push(token);
  }
  return sections;
}

/**
 * Markdown as the site shows it: links to other sites open in a new tab and say so to screen readers,
 * and raw HTML is shown as text rather than run (the owner writes prose, not markup).
 */
function markdownRenderer(ui: Interface) {
  return new Marked({
    gfm: true,
    async: false,
    renderer: {
      link({ href, tokens }) {
        const text = this.parser.parseInline(tokens);
        if (!/^https?:\/\//.test(href)) return `<a href="${escapeHtml(href)}">${text}</a>`;
        return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${text}<span class="sr-only"> ${escapeHtml(ui.newTab)}</span></a>`;
      },
      paragraph({ tokens }) {
        // A paragraph that is only a link (e.g. a regulator's page) is marked so the page can give it a
        // full-size target; a link inside a sentence keeps the line's height.
        const standalone = tokens.length === 1 && tokens[0].type === 'link';
        return `<p${standalone ? ' data-link-only=""' : ''}>${this.parser.parseInline(tokens)}</p>\n`;
      },
      html({ text }) {
        return escapeHtml(text);
      },
    },
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
