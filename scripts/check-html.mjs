#!/usr/bin/env node
// Validates every HTML file in out/ and says which checker ran. With Java (as in CI): the W3C Nu HTML
// Checker (vnu.jar from the vnu-jar package). Without Java: html-validate with its "standard" rules
// (conformance to the HTML standard, no style rules), so `npm test` runs on a machine with only Node.
// Prints each error and the counts; exits 1 on any error.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { htmlFiles } from './html-files.mjs';
import { outDir } from './out-dir.mjs';

/** The Nu HTML Checker's errors and warnings, or undefined when there is no Java to run it. */
function nuChecker(files) {
  const vnuJar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
  // vnu writes its JSON report to stderr.
  const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error?.code === 'ENOENT') return undefined;
  const messages = JSON.parse(run.stderr).messages;
  return {
    errors: messages.filter((message) => message.type === 'error').map((message) => `${relative(outDir, new URL(message.url).pathname)}:${message.lastLine}: ${message.message}`),
    warnings: messages.filter((message) => message.type === 'info' && message.subType === 'warning').length,
  };
}

async function htmlValidate(files) {
  const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
  const errors = [];
  let warnings = 0;
  for (const file of files) {
    for (const result of (await validator.validateFile(file)).results) {
      for (const message of result.messages) {
        if (message.severity === 2) errors.push(`${relative(outDir, file)}:${message.line}: ${message.message} (${message.ruleId})`);
        else warnings += 1;
      }
    }
  }
  return { errors, warnings };
}

// The editor's page is checked too, though it is no page of the site (htmlFiles leaves it out).
const adminPage = join(outDir, 'admin', 'index.html');
const files = [...htmlFiles(outDir), ...(existsSync(adminPage) ? [adminPage] : [])];
let checker = 'the W3C Nu HTML Checker';
let report = nuChecker(files);
if (!report) {
  checker = 'html-validate (no Java found for the W3C Nu HTML Checker; on Debian or Ubuntu: sudo apt-get install default-jre-headless)';
  report = await htmlValidate(files);
}
for (const error of report.errors) console.error(error);
console.log(`check-html: ${files.length} files checked with ${checker}: ${report.errors.length} errors, ${report.warnings} warnings`);
process.exit(report.errors.length ? 1 : 0);
