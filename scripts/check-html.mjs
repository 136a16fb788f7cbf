#!/usr/bin/env node
// Validates every HTML file in out/ with the W3C Nu HTML Checker (vnu.jar from the vnu-jar package;
// it needs Java). Prints each error and the counts; exits 1 on any error.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { htmlFiles } from './html-files.mjs';

const outDir = resolve(process.env.OUT_DIR ?? 'out');
const vnuJar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');


// The editor's page is checked too, though it is no page of the site (htmlFiles leaves it out).
const adminPage = join(outDir, 'admin', 'index.html');
const files = [...htmlFiles(outDir), ...(existsSync(adminPage) ? [adminPage] : [])];
// vnu writes its JSON report to stderr.
const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (run.error?.code === 'ENOENT') {
  console.error('check-html: Java is needed to run the Nu HTML Checker. On Debian or Ubuntu: sudo apt-get install default-jre-headless');
  process.exit(1);
}
const report = run.stderr;
const messages = JSON.parse(report).messages;
const errors = messages.filter((message) => message.type === 'error');
const warnings = messages.filter((message) => message.type === 'info' && message.subType === 'warning');
for (const message of errors) {
  console.error(`${relative(outDir, new URL(message.url).pathname)}:${message.lastLine}: ${message.message}`);
}
console.log(`check-html: ${files.length} files checked with the Nu HTML Checker: ${errors.length} errors, ${warnings.length} warnings`);
process.exit(errors.length ? 1 : 0);
