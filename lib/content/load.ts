import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Marked, type Tokens } from 'marked';
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { buildFacts, describeFacts, fillFacts, placeholdersIn, type Facts } from './facts';
import { dataFiles, legalFiles, type DataFileKey, type LegalFileKey } from './schema';
import type { About } from './schema/about';
import type { Interface } from './schema/interface';
import { legalBody, legalFrontMatterSchema, type LegalFrontMatter } from './schema/legal';
import { itemName, walk, withoutEmptyOptionals } from './schema/walk';

type DataContent = { [Key in DataFileKey]: z.infer<(typeof dataFiles)[Key]['schema']> };

export type LegalSection = { id: string; heading: string; html: string };
export type LegalDocument = LegalFrontMatter & { sections: LegalSection[] };

export type Content = Omit<DataContent, 'about'> & {
  about: About & { story: About['story'] & { html: string } };
  legal: Record<LegalFileKey, LegalDocument>;
};

/** A content file that cannot be used. Its message is written for the owner: file, field, what is wrong. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`${problems.length === 1 ? 'A problem in content/ stops' : `${problems.length} problems in content/ stop`} the build:\n${problems.map((problem) => `  ✗ ${problem}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** Placeholders a page fills itself, per file and field: everything else must be a known fact. */
const localPlaceholders: Record<string, Record<string, readonly string[]>> = {
  'home.yaml': { 'services.linkLabel': ['title'] },
  'interface.yaml': { 'facts.rating': ['rating'] },
};

const descriptionLimit = 170;

export const defaultContentDir = () => process.env.CONTENT_DIR ?? join(process.cwd(), 'content');

/** Reads, checks and fills every file in content/. Throws a ContentError listing every problem found. */
export function loadContent(dir = defaultContentDir()): Content {
  const problems: string[] = [];
  const data: Partial<Record<DataFileKey, unknown>> = {};
  for (const key of Object.keys(dataFiles) as DataFileKey[]) {
    const { file, schema } = dataFiles[key];
    const raw = readData(dir, file, problems);
    if (raw === undefined) continue;
    const tidied = withoutEmptyOptionals(schema, raw);
    const result = schema.safeParse(tidied, { reportInput: true });
    if (result.success) data[key] = result.data;
    else problems.push(...result.error.issues.map((issue) => describeIssue(file, tidied, issue)));
  }
  const legalSources = Object.fromEntries(
    (Object.keys(legalFiles) as LegalFileKey[]).map((key) => [key, readLegal(dir, legalFiles[key].file, problems)]),
  ) as Record<LegalFileKey, { frontMatter: LegalFrontMatter; body: string } | undefined>;
  if (problems.length) throw new ContentError(problems);

  const checked = data as DataContent;
  const facts = buildFacts({ site: checked.site, openingHours: checked.openingHours, sessions: checked.sessions, ui: checked.interface, contact: checked.contact });
  const filled = Object.fromEntries(
    (Object.keys(dataFiles) as DataFileKey[]).map((key) => [key, fillTree(dataFiles[key].file, checked[key], facts, problems)]),
  ) as DataContent;
  checkReferences(filled, problems);
  checkImages(dir, checked, problems);

  const legal = {} as Record<LegalFileKey, LegalDocument>;
  for (const key of Object.keys(legalFiles) as LegalFileKey[]) {
    const source = legalSources[key]!;
    const file = legalFiles[key].file;
    const frontMatter = fillTree(file, source.frontMatter, facts, problems) as LegalFrontMatter;
    const body = fillText(file, `content/${file}`, 'text', source.body, facts, problems);
    for (const sentence of versionClaims(`${frontMatter.intro}\n${body}`)) {
      problems.push(`content/${file}: “${sentence}” says the “${filled.interface.legal.lastUpdated}” date identifies the version, but that label always shows today’s date; refer to the date the version took effect instead`);
    }
    legal[key] = { ...frontMatter, sections: legalSections(file, body, filled.interface, problems) };
  }
  if (problems.length) throw new ContentError(problems);

  const markdown = markdownRenderer(filled.interface);
  return {
    ...filled,
    about: { ...filled.about, story: { ...filled.about.story, html: markdown.parse(filled.about.story.text, { async: false }) } },
    legal,
  };
}

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

