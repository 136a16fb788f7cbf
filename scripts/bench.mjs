#!/usr/bin/env node
// Lighthouse benchmark of the static export, with performance budgets (exit code 1 if any fails).
//
// Serves a copy of out/ through scripts/serve.mjs with every text file precompressed with brotli, as a
// CDN would send it, and runs Lighthouse on every route (mobile: 3 runs, medians; desktop: 1 run), on
// the 404 page, and on a "zero-JavaScript twin" of every route: the same HTML with all its <script>
// elements and script preloads removed. The twin is the floor the page could reach with no
// JavaScript at all, so comparing a route with its twin shows what the site's JavaScript costs.
//
// Usage: node scripts/bench.mjs [--runs N] [--only /route/ ...] [--build]
//   --runs N     mobile runs per page (default 3)
//   --only PATH  measure just that route and its twin (repeatable; the 404 page is /this-page-does-not-exist/)
//   --build      run `npm run build` first (done anyway when out/ has no index.html)
// Full results go to .bench/results.json. Byte budgets use 1000-byte kilobytes.
import { spawn } from 'node:child_process';
import { createServer as createHttpsServer } from 'node:https';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, extname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { createJiti } from 'jiti';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(projectRoot, 'out');
const benchDir = join(projectRoot, '.bench');
const siteDir = join(benchDir, 'site');
const resultsPath = join(benchDir, 'results.json');

const TWIN_PREFIX = '/__nojs';
const NOT_FOUND_PATH = '/this-page-does-not-exist/';
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.txt', '.json', '.xml', '.webmanifest']);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const KB = 1000; // Byte budgets use 1000-byte kilobytes.
const BYTE_KINDS = { Document: 'html', Script: 'js', Stylesheet: 'css', Font: 'font', Image: 'image' };

const BUDGETS = {
  performance: 98,
  perfectScore: 100,
  lcpMs: 1800,
  tbtMs: 100,
  lcpOverTwin: 1.6,
  jsBytes: 135 * KB,
  homeTotalBytes: 350 * KB,
};

const cleanups = [];

async function main() {
  const startedAt = Date.now();
  const options = readOptions();
  const routes = readRoutes();
  const pages = selectPages(listPages(routes), options.only);

  if (options.build || !existsSync(join(outDir, 'index.html'))) await run('npm', ['run', 'build']);
  await prepareSite(routes);

  const stub = await startThirdPartyStub();
  const lab = { server: await startServer(siteDir), chrome: await startChrome(stub.chromeFlags) };

  const results = [];
  const total = pages.length * (options.runs + 1);
  let done = 0;
  const progress = (label) => console.error(`[${++done}/${total}] ${label}`);
  for (const page of pages) results.push(await measurePage(lab, page, options.runs, progress));

  const budgets = checkBudgets(results);
  console.log(formatTable(results));
  console.log();
  for (const budget of budgets) console.log(formatBudget(budget));

  const seconds = Math.round((Date.now() - startedAt) / 1000);
  await writeFile(resultsPath, JSON.stringify({ date: new Date().toISOString(), seconds, runs: options.runs, pages: results, budgets }, null, 2));
  const failed = budgets.filter((budget) => !budget.pass).length;
  console.log(`\n${failed ? `${failed} budget(s) failed` : 'All budgets pass'} (${seconds} s). Full results: ${resultsPath}`);
  if (failed) process.exitCode = 1;
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      only: { type: 'string', multiple: true },
      build: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not "${values.runs}"`);
  return { runs, only: values.only, build: values.build };
}

/** The `routes` list of content/navigation.ts (a TypeScript file, so it is read rather than imported). */
function readRoutes() {
  const source = readFileSync(join(projectRoot, 'content/navigation.ts'), 'utf8');
  const list = source.match(/export const routes = \[([^\]]*)\]/)?.[1];
  if (!list) throw new Error('Could not find `export const routes = [...]` in content/navigation.ts');
  return [...list.matchAll(/'([^']*)'/g)].map((match) => match[1]);
}

/** Every route followed by its zero-JS twin, then the 404 page. */
function listPages(routes) {
  const pages = routes.flatMap((route) => [
    { name: route, path: route, kind: 'route' },
    { name: `${route} (no JS)`, path: twinPath(route), kind: 'twin', route },
  ]);
  return [...pages, { name: '404', path: NOT_FOUND_PATH, kind: 'notFound' }];
}

function selectPages(pages, only) {
  if (!only) return pages;
  const unknown = only.filter((path) => !pages.some((page) => page.path === path));
  if (unknown.length) throw new Error(`Unknown --only ${unknown.join(', ')}; use one of ${pages.filter((page) => page.kind !== 'twin').map((page) => page.path).join(' ')}`);
  return pages.filter((page) => only.includes(page.path) || only.includes(page.route));
}

const twinPath = (route) => `${TWIN_PREFIX}${route}`;

function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: quiet ? 'ignore' : 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Copies out/ to .bench/site, adds the zero-JS twins and the brotli twins of every text file. */
async function prepareSite(routes) {
  await rm(siteDir, { recursive: true, force: true });
  await cp(outDir, siteDir, { recursive: true });
  for (const route of [...routes.map((route) => `${route}index.html`), '/404.html']) {
    if (!existsSync(join(siteDir, route))) throw new Error(`out${route} is missing: is a build running? Try again, or pass --build.`);
  }
  for (const route of routes) {
    const html = await readFile(join(siteDir, route, 'index.html'), 'utf8');
    const twinFile = join(siteDir, twinPath(route), 'index.html');
    await mkdir(dirname(twinFile), { recursive: true });
    await writeFile(twinFile, removeScripts(html));
  }
  await precompress(siteDir);
}

/** The HTML with every <script> element and every script preload removed, nothing else changed. */
function removeScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) => (isScriptPreload(tag) ? '' : tag));
}

function isScriptPreload(tag) {
  const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
  return rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag, 'as')?.toLowerCase() === 'script');
}

function attribute(tag, name) {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

const brotli = promisify(brotliCompress);

async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const compressed = await brotli(await readFile(file), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
    await writeFile(`${file}.br`, compressed);
  }
}

/** Runs scripts/serve.mjs on a free port; `ensureRunning` starts it again on that port if it has stopped. */
async function startServer(root) {
  const port = await freePort();
  const server = { url: `http://127.0.0.1:${port}` };
  server.ensureRunning = async () => {
    if (server.process && server.process.exitCode === null && server.process.signalCode === null) return;
    server.process = await spawnServer(root, port);
  };
  await server.ensureRunning();
  cleanups.push(() => {
    server.process.removeAllListeners('exit');
    server.process.kill();
  });
  return server;
}

