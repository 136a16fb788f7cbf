import { checkContent } from '../content/check';
import { parseContent, type ContentSource } from '../content/parse';
import { ContentError, describePath } from '../content/problems';
import { dataFiles } from '../content/schema';
import { time } from '../content/schema/fields';
import { walk } from '../content/schema/walk';
import { readText } from './yaml-text';

/**
 * What the editor checks before it saves a file: the build's own checks (every file's schema and the rules
 * that join files) on the content as the save would leave it, so a save the build would refuse is refused
 * with the build's message. Runs in the editor (browser) and in the tests alike.
 */

/** Every problem the build would report for the content `source` gives; none if it would build. */
export function contentProblems(source: ContentSource): string[] {
  try {
    // The editor offers only pictures that are in public/images or being uploaded with the save.
    return checkContent(parseContent(source), () => true).problems;
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

/** The problems saving `file` as `after` (it was `before`) would bring: those the content did not have already. */
export function problemsOfSave(source: ContentSource, file: string, before: string, after: string): string[] {
  const withFile = (text: string): ContentSource => (name) => (name === file ? text : source(name));
  const already = new Set(contentProblems(withFile(before)));
  return [...contentProblems(withFile(after)).filter((problem) => !already.has(problem)), ...staleDescriptions(file, before, after)];
}

const schemaOf = (file: string) => Object.values(dataFiles).find((entry) => entry.file === file)?.schema;

const at = (value: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined), value);

/** A picture that changed while its description stayed: the description still describes the old picture. */
function staleDescriptions(file: string, before: string, after: string): string[] {
  const schema = schemaOf(file);
  if (!schema) return [];
  const old = readText(before);
  const data = readText(after);
  const problems: string[] = [];
  walk(schema, data, ({ meta, value, path }) => {
    if (meta?.widget !== 'image' || typeof value !== 'string' || !value || value === at(old, path)) return;
    const alt = [...path.slice(0, -1), 'alt'];
    const description = at(data, alt);
    if (typeof description === 'string' && description.trim() && description === at(old, alt)) {
      problems.push(`${describePath(file, data, alt)}: the picture changed but its description is still the old picture’s; expected a description of the new picture`);
    }
  });
  return problems;
}

/** The times of a file's data as the build reads them (9:30 → 09:30, 17.00 → 17:00), with where each is. */
export function normalisedTimes(file: string, data: unknown): { path: (string | number)[]; value: string }[] {
  const schema = schemaOf(file);
  const changes: { path: (string | number)[]; value: string }[] = [];
  if (!schema) return changes;
  walk(schema, data, ({ meta, value, path }) => {
    if (meta?.widget !== 'time' || typeof value !== 'string') return;
    const result = time().safeParse(value);
    if (result.success && result.data !== value) changes.push({ path, value: result.data });
  });
  return changes;
}
