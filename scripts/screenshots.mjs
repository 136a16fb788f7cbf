#!/usr/bin/env node
// Screenshots of every page as a visitor sees it, for the design review: at 320, 375, 768, 1280 and
// 1920 px, with the phone menu open, in forced colours (Windows high contrast) and as printed (a PDF per page). Serves out/ (build
// first), intercepts every third-party request, and writes to .screenshots/ (not committed).
//   SCREENSHOTS_PORT=4390 node scripts/screenshots.mjs [--only /contact/] [--widths 320,1280] [--modes screen,menu,forced,print]
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const { values } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    widths: { type: 'string', default: '320,375,768,1280,1920' },
    modes: { type: 'string', default: 'screen,menu,forced,print' },
    out: { type: 'string', default: '.screenshots' },
  },
});
const pages = values.only ?? ['/', '/about/', '/sessions/', '/contact/', '/privacy-policy/', '/terms/', '/no-such-page/'];
const widths = values.widths.split(',').map(Number);
const modes = new Set(values.modes.split(','));
const port = Number(process.env.SCREENSHOTS_PORT ?? 4390);
const origin = `http://127.0.0.1:${port}`;
mkdirSync(values.out, { recursive: true });

const server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
const found = await findChromium();
const browser = await chromium.launch({ executablePath: found.path, args: found.args });
try {
  await waitForServer();
  const name = (path, suffix) => join(values.out, `${path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home'}-${suffix}`);
  for (const path of pages) {
    for (const width of widths) {
      if (modes.has('screen')) await shoot(path, width, {}, name(path, `${width}.png`));
      if (modes.has('menu') && width < 768) {
        const page = await open(path, width, {});
        await page.locator('header button').click();
        await page.screenshot({ path: name(path, `${width}-menu.png`) });
        await page.context().close();
      }
      if (modes.has('forced') && (width === 375 || width === 1280)) await shoot(path, width, { forcedColors: 'active' }, name(path, `${width}-forced.png`));
    }
    if (modes.has('print')) {
      const page = await open(path, 1280, {});
      await loadPictures(page);
      await page.emulateMedia({ media: 'print' });
      await page.pdf({ path: name(path, 'print.pdf'), format: 'A4', printBackground: false });
      await page.screenshot({ path: name(path, 'print.png'), fullPage: true });
      await page.context().close();
    }
  }
  console.log(`screenshots: ${pages.length} pages written to ${values.out}/ using ${found.source}`);
} finally {
  await browser.close();
  server.kill();
}

async function open(path, width, options) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, ...options });
  await context.route((url) => url.origin !== origin, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(origin + path, { waitUntil: 'load' });
  return page;
}

// Headless Chromium now and then never finishes a full-page capture of a long page (about 1 run in 3 on a
// 2-core machine, a different shot each time): such a shot is taken again once, in a fresh page, before giving up.
async function shoot(path, width, options, file) {
  try {
    await shootOnce(path, width, options, file);
  } catch (error) {
    if (error?.name !== 'TimeoutError') throw error;
    console.warn(`screenshots: ${file} timed out; taking it again`);
    await shootOnce(path, width, options, file);
  }
}

async function shootOnce(path, width, options, file) {
  const page = await open(path, width, options);
  await loadPictures(page);
  try {
    await page.screenshot({ path: file, fullPage: true });
  } finally {
    await page.context().close();
  }
}

// Lazily loaded pictures load only near the viewport: scroll through the page first, as a visitor would before
// looking at it whole or printing it (otherwise a print taken right after loading races them).
async function loadPictures(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  await page.waitForTimeout(300);
}

async function waitForServer() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The local server did not start on ${origin}`);
}