/** Spawns scripts/serve.mjs and resolves with the child process once it says it is serving. */
function spawnServer(root, port) {
  const child = spawn(process.execPath, [join(projectRoot, 'scripts/serve.mjs')], {
    cwd: projectRoot,
    env: { ...process.env, OUT_DIR: root, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let serving = false;
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!serving && output.includes('Serving')) {
        serving = true;
        resolve(child);
      }
    });
    child.once('error', reject);
    child.on('exit', (code, signal) => {
      if (!serving) reject(new Error(`scripts/serve.mjs exited with ${code ?? signal} before serving`));
      else console.error(`  scripts/serve.mjs stopped unexpectedly (${code ?? signal})`);
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}


/**
 * The contact page embeds the form provider and (on request) Google Maps. This machine may have no
 * internet, and a third party that fails to load logs console errors that Lighthouse counts against
 * the page. So, as in the tests, those hosts are answered by a local HTTPS stub: Chrome is told they
 * live on 127.0.0.1 and to accept the stub's self-signed certificate. Their bytes still count as
 * third-party requests in the table.
 */
async function startThirdPartyStub() {
  const { mapsEmbedUrl, studio } = await createJiti(import.meta.url).import('../content/site.ts');
  const hosts = [...new Set([studio.form.origin, studio.form.embedHandlerUrl, mapsEmbedUrl].map((url) => new URL(url).hostname))];
  const keyFile = join(benchDir, 'stub-key.pem');
  const certFile = join(benchDir, 'stub-cert.pem');
  await mkdir(benchDir, { recursive: true });
  await run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=third-party-stub', '-keyout', keyFile, '-out', certFile], { quiet: true });
  const server = createHttpsServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (request, response) => {
    const script = request.url?.split('?')[0].endsWith('.js');
    response.writeHead(200, { 'Content-Type': script ? 'text/javascript' : 'text/html; charset=utf-8' });
    response.end(script ? 'window.jotformEmbedHandler = function () {};' : '<!doctype html><html lang="en"><title>Stub</title><p>Third-party stub</p></html>');
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanups.push(() => server.close());
  return {
    chromeFlags: [`--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(', ')}`, '--ignore-certificate-errors'],
  };
}

/** One Chrome shared by every run (Lighthouse opens a fresh tab and clears the origin's storage each time). */
async function startChrome(extraFlags) {
  const found = await findChromium();
  const chromePath = found.path ?? chromium.executablePath();
  console.log(`bench: using ${found.source} (${chromePath})`);
  const chromeFlags = [...CHROME_FLAGS, ...extraFlags];
  const chrome = { instance: await chromeLauncher.launch({ chromePath, chromeFlags }) };
  chrome.restart = async () => {
    chrome.instance.kill();
    chrome.instance = await chromeLauncher.launch({ chromePath, chromeFlags });
  };
  cleanups.push(() => chrome.instance.kill());
  return chrome;
}

/** Runs Lighthouse; on a failure (such as a protocol error) relaunches Chrome (and the server if it
 * has stopped) and tries once more. */
async function runLighthouse({ chrome, server }, url, config) {
  const flags = { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES, ignoreStatusCode: url.endsWith(NOT_FOUND_PATH) };
  try {
    return await lighthouseOnce(chrome, url, flags, config);
  } catch (error) {
    console.error(`  Lighthouse failed on ${url} (${error.message}); retrying once with a new Chrome`);
    await sleep(5000);
    await server.ensureRunning();
    await chrome.restart();
    return lighthouseOnce(chrome, url, flags, config);
  }
}

async function lighthouseOnce(chrome, url, flags, config) {
  const result = await lighthouse(url, { ...flags, port: chrome.instance.port }, config);
  const { lhr } = result ?? {};
  if (!lhr) throw new Error('no result');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const missing = CATEGORIES.filter((id) => typeof lhr.categories[id]?.score !== 'number');
  if (missing.length) throw new Error(`no score for ${missing.join(', ')}`);
  return lhr;
}

async function measurePage(lab, page, runs, progress) {
  const url = `${lab.server.url}${page.path}`;
  const mobileRuns = [];
  for (let index = 1; index <= runs; index++) {
    progress(`${page.name}: mobile run ${index}/${runs}`);
    mobileRuns.push(await runLighthouse(lab, url));
  }
  progress(`${page.name}: desktop`);
  const desktop = await runLighthouse(lab, url, desktopConfig);

  const runSummaries = mobileRuns.map((lhr) => ({ scores: scoresOf(lhr), metrics: metricsOf(lhr) }));
  return {
    ...page,
    mobile: {
      scores: medianOf(runSummaries.map((summary) => summary.scores)),
      metrics: medianOf(runSummaries.map((summary) => summary.metrics)),
      runs: runSummaries,
    },
    desktop: { scores: scoresOf(desktop), metrics: metricsOf(desktop) },
    // Byte counts come from the first mobile run: the same files load on every run.
    transfer: transferOf(mobileRuns[0]),
    failingAudits: failingAudits(mobileRuns[0]),
    warnings: [...new Set(mobileRuns.flatMap((lhr) => lhr.runWarnings))],
  };
}

function scoresOf(lhr) {
  return Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]));
}

