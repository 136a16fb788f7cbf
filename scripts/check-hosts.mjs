#!/usr/bin/env node
// Runs the nginx and Apache files of hosts/ (the ones docs/deploy.md tells you to install) on real
// servers: points them at out/ on free local ports with a throw-away certificate, runs the servers' own
// configuration tests, starts them, and checks the routes, statuses and headers a visitor gets against
// out/ and hosts/headers.mjs. A server that is not installed is skipped, saying so; anything else that
// goes wrong fails. CI installs both (.ci/run).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkApache } from './check-hosts/apache.mjs';
import { checkNginx } from './check-hosts/nginx.mjs';
import { CheckError } from './check-hosts/servers.mjs';
import { outDir } from './out-dir.mjs';

if (!existsSync(join(outDir, 'index.html'))) {
  console.error(`check-hosts: no site in ${outDir}; run "npm run build" first`);
  process.exit(1);
}
const workDir = mkdtempSync(join(tmpdir(), 'check-hosts-'));
let failures = 0;
try {
  for (const [name, check] of [['nginx', checkNginx], ['apache', checkApache]]) {
    const dir = join(workDir, name);
    mkdirSync(dir);
    failures += await check(dir);
  }
} catch (error) {
  if (!(error instanceof CheckError)) throw error;
  console.error(`check-hosts: ${error.message}`);
  failures += 1;
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
console.log(`check-hosts: ${failures ? `${failures} failure(s)` : 'the nginx and Apache files in hosts/ serve out/ as they should'}`);
process.exit(failures ? 1 : 0);
