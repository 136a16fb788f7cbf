// Finds a Chromium for the browser tests and the benchmark, so `npm test` works on a fresh machine with
// only Node installed. In order: CHROMIUM_PATH if set; Playwright's own browser (`npx playwright install
// chromium`); `chromium`, `chromium-browser` or `google-chrome` on PATH; the Chromium that ships inside
// the @sparticuz/chromium npm package (installed with the other packages, Linux x64 only). With none of
// these it stops with what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function onPath(name) {
  try {
    return execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

async function fromNpmPackage() {
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined;
  try {
    const { default: packaged } = await import('@sparticuz/chromium');
    return { path: await packaged.executablePath() };
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

/**
 * @returns {Promise<{ path?: string, source: string, args: string[] }>} `path` undefined means Playwright's own.
 */
export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
    return { path: fromEnv, source: 'CHROMIUM_PATH', args: [] };
  }
  if (existsSync(chromium.executablePath())) return { path: undefined, source: "Playwright's Chromium", args: [] };
  for (const name of PATH_NAMES) {
    const found = onPath(name);
    if (found) return { path: found, source: `${name} on PATH`, args: [] };
  }
  const packaged = await fromNpmPackage();
  if (packaged) {
    // Not the package's own flags: they are tuned for serverless hosts (single process, web security off).
    return { path: packaged.path, source: 'the Chromium in the @sparticuz/chromium package', args: [] };
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one with "npx playwright install chromium" ' +
      '(or on Debian/Ubuntu "sudo apt-get install chromium"), or set CHROMIUM_PATH, then run npm test again.',
  );
}
