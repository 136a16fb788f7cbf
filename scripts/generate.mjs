#!/usr/bin/env node
// Before every build (and `npm run dev`, `npm run edit`): loads content/ once, checking every file against
// its schema (a mistake stops here with a plain message naming the file, the field and what was
// expected), and writes every file made from it:
//   app/generated/error-screen.json  the few words the error screens need (they run in the browser, where
//                                     content/ cannot be read)
//   app/generated/third-parties.json the origins each page may load, for the Content-Security-Policy that
//                                     scripts/post-build.mjs writes after `next build`
//   app/generated/print-page.css     the printed sheets' running line and numbers (lib/content/print-page.ts)
//   public/admin/                     the editor and its configuration (scripts/build-admin.mjs)
// It also writes the host files from hosts/headers.mjs (scripts/hosts.mjs): public/_headers and the
// headers in hosts/ for CloudFront, nginx and Apache, saying so when one changed (commit them).
// and says in one line how many stand-ins remain before launch.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAdmin } from './build-admin.mjs';
import { formatModule, launchModule, loadContentOrExit, printPageModule } from './content.mjs';
import { generatedDir, thirdParties } from './post-build/third-parties.mjs';
import { writeHostFiles } from './hosts.mjs';

const content = await loadContentOrExit();
const writeJson = (name, value) => writeFileSync(join(generatedDir, name), `${JSON.stringify(value, null, 2)}\n`);
mkdirSync(generatedDir, { recursive: true });
writeJson('error-screen.json', content.interface.errorScreen);
writeJson('third-parties.json', thirdParties(content.site, await formatModule()));
writeFileSync(join(generatedDir, 'print-page.css'), (await printPageModule()).printPageCss(content.site));
console.log('Content: every file in content/ checked');
const launch = await launchModule();
const standIns = launch.findStandIns(content);
const needed = launch.beforeLaunch(standIns);
const required = needed.filter((standIn) => standIn.need === 'law').length;
if (standIns.length) console.log(`Launch check: ${needed.length} before launch (${required} required by law), ${standIns.length - needed.length} can wait: npm run check:launch`);
await buildAdmin(content);
const rewritten = writeHostFiles();
if (rewritten.length) console.log(`Hosts: ${rewritten.join(', ')} rewritten from hosts/headers.mjs: commit the change`);
