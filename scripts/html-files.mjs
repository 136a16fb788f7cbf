import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every page of the site under dir (out/), leaving out Next.js's hashed assets in _next/ and the editor
 * at admin/index.html: it is not a page of the site, and carries its own policy (public/admin/index.html),
 * which the steps that rewrite the pages (scripts/post-build/csp.mjs, scripts/post-build/defer-scripts.mjs)
 * must leave alone. The owner's booking kit in admin/'s folders (admin/booking-confirmation/) is a page.
 */
export function htmlFiles(dir, depth = 0, inAdmin = false) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path, depth + 1, inAdmin || (depth === 0 && entry.name === 'admin'));
    const editor = inAdmin && depth === 1;
    return entry.name.endsWith('.html') && !editor ? [path] : [];
  });
}
