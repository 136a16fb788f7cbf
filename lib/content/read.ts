import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseContent, type ContentFiles } from './parse';

export type { ContentFiles, ContentSource, DataContent, LegalSource, SettingsContent } from './parse';

/** Reads every file in content/ (the folder `dir`) and checks it against its schema. Throws a ContentError listing every problem. */
export function readContent(dir: string): ContentFiles {
  return parseContent((file) => {
    const path = join(dir, file);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  });
}

/** Whether a picture a content file names (like /images/studio.jpg) is in public/, beside the content folder `dir`. */
export const imageIn = (dir: string) => (src: string) => existsSync(join(dir, '..', 'public', src));
