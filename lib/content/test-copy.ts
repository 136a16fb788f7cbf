import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDocument, type Document } from 'yaml';
import { ContentError, loadContent } from './load';

const projectRoot = join(__dirname, '..', '..');

/**
 * A throwaway copy of content/ and public/images/ laid out like the project (copy/content,
 * copy/public/images), for tests that change what an owner would change. Returns the copy's root.
 */
export function copyContent(): string {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(join(projectRoot, 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(projectRoot, 'public', 'images'), join(root, 'public', 'images'), { recursive: true, filter: (source) => !source.includes('_generated') });
  return root;
}

/** Edits one YAML file of a copy as the editor would: comments and order are kept. */
export function editYaml(root: string, file: string, edit: (document: Document) => void) {
  const path = join(root, 'content', file);
  const document = parseDocument(readFileSync(path, 'utf8'));
  edit(document);
  writeFileSync(path, document.toString());
}

/** The position of the item with this id in a list of the document, so a test can edit it by id. */
export function indexOfId(document: Document, list: (string | number)[], id: string): number {
  const items = document.getIn(list) as { items: { get: (key: string) => unknown }[] } | undefined;
  const index = items?.items.findIndex((item) => item.get('id') === id) ?? -1;
  if (index < 0) throw new Error(`no item with id ${id} in ${list.join('.')}`);
  return index;
}

/** The problems the loader reports for a copy of content/, as the owner would read them; none if it loads. */
export function problemsIn(root: string): string[] {
  try {
    loadContent(join(root, 'content'));
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}
