import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildFacts, describeFacts } from './facts';
import { fillPlaceholders, pagePlaceholders } from './placeholders';
import { ContentError } from './problems';
import { readContent, type ContentFiles } from './read';
import { renderContent, type Content } from './render';
import { rules } from './rules';
import { dataFiles, legalFiles, settingsFiles } from './schema';
import { mapTexts } from './texts';

export { ContentError } from './problems';
export type { Content, LegalDocument, LegalSection } from './render';

export const defaultContentDir = () => process.env.CONTENT_DIR ?? join(process.cwd(), 'content');

/**
 * Reads every file in content/ (read.ts: files to checked data), fills its placeholders with the facts
 * (facts.ts, placeholders.ts), runs the rules that join fields and files (rules.ts) and renders its
 * Markdown (render.ts). Throws a ContentError listing every problem found.
 */
export function loadContent(dir = defaultContentDir()): Content {
  const files = readContent(dir);
  const { filled, problems } = fillContent(files);
  for (const rule of Object.values(rules)) problems.push(...rule({ dir, files, filled }));
  if (problems.length) throw new ContentError(problems);
  return renderContent(filled);
}

/** The content with every fact placeholder filled; one that names no fact (and is not the page's own) is a problem. */
export function fillContent(files: ContentFiles): { filled: ContentFiles; problems: string[] } {
  const { site, openingHours, sessions, interface: ui, contact, legalWording } = files.data;
  const facts = buildFacts({ site, openingHours, sessions, ui, contact, legalWording });
  const problems: string[] = [];
  const filled = mapTexts(files, (text, { file, field, where }) =>
    fillPlaceholders(text, facts, (placeholder, name) => {
      if (!pagePlaceholders[file]?.[field]?.includes(name)) problems.push(`${where}: ${placeholder} is not a fact this site knows (${describeFacts(facts)})`);
    }),
  );
  return { filled, problems };
}

let cache: { signature: string; content: Content } | undefined;

/**
 * The site's content, read once per change: the signature of the files' modification times lets the
 * development server (npm run edit) show an edit on the next page load without a restart.
 */
export function getContent(dir = defaultContentDir()): Content {
  const files = [...Object.values(dataFiles), ...Object.values(legalFiles), ...Object.values(settingsFiles)].map(({ file }) => join(dir, file));
  const signature = `${dir}|${files.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)).join(',')}`;
  if (cache?.signature !== signature) cache = { signature, content: loadContent(dir) };
  return cache.content;
}
