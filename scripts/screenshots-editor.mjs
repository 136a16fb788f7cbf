#!/usr/bin/env node
// `npm run screenshots:editor`: the pictures of the editor in docs/owner-guide.md, made again from the
// editor as it is now (docs/images/editor-*.png). The editor works on a throwaway copy of content/, so
// nothing in the project changes; no request leaves this computer.
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import sirv from 'sirv';
import { parse, stringify } from 'yaml';
import { findChromium } from './find-chromium.mjs';
import { freePort } from './free-port.mjs';

const root = join(import.meta.dirname, '..');
const imagesDir = join(root, 'docs', 'images');
const admin = spawnSync(process.execPath, [join(root, 'scripts/generate.mjs')], { stdio: 'inherit' });
if (admin.status !== 0) process.exit(admin.status ?? 1);

const copy = mkdtempSync(join(tmpdir(), 'editor-screenshots-'));
cpSync(join(root, 'content'), join(copy, 'content'), { recursive: true, filter: (source) => !/\.tsx?$/.test(source) });
cpSync(join(root, 'public', 'images'), join(copy, 'public', 'images'), { recursive: true, filter: (source) => !source.includes('_generated') });

const [editorPort, sitePort] = [await freePort(), await freePort()];
const editorServer = spawn(process.execPath, [join(root, 'node_modules/decap-server/dist/index.js')], {
  env: { ...process.env, PORT: String(editorPort), GIT_REPO_DIRECTORY: copy, MODE: 'fs', LOG_LEVEL: 'error' },
  stdio: 'ignore',
});
const site = createServer(sirv(join(root, 'public'), { dev: true })).listen(sitePort, '127.0.0.1');
const localBackend = `http://localhost:${editorPort}/api/v1`;

const browser = await chromium.launch({ executablePath: (await findChromium()).path });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.context().route(
    (url) => ![`http://127.0.0.1:${sitePort}`, `http://localhost:${editorPort}`].includes(url.origin),
    (route) => route.abort(),
  );
  await page.route('**/admin/config.yml', async (route) => {
    const response = await route.fetch();
    const config = parse(await response.text());
    config.local_backend.url = localBackend;
    if (config.backend.name === 'proxy') config.backend.proxy_url = localBackend;
    await route.fulfill({ response, body: stringify(config) });
  });
  for (let tries = 0; ; tries++) {
    const up = await fetch(localBackend, { method: 'POST', body: '{"action":"info"}', headers: { 'Content-Type': 'application/json' } }).then((reply) => reply.ok, () => false);
    if (up) break;
    if (tries > 50) throw new Error('the local editing server (decap-server) did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  mkdirSync(imagesDir, { recursive: true });
  const shoot = async (name) => {
    await page.waitForTimeout(400);
    // Small files: a 256-colour palette is plenty for an interface.
    await sharp(await page.screenshot()).png({ palette: true, compressionLevel: 9, effort: 10 }).toFile(join(imagesDir, `editor-${name}.png`));
    console.log(`docs/images/editor-${name}.png`);
  };
  const openFile = async (label) => {
    await page.goto(`http://127.0.0.1:${sitePort}/admin/index.html#/collections/content`);
    await page.getByRole('link', { name: label, exact: true }).click();
  };
  const openList = async (label) => {
    const list = page.locator('[aria-label="list field"]').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) }).first();
    await list.locator('label').first().scrollIntoViewIfNeeded();
    return list;
  };
  /** Opens the list item whose summary reads `summary`, and scrolls the field labelled `label` into view. */
  const openItem = async (list, summary, label) => {
    // The item's first button (beside its summary) opens it.
    await list.getByText(summary, { exact: true }).first().locator('xpath=..').locator('button').first().click();
    const field = list.locator('label', { hasText: new RegExp(`^${label}`) }).first();
    await field.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
  };

  await page.goto(`http://127.0.0.1:${sitePort}/admin/index.html`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Sessions and prices' }).waitFor();
  await shoot('files');

  const { readFileSync } = await import('node:fs');
  const sessions = parse(readFileSync(join(copy, 'content', 'sessions.yaml'), 'utf8'));
  await openFile('Sessions and prices');
  await openItem(await openList('Private sessions'), sessions.offers[0].title, 'Price in pounds');
  // A new price (in the throwaway copy) makes the Publish button appear, as any change does.
  const price = page.getByLabel('Price in pounds, for the whole session', { exact: true }).first();
  await price.fill(String(sessions.offers[0].price.from + 1));
  await price.focus();
  await shoot('price');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).waitFor();
  await shoot('publish');
  await page.getByText('Publish now', { exact: true }).click();
  // The "Entry saved" notice would sit over the next pictures: a click closes it.
  await page.getByText('Entry saved').click();
  await page.getByText('Entry saved').waitFor({ state: 'hidden' });

  await openFile('Opening hours');
  await (await openList('Opening hours')).getByTestId('expand-button').first().click();
  await shoot('hours');

  const faq = parse(readFileSync(join(copy, 'content', 'faq.yaml'), 'utf8'));
  await openFile('Questions and answers (About page)');
  await openItem(await openList('Questions'), faq.items[0].question, 'Answer');
  await shoot('faq');

  const testimonials = parse(readFileSync(join(copy, 'content', 'testimonials.yaml'), 'utf8'));
  await openFile('Testimonials (home page)');
  await openItem(await openList('Testimonials'), testimonials.items[0].name, 'A real client');
  await shoot('testimonial');

  await openFile('About page');
  const portrait = page.locator('label', { hasText: /^Photo of the teacher/ }).first();
  await portrait.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 250));
  await shoot('photo');
} finally {
  await browser.close();
  site.close();
  editorServer.kill();
  rmSync(copy, { recursive: true, force: true });
}
