// The lab the benchmark measures in: out/ served by scripts/serve.mjs, a stub for the third-party hosts,
// and one Chrome. Each start registers its own cleanup.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer as createHttpsServer } from 'node:https';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { contentModule, formatModule } from '../content.mjs';
import { findChromium } from '../find-chromium.mjs';
import { freePort } from '../free-port.mjs';

export const projectRoot = new URL('../..', import.meta.url).pathname;
export const benchDir = join(projectRoot, '.bench');

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-dev-shm-usage'];

const cleanups = [];

export async function runCleanups() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch {
      // Already gone.
    }
  }
}

export function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: quiet ? 'ignore' : 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}


/** Runs scripts/serve.mjs on a free port; `ensureRunning` starts it again on that port if it has stopped. */
export async function startServer(root) {
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

/**
 * The contact page embeds the form provider and (on request) Google Maps. This machine may have no
 * internet, and a third party that fails to load logs console errors that Lighthouse counts against
 * the page. So, as in the tests, those hosts are answered by a local HTTPS stub: Chrome is told they
 * live on 127.0.0.1 and to accept the stub's self-signed certificate. Their bytes still count as
 * third-party requests in the table.
 */
export async function startThirdPartyStub() {
  const { site } = (await contentModule()).getContent();
  const { mapsEmbedUrl } = await formatModule();
  const hosts = [...new Set([site.enquiryForm.formAddress, site.enquiryForm.resizeScript, mapsEmbedUrl(site)].map((url) => new URL(url).hostname))];
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
export async function startChrome(extraFlags) {
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
