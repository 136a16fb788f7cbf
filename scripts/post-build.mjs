#!/usr/bin/env node
// After `next build`: removes the export's stray copies of the 404 page, gives every page the layout's
// font preloads (post-build/font-preloads.mjs: Next.js leaves them out of 404.html), defers each page's scripts
// until it has painted (post-build/defer-scripts.mjs), runs its inline data scripts together as one
// (post-build/merge-flight-scripts.mjs) and writes its Content-Security-Policy
// (post-build/csp.mjs), allowing the third parties scripts/generate.mjs listed from content/
// (post-build/third-parties.mjs). A page any step cannot handle stops the build with a message.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { htmlFiles } from './html-files.mjs';
import { removeExportArtefacts } from './post-build/artefacts.mjs';
import { addPolicy, checkPolicy, inlineScriptHashes } from './post-build/csp.mjs';
import { deferScripts } from './post-build/defer-scripts.mjs';
import { PostBuildError } from './post-build/document.mjs';
import { addFontPreloads, fontPreloads } from './post-build/font-preloads.mjs';
import { mergeFlightScripts } from './post-build/merge-flight-scripts.mjs';
import { readThirdParties } from './post-build/third-parties.mjs';
import { outDir } from './out-dir.mjs';


try {
  const thirdParties = readThirdParties();
  const removed = removeExportArtefacts(outDir);
  const files = htmlFiles(outDir);
  const unknownPages = Object.keys(thirdParties).filter((page) => !files.includes(resolve(outDir, page)));
  if (unknownPages.length) throw new PostBuildError(`${unknownPages.join(', ')}: no such page in ${outDir}, but it has third-party origins in scripts/post-build/third-parties.mjs`);
  const preloads = fontPreloads(readFileSync(join(outDir, 'index.html'), 'utf8'));
  let inlineScripts = 0;
  for (const file of files) {
    const page = relative(outDir, file);
    const html = addPolicy(mergeFlightScripts(deferScripts(addFontPreloads(readFileSync(file, 'utf8'), page, preloads), page), page), page, thirdParties[page]);
    checkPolicy(html, page);
    inlineScripts += inlineScriptHashes(html, page).length;
    writeFileSync(file, html);
  }
  console.log(`post-build: removed ${removed.join(' and ')}; in each of ${files.length} pages, scripts load after the page and a policy allows its inline scripts by hash (${inlineScripts} in all)`);
} catch (error) {
  if (!(error instanceof PostBuildError)) throw error;
  console.error(`\npost-build failed: ${error.message}\n`);
  process.exit(1);
}
