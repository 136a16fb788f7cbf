import { describePath } from './problems';
import type { ContentFiles } from './parse';
import { dataFiles, legalFiles, type DataFileKey, type LegalFileKey } from './schema';

/** Where a text is: its file, where the owner finds it (for messages) and its dotted field name. */
export type TextPlace = { file: string; where: string; field: string };

/**
 * Calls `edit` with every text of the content (each string of the data files and of the legal documents'
 * details, and each legal document's Markdown) and returns the content with what it gives back.
 */
export function mapTexts(files: ContentFiles, edit: (text: string, place: TextPlace) => string): ContentFiles {
  const data = Object.fromEntries(
    (Object.keys(dataFiles) as DataFileKey[]).map((key) => {
      const { file } = dataFiles[key];
      return [key, mapStrings(files.data[key], (text, path) => edit(text, { file, where: describePath(file, files.data[key], path), field: fieldName(path) }))];
    }),
  ) as ContentFiles['data'];
  const legal = Object.fromEntries(
    (Object.keys(legalFiles) as LegalFileKey[]).map((key) => {
      const { file } = legalFiles[key];
      const { frontMatter, body } = files.legal[key];
      return [
        key,
        {
          frontMatter: mapStrings(frontMatter, (text, path) => edit(text, { file, where: describePath(file, frontMatter, path), field: fieldName(path) })),
          body: edit(body, { file, where: `content/${file}`, field: 'text' }),
        },
      ];
    }),
  ) as ContentFiles['legal'];
  return { data, legal, settings: files.settings };
}

/** Visits every text of the content, in the same order as `mapTexts`. */
export function forEachText(files: ContentFiles, visit: (text: string, place: TextPlace) => void) {
  mapTexts(files, (text, place) => {
    visit(text, place);
    return text;
  });
}

function mapStrings(value: unknown, edit: (text: string, path: (string | number)[]) => string, path: (string | number)[] = []): unknown {
  if (typeof value === 'string') return edit(value, path);
  if (Array.isArray(value)) return value.map((item, index) => mapStrings(item, edit, [...path, index]));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, edit, [...path, key])]));
  return value;
}

/** A field's dotted name in its file, without list positions: `services.linkLabel`. */
const fieldName = (path: (string | number)[]) => path.filter((part) => typeof part === 'string').join('.');
