// `npm run test:e2e`: finds a Chromium (scripts/find-chromium.mjs), says which, and runs Playwright with
// it. Arguments pass through: `npm run test:e2e -- e2e/pages.spec.ts --project phone-375`.
import { spawn } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

let browser;
try {
  browser = await findChromium();
} catch (error) {
  console.error(`test:e2e: ${error.message}`);
  process.exit(1);
}
console.log(`test:e2e: using ${browser.source}${browser.path ? ` (${browser.path})` : ''}`);

const child = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ...(browser.path ? { E2E_CHROMIUM_PATH: browser.path } : {}) },
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
