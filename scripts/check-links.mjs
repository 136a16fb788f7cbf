#!/usr/bin/env node
// Crawls out/ from the home page with linkinator (served by its own local server) and fails on any
// broken internal link or missing asset: pages, scripts, styles, fonts, images, icons, the manifest.
// External links are listed but not fetched: tests never use the network.
import { LinkChecker } from 'linkinator';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { htmlFiles } from './html-files.mjs';
import { deferredScripts } from './post-build/defer-scripts.mjs';
import { outDir } from './out-dir.mjs';

const checker = new LinkChecker();
const external = new Set();

const result = await checker.check({
  path: outDir,
  recurse: true,
  concurrency: 8,
  // Only the site itself is fetched; anything on another host is noted and skipped.
  linksToSkip: async (url) => {
    const local = url.startsWith('http://localhost') || url.startsWith('http://127.0.0.1');
    if (!local) external.add(url);
    return !local;
  },
});

// The pages' scripts are named in the inline loader scripts/post-build/defer-scripts.mjs writes, which a
// crawler does not read: check those files exist too.
const scripts = new Set(
  htmlFiles(outDir).flatMap((file) => deferredScripts(readFileSync(file, 'utf8'), relative(outDir, file)).map((script) => script.src)),
);
const missingScripts = [...scripts].filter((src) => !existsSync(join(outDir, src)));

const checked = result.links.filter((link) => link.state !== 'SKIPPED');
const broken = result.links.filter((link) => link.state === 'BROKEN');
for (const link of broken) console.error(`BROKEN ${link.status} ${link.url} (linked from ${link.parent})`);
for (const src of missingScripts) console.error(`MISSING ${src} (loaded by the pages' script loader)`);
console.log(
  `check-links: ${checked.length} internal links and assets checked, ${broken.length} broken; ` +
    `${scripts.size} deferred scripts checked, ${missingScripts.length} missing; ${external.size} external links not fetched`,
);
process.exit(broken.length || missingScripts.length ? 1 : 0);
