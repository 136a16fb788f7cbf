#!/usr/bin/env node
// `npm run test:engines`: the cross-engine suite (e2e/engines/checks.mjs) in Firefox ESR and WebKitGTK,
// each at 375 and 1280 px, against the built out/. An engine that is not installed is skipped, saying
// so (on Debian: sudo apt-get install firefox-esr webkit2gtk-driver xvfb matchbox-window-manager); CI
// installs them (.ci/run). Ports: ENGINES_PORT (default 4310) for the harness, the next one for the
// site and the one after for WebKitWebDriver; X displays ENGINES_DISPLAY (default 90) and the next.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { checks } from '../e2e/engines/checks.mjs';
import { loadContentOrExit, routes as loadRoutes } from './content.mjs';
import { findFirefox, openFirefox } from './engines/firefox.mjs';
import { startHarness } from './engines/harness.mjs';
import { findWebKit, openWebKit } from './engines/webkit.mjs';

const outDir = process.env.OUT_DIR ?? 'out';
const port = Number(process.env.ENGINES_PORT ?? 4310);
const display = Number(process.env.ENGINES_DISPLAY ?? 90);
const WIDTHS = [375, 1280];
const HEIGHTS = { 375: 812, 1280: 800 };
const CHECK_TIMEOUT_MS = 90_000;

if (!existsSync(`${outDir}/index.html`)) {
  console.error(`test:engines: no site in ${outDir}/; run "npm run build" first`);
  process.exit(1);
}

const engines = [];
const firefox = findFirefox();
if (firefox) engines.push({ name: 'Firefox', open: (options) => openFirefox({ path: firefox, proxyPort: port, ...options }), noJs: true });
else console.log('test:engines: skipped Firefox: firefox-esr is not installed (on Debian: sudo apt-get install firefox-esr)');
const webkit = findWebKit();
if (webkit.miniBrowser) {
  engines.push({ name: 'WebKit', open: ({ width, height }) => openWebKit({ miniBrowser: webkit.miniBrowser, display: display + WIDTHS.indexOf(width), driverPort: port + 2, proxyPort: port, width, height }) });
} else {
  console.log(`test:engines: skipped WebKit: ${webkit.missing.join(', ')} not installed (on Debian: sudo apt-get install webkit2gtk-driver xvfb matchbox-window-manager)`);
}
if (!engines.length) process.exit(0);

const content = await loadContentOrExit();
const routes = await loadRoutes();
const site = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port + 1) }, stdio: 'ignore' });
const harness = await startHarness({ port, sitePort: port + 1 });
const url = (path) => `http://127.0.0.1:${port}${path}`;
for (let attempt = 0; !(await fetch(url('/')).then((response) => response.ok, () => false)); attempt++) {
  if (attempt > 50) throw new Error('the site did not start');
  await new Promise((done) => setTimeout(done, 200));
}

const withTimeout = (promise, ms) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`took over ${ms / 1000} s`)), ms))]);

const failures = [];
let passed = 0;
for (const engine of engines) {
  for (const width of WIDTHS) {
    for (const javaScript of engine.noJs ? [true, false] : [true]) {
      const due = checks.filter((check) => (check.widths ?? WIDTHS).includes(width) && (check.javaScript ?? true) === javaScript);
      if (!due.length) continue;
      const driver = await engine.open({ width, height: HEIGHTS[width], javaScript });
      for (const check of due) {
        const label = `${driver.engine}, ${width} px${javaScript ? '' : ', JavaScript off'}: ${check.name}`;
        try {
          await withTimeout(check.run(driver, { url, content, routes, width, thirdParty: harness.thirdParty }), CHECK_TIMEOUT_MS);
          passed++;
          console.log(`  ok    ${label}`);
        } catch (error) {
          failures.push(label);
          console.log(`  FAIL  ${label}\n        ${String(error.message).split('\n').join('\n        ')}`);
        }
      }
      await driver.close();
    }
  }
}
await harness.close();
site.kill();
console.log(`engines: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
