import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkContent } from './check';
import { ContentError } from './problems';
import { imageIn, readContent } from './read';
import { renderContent, type Content } from './render';
import { dataFiles, legalFiles, settingsFiles } from './schema';

export { fillContent } from './check';
export { ContentError } from './problems';
export type { Content, LegalDocument, LegalSection } from './render';

export const defaultContentDir = () => process.env.CONTENT_DIR ?? join(process.cwd(), 'content');

/**
 * Reads every file in content/ (read.ts: files to checked data), fills its placeholders with the facts
 * (facts.ts, placeholders.ts), runs the rules that join fields and files (rules.ts) and renders its
 * Markdown (render.ts). Throws a ContentError listing every problem found.
 */
export function loadContent(dir = defaultContentDir()): Content {
  const { filled, problems } = checkContent(readContent(dir), imageIn(dir));
  if (problems.length) throw new ContentError(problems);
  return renderContent(filled);
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
