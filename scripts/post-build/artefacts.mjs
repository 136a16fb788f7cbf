// `next build` with `output: 'export'` also writes the 404 page as out/404/index.html and
// out/_not-found/ (with its client payloads). Static hosts would serve them as pages with status 200 at
// /404/ and /_not-found/; the site's 404 page is out/404.html, which every host serves with status 404.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PostBuildError } from './document.mjs';

const EXPORT_ARTEFACTS = ['404', '_not-found'];

/** Removes the artefacts; throws PostBuildError if one is not where Next.js has always put it. */
export function removeExportArtefacts(outDir) {
  if (!existsSync(join(outDir, '404.html'))) throw new PostBuildError(`${join(outDir, '404.html')} is missing: the site has no 404 page`);
  for (const folder of EXPORT_ARTEFACTS) {
    const page = join(outDir, folder, 'index.html');
    if (!existsSync(page)) throw new PostBuildError(`${page} not found: has Next.js changed what its export writes? Check out/ for pages that should not be published`);
    rmSync(join(outDir, folder), { recursive: true });
  }
  return EXPORT_ARTEFACTS.map((folder) => `/${folder}/`);
}