/** The audits that cost points outside performance, by category, to say why a score is below 100. */
function failingAudits(lhr) {
  const failing = (id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
  return Object.fromEntries(CATEGORIES.filter((id) => id !== 'performance').map((id) => [id, failing(id)]));
}

function metricsOf(lhr) {
  const value = (id) => lhr.audits[id].numericValue;
  return {
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/** The per-key median of a list of objects of numbers. */
function medianOf(list) {
  return Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(list.map((item) => item[key]))]));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The body a request brought, as sent: the .br twin's size where the server has one, else the file's.
 * Lighthouse's transferSize adds the HTTP/1.1 response headers (about 1 kB each here, with the security
 * headers), which HTTP/2 on a real CDN mostly compresses away; the budgets count bodies, the total both.
 */
function bodyBytes(pathname, fallback) {
  const relativePath = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
  const file = join(siteDir, decodeURIComponent(relativePath));
  for (const candidate of [`${file}.br`, file]) if (existsSync(candidate)) return statSync(candidate).size;
  return fallback;
}

/** Bytes by kind of the requests to the local server, from the `network-requests` audit. */
function transferOf(lhr) {
  const bytes = { html: 0, css: 0, js: 0, font: 0, image: 0, other: 0, total: 0 };
  const files = [];
  const thirdParty = [];
  for (const item of lhr.audits['network-requests'].details.items) {
    const { protocol, hostname, pathname, search } = new URL(item.url);
    if (!/^https?:$/.test(protocol)) continue;
    if (hostname !== '127.0.0.1') {
      thirdParty.push(item.url);
      continue;
    }
    const size = item.transferSize ?? 0;
    const kind = BYTE_KINDS[item.resourceType] ?? 'other';
    const body = item.statusCode === 404 ? bodyBytes('/404.html', size) : bodyBytes(pathname, size);
    bytes[kind] += body;
    bytes.total += size;
    files.push({ path: pathname + search, kind, transferSize: size, body, resourceSize: item.resourceSize });
  }
  return { bytes, requests: files.length, thirdPartyRequests: thirdParty.length, files, thirdParty };
}

