import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every page of the site under dir (out/), leaving out Next.js's hashed assets in _next/ and the editor
 * in admin/: it is not a page of the site, and carries its own policy (public/admin/index.html), which
 * the steps that rewrite the pages (scripts/post-build/csp.mjs, scripts/post-build/defer-scripts.mjs) must leave alone.
 */
export function htmlFiles(dir, top = true) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' || (top && entry.name === 'admin') ? [] : htmlFiles(path, false);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}
