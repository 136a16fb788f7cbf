// The third parties each page may load, from content/: only the Contact page, which embeds the form and
// the map, may use them. Worked out by scripts/generate.mjs before the build (where content/ is loaded)
// and read by scripts/post-build.mjs after it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PostBuildError } from './document.mjs';

export const generatedDir = join(import.meta.dirname, '..', '..', 'app', 'generated');
const file = join(generatedDir, 'third-parties.json');
const origin = (url) => new URL(url).origin;

/** Pages that embed third parties, by their file in out/, and what each may load. */
export const thirdParties = (site, { mapsEmbedUrl }) => ({
  'contact/index.html': {
    script: [origin(site.enquiryForm.resizeScript)],
    frame: [site.enquiryForm.formAddress, origin(mapsEmbedUrl(site))],
    // The form's island asks the provider whether it can be reached, to offer e-mail in its place if not.
    connect: [site.enquiryForm.formAddress],
  },
});

/** The table scripts/generate.mjs wrote for this build. */
export function readThirdParties() {
  if (!existsSync(file)) throw new PostBuildError(`${file} is missing: run "npm run generate" before "next build" (npm run build does both)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}