/** Every budget line, for the pages that were measured. */
function checkBudgets(results) {
  const budgets = [];
  const add = (label, figure, budget, pass) => budgets.push({ label, figure, budget, pass });
  // The twins are a yardstick, not pages anyone visits: they have no budgets of their own.
  const realPages = results.filter((page) => page.kind !== 'twin');

  for (const page of realPages) {
    const { performance, accessibility } = page.mobile.scores;
    add(`${page.name} mobile performance`, performance, `>= ${BUDGETS.performance}`, performance >= BUDGETS.performance);
    add(`${page.name} accessibility`, accessibility, `= ${BUDGETS.perfectScore}`, accessibility === BUDGETS.perfectScore);
    // The 404 page is exempt from SEO (its status is 404 by design) and best practices (Chrome logs the 404).
    if (page.kind === 'route') {
      for (const id of ['best-practices', 'seo']) {
        const score = page.mobile.scores[id];
        add(`${page.name} ${id}`, score, `= ${BUDGETS.perfectScore}`, score === BUDGETS.perfectScore);
      }
    }
  }
  for (const page of realPages) {
    const { cls, tbt, lcp } = page.mobile.metrics;
    add(`${page.name} CLS`, cls.toFixed(2), '0.00', cls.toFixed(2) === '0.00');
    add(`${page.name} mobile TBT`, `${Math.round(tbt)} ms`, `<= ${BUDGETS.tbtMs} ms`, tbt <= BUDGETS.tbtMs);
    add(`${page.name} mobile LCP`, `${Math.round(lcp)} ms`, `<= ${BUDGETS.lcpMs} ms`, lcp <= BUDGETS.lcpMs);
  }
  for (const page of realPages.filter((page) => page.kind === 'route')) {
    const ratio = lcpRatio(page, results);
    if (ratio !== undefined) {
      add(`${page.name} mobile LCP / zero-JS twin's`, `${ratio.toFixed(2)}×`, `<= ${BUDGETS.lcpOverTwin}×`, ratio <= BUDGETS.lcpOverTwin);
    }
  }
  for (const page of realPages) {
    const { js } = page.transfer.bytes;
    add(`${page.name} JavaScript (brotli, 1 kB = 1000 B)`, `${kB(js)} kB`, `<= ${kB(BUDGETS.jsBytes)} kB`, js <= BUDGETS.jsBytes);
  }
  const home = results.find((page) => page.kind === 'route' && page.path === '/');
  if (home) {
    const { total } = home.transfer.bytes;
    add('/ total transfer (brotli, 1 kB = 1000 B)', `${kB(total)} kB`, `<= ${kB(BUDGETS.homeTotalBytes)} kB`, total <= BUDGETS.homeTotalBytes);
  }
  return budgets;
}

function lcpRatio(page, results) {
  const twin = results.find((other) => other.kind === 'twin' && other.route === page.path);
  return twin ? page.mobile.metrics.lcp / twin.mobile.metrics.lcp : undefined;
}

const kB = (bytes) => (bytes / KB).toFixed(1);

function formatTable(results) {
  const headings = ['Page', 'Mobile P/A/BP/SEO', 'Desktop P/A/BP/SEO', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'LCP/twin', 'HTML kB', 'CSS kB', 'JS kB', 'Font kB', 'Img kB', 'Other kB', 'Total kB', 'Reqs', '3rd-party'];
  const rows = results.map((page) => {
    const { lcp, fcp, tbt, cls } = page.mobile.metrics;
    const { bytes, requests, thirdPartyRequests } = page.transfer;
    const ratio = page.kind === 'route' ? lcpRatio(page, results) : undefined;
    return [
      page.kind === 'twin' ? '  └ no JS' : page.name,
      scoreLine(page.mobile.scores),
      scoreLine(page.desktop.scores),
      Math.round(lcp),
      Math.round(fcp),
      Math.round(tbt),
      cls.toFixed(2),
      ratio === undefined ? '' : `${ratio.toFixed(2)}×`,
      ...['html', 'css', 'js', 'font', 'image', 'other', 'total'].map((kind) => kB(bytes[kind])),
      requests,
      thirdPartyRequests,
    ].map(String);
  });
  const widths = headings.map((heading, column) => Math.max(heading.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  const note = 'HTML … Other: brotli bodies as sent. Total: every byte received, HTTP/1.1 headers included. 1 kB = 1000 B.';
  return [line(headings), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line), note].join('\n');
}

const scoreLine = (scores) => CATEGORIES.map((id) => scores[id]).join('/');

function formatBudget({ label, figure, budget, pass }) {
  return `${pass ? 'PASS' : 'FAIL'}  ${label}: ${figure} vs ${budget}`;
}

async function runCleanups() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch {
      // Already gone.
    }
  }
}

for (const [signal, exitCode] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.once(signal, async () => {
    await runCleanups();
    process.exit(exitCode);
  });
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(runCleanups);