let cache: { signature: string; content: Content } | undefined;

/**
 * The site's content, read once per change: the signature of the files' modification times lets the
 * development server (npm run edit) show an edit on the next page load without a restart.
 */
export function getContent(dir = defaultContentDir()): Content {
  const files = [...Object.values(dataFiles), ...Object.values(legalFiles)].map(({ file }) => join(dir, file));
  const signature = `${dir}|${files.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)).join(',')}`;
  if (cache?.signature !== signature) cache = { signature, content: loadContent(dir) };
  return cache.content;
}

function readData(dir: string, file: string, problems: string[]): unknown {
  const path = join(dir, file);
  if (!existsSync(path)) {
    problems.push(`content/${file}: the file is missing`);
    return undefined;
  }
  return parseYaml(file, readFileSync(path, 'utf8'), problems);
}

function parseYaml(file: string, source: string, problems: string[], lineOffset = 0): unknown {
  const document = parseDocument(source, { prettyErrors: false, uniqueKeys: true });
  if (document.errors.length) {
    for (const error of document.errors) {
      const line = (error.linePos?.[0].line ?? 0) + lineOffset;
      problems.push(`content/${file}, line ${line}: this line cannot be read (${error.message.split('\n')[0].replace(/ at line \d+, column \d+.*$/, '')}). Check its indentation, and put text that contains a colon in "quotes".`);
    }
    return undefined;
  }
  return document.toJS();
}

function readLegal(dir: string, file: string, problems: string[]) {
  const path = join(dir, file);
  if (!existsSync(path)) {
    problems.push(`content/${file}: the file is missing`);
    return undefined;
  }
  const source = readFileSync(path, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) {
    problems.push(`content/${file}: expected the file to start with its details (title, description, intro) between two lines of ---`);
    return undefined;
  }
  const parsed = parseYaml(file, match[1], problems, 1);
  if (parsed === undefined) return undefined;
  const raw = withoutEmptyOptionals(legalFrontMatterSchema, parsed);
  const frontMatter = legalFrontMatterSchema.safeParse(raw, { reportInput: true });
  const body = legalBody().safeParse(match[2], { reportInput: true });
  if (!frontMatter.success) problems.push(...frontMatter.error.issues.map((issue) => describeIssue(file, raw, issue)));
  if (!body.success) problems.push(...body.error.issues.map((issue) => describeIssue(file, { text: match[2] }, { ...issue, path: ['text'] })));
  return frontMatter.success && body.success ? { frontMatter: frontMatter.data, body: body.data } : undefined;
}

/** `content/sessions.yaml › offers › Private General Sessions › price › from: expected …, got "£20"` */
function describeIssue(file: string, raw: unknown, issue: z.core.$ZodIssue): string {
  const where = describePath(file, raw, issue.path);
  if (issue.code === 'unrecognized_keys') {
    return `${where}: unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}; check the spelling, or remove ${issue.keys.length > 1 ? 'them' : 'it'}`;
  }
  const input = (issue as { input?: unknown }).input;
  if (input === undefined && issue.code === 'invalid_type') return `${where}: missing; ${issue.message}`;
  return input === undefined || issue.code === 'custom' ? `${where}: ${issue.message}` : `${where}: ${issue.message}, got ${describeValue(input)}`;
}

