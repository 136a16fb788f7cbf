import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every .html file under dir (out/), leaving out Next.js's hashed assets in _next/. */
export function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}
