import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { ContentError, describeIssue } from './problems';
import { dataFiles, legalFiles, settingsFiles, type DataFileKey, type LegalFileKey, type SettingsFileKey } from './schema';
import { legalBody, legalFrontMatterSchema, type LegalFrontMatter } from './schema/legal';
import { withoutEmptyOptionals } from './schema/walk';

/** Every data file's content as its schema gives it, placeholders not yet filled. */
export type DataContent = { [Key in DataFileKey]: z.infer<(typeof dataFiles)[Key]['schema']> };
/** A legal document as written: its details (front matter) and its Markdown text. */
export type LegalSource = { frontMatter: LegalFrontMatter; body: string };
/** The settings files (content/editor.yaml), checked like the data files. */
export type SettingsContent = { [Key in SettingsFileKey]: z.infer<(typeof settingsFiles)[Key]['schema']> };
export type ContentFiles = { data: DataContent; legal: Record<LegalFileKey, LegalSource>; settings: SettingsContent };

/** The text of a file of content/ by its name there (like `legal/terms.md`), or undefined if there is none. */
export type ContentSource = (file: string) => string | undefined;

/**
 * Reads every file of content/ from `source` and checks it against its schema. Throws a ContentError listing
 * every problem. The build reads the files from disk (read.ts); the editor, the files as a save would leave them.
 */
export function parseContent(source: ContentSource): ContentFiles {
  const problems: string[] = [];
  const data = readDataFiles(source, dataFiles, problems) as DataContent;
  const settings = readDataFiles(source, settingsFiles, problems) as SettingsContent;
  const legal = Object.fromEntries(
    (Object.keys(legalFiles) as LegalFileKey[]).map((key) => [key, readLegal(source, legalFiles[key].file, problems)]),
  ) as Record<LegalFileKey, LegalSource>;
  if (problems.length) throw new ContentError(problems);
  return { data, legal, settings };
}

/** Each YAML file of `files`, read and checked against its schema; the problems go to `problems`. */
function readDataFiles(source: ContentSource, files: Record<string, { file: string; schema: z.ZodType }>, problems: string[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, { file, schema }] of Object.entries(files)) {
    const raw = readData(source, file, problems);
    if (raw === undefined) continue;
    const tidied = withoutEmptyOptionals(schema, raw);
    const result = schema.safeParse(tidied, { reportInput: true });
    if (result.success) data[key] = result.data;
    else problems.push(...result.error.issues.map((issue) => describeIssue(file, tidied, issue)));
  }
  return data;
}

function readData(source: ContentSource, file: string, problems: string[]): unknown {
  const text = source(file);
  if (text === undefined) {
    problems.push(`content/${file}: the file is missing`);
    return undefined;
  }
  return parseYaml(file, text, problems);
}

function parseYaml(file: string, source: string, problems: string[], lineOffset = 0): unknown {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { prettyErrors: false, uniqueKeys: true, lineCounter });
  if (document.errors.length) {
    for (const error of document.errors) {
      const line = lineCounter.linePos(error.pos[0]).line + lineOffset;
      problems.push(`content/${file}, line ${line}: this line cannot be read (${error.message.split('\n')[0].replace(/ at line \d+, column \d+.*$/, '')}). Check its indentation, and put text that contains a colon in "quotes".`);
    }
    return undefined;
  }
  return document.toJS();
}

function readLegal(source: ContentSource, file: string, problems: string[]): LegalSource | undefined {
  const text = source(file);
  if (text === undefined) {
    problems.push(`content/${file}: the file is missing`);
    return undefined;
  }
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
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