function describePath(file: string, raw: unknown, path: PropertyKey[]): string {
  const parts = [`content/${file}`];
  let node = raw;
  for (const key of path) {
    if (typeof key === 'number' && Array.isArray(node)) parts.push(itemName(node[key], key));
    else parts.push(String(key));
    node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return parts.join(' › ');
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'nothing';
  if (typeof value === 'object') return 'a group of fields';
  return String(value);
}

function fillText(file: string, where: string, key: string, text: string, facts: Facts, problems: string[]): string {
  const local = localPlaceholders[file]?.[key] ?? [];
  const { filled, unknown } = fillFacts(text, facts, local);
  for (const name of unknown) problems.push(`${where}: ${name} is not a fact this site knows (${describeFacts(facts)})`);
  if (placeholdersIn(text).includes('replyTime')) {
    const sentence = text.split(/(?<=[.!?])\s+/).find((part) => part.includes('{replyTime}')) ?? '';
    if (!/\btypically\b/i.test(sentence)) problems.push(`${where}: expected the reply time to be described as typical (“typically within {replyTime}”), never as a promise`);
  }
  return filled;
}

/** Fills the placeholders in every string of a file's data; `root` names list items in messages. */
function fillTree(file: string, root: unknown, facts: Facts, problems: string[], value: unknown = root, path: (string | number)[] = []): unknown {
  if (typeof value === 'string') {
    const key = path.filter((part) => typeof part === 'string').join('.');
    return fillText(file, describePath(file, root, path), key, value, facts, problems);
  }
  if (Array.isArray(value)) return value.map((item, index) => fillTree(file, root, facts, problems, item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillTree(file, root, facts, problems, item, [...path, key])]));
  }
  return value;
}

/** Rules that join files: what one file names must exist in another. */
function checkReferences(content: DataContent, problems: string[]) {
  const ids = [...content.sessions.offers, ...content.sessions.experiences].map((item) => item.id);
  content.home.services.items.forEach((id) => {
    if (!ids.includes(id)) problems.push(`content/home.yaml › services › items › ${id}: expected the id of a session in sessions.yaml (${ids.join(', ')})`);
  });
  for (const page of ['home', 'about', 'sessions', 'contact'] as const) {
    const { description } = content.pages[page];
    if (description.length > descriptionLimit) {
      problems.push(`content/pages.yaml › ${page} › description: expected at most ${descriptionLimit} characters once its placeholders are filled (search engines cut longer ones), got ${description.length}`);
    }
  }
}

/** Every image a content file names must be in public/images/, beside content/. */
function checkImages(dir: string, content: DataContent, problems: string[]) {
  for (const key of Object.keys(dataFiles) as DataFileKey[]) {
    const { file, schema } = dataFiles[key];
    walk(schema, content[key], ({ meta, value, path }) => {
      if (meta?.widget !== 'image' || typeof value !== 'string') return;
      if (!existsSync(join(dir, '..', 'public', value))) {
        problems.push(`${describePath(file, content[key], path)}: expected an image in public${value.slice(0, value.lastIndexOf('/') + 1)}, but there is no file ${value.slice(value.lastIndexOf('/') + 1)} there (check the name, or upload it)`);
      }
    });
  }
}

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Splits a legal document's Markdown at its `##` headings and renders each section to HTML. */
function legalSections(file: string, body: string, ui: Interface, problems: string[]): LegalSection[] {
  const markdown = markdownRenderer(ui);
  const sections: { heading: string; tokens: Tokens.Generic[] }[] = [];
  for (const token of markdown.lexer(body)) {
    if (token.type === 'heading' && token.depth === 1) problems.push(`content/${file} › ${token.text}: expected “## ” before a section heading (a single # is the page title)`);
    if (token.type === 'heading' && token.depth === 2) sections.push({ heading: token.text, tokens: [] });
    else if (sections.length) sections.at(-1)!.tokens.push(token);
    else if (token.type !== 'space') problems.push(`content/${file}: expected the text to start with a section heading (“## Heading”)`);
  }
  const seen = new Set<string>();
  return sections.map(({ heading, tokens }) => {
    const id = slug(heading);
    if (seen.has(id)) problems.push(`content/${file} › ${heading}: expected each section heading to be different`);
    seen.add(id);
    return { id, heading, html: markdown.parser(Object.assign(tokens, { links: {} }) as Parameters<Marked['parser']>[0]) };
  });
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
