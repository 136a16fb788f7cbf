// The routes, statuses and headers every host must get right, asked of a running server.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request } from 'node:https';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { headerRules } from '../../hosts/headers.mjs';
import { headersFor, rulesOf } from '../headers.mjs';
import { outDir } from '../out-dir.mjs';
import { BARE_HOST, CheckError, HOST } from './servers.mjs';

const rules = rulesOf(headerRules);

/** One request; resolves with status, headers and the decoded body. */
function fetchPage({ port, path, host = HOST, tls = true, encoding }) {
  return new Promise((done, fail) => {
    const options = { host: '127.0.0.1', port, path, headers: { host, ...(encoding ? { 'accept-encoding': encoding } : {}) } };
    const req = (tls ? request : httpRequest)({ ...options, ...(tls ? { servername: host, rejectUnauthorized: false } : {}) }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const coding = res.headers['content-encoding'];
        const body = coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
        done({ status: res.statusCode, headers: res.headers, body: body.toString('utf8') });
      });
    });
    req.on('error', fail);
    req.setTimeout(10_000, () => req.destroy(new Error(`timed out: ${path}`)));
    req.end();
  });
}

export async function waitForPort(port, child, name) {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (child.exitCode !== null) throw new CheckError(`${name} stopped with code ${child.exitCode}: ${child.stderrText}`);
    try {
      await fetchPage({ port, path: '/', tls: false });
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new CheckError(`${name} did not answer on port ${port}`);
}

/** Checks a running server and prints a line for each check; returns the number that failed. */
export async function checkRoutes(name, { https, http }, { brotli }) {
  const lines = [];
  const failures = [];
  const expect = (ok, line) => {
    (ok ? lines : failures).push(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${line}`);
  };
  const file = (path) => readFileSync(join(outDir, path), 'utf8');
  const notFoundBody = file('404.html');
  const expectHeaders = (response, path) => {
    const missing = headersFor(rules, path).filter(([header, value]) => response.headers[header.toLowerCase()] !== value);
    expect(!missing.length, `${path} sends the headers of hosts/headers.mjs${missing.length ? ` (wrong or missing: ${missing.map(([header]) => header).join(', ')})` : ''}`);
  };

  for (const [path, source] of [['/', 'index.html'], ['/about/', 'about/index.html']]) {
    const response = await fetchPage({ port: https, path });
    expect(response.status === 200 && response.body === file(source), `${path} → 200 with out/${source} (got ${response.status})`);
    expectHeaders(response, path);
  }
  const redirect = await fetchPage({ port: https, path: '/about' });
  expect([301, 308].includes(redirect.status) && /\/about\/$/.test(redirect.headers.location ?? ''), `/about → ${redirect.status} to ${redirect.headers.location}`);

  for (const path of ['/no-such-page/', '/images/', '/_next/', '/_headers', '/.nojekyll', '/404/', '/_not-found/']) {
    const response = await fetchPage({ port: https, path });
    expect(response.status === 404 && response.body === notFoundBody, `${path} → 404 with the site's 404 page (got ${response.status}${response.body === notFoundBody ? '' : ', another body'})`);
    if (path === '/no-such-page/') expectHeaders(response, path);
  }

  const manifest = await fetchPage({ port: https, path: '/manifest.webmanifest' });
  expect(manifest.headers['content-type']?.startsWith('application/manifest+json'), `/manifest.webmanifest is application/manifest+json (got ${manifest.headers['content-type']})`);

  const css = file('index.html').match(/href="(\/_next\/static\/[^"]+\.css)"/)?.[1];
  if (!css) throw new CheckError('out/index.html links no stylesheet under /_next/static/');
  const asset = await fetchPage({ port: https, path: css });
  expect(asset.status === 200, `${css} → 200 (got ${asset.status})`);
  expectHeaders(asset, css);

  const gzip = await fetchPage({ port: https, path: '/', encoding: 'gzip' });
  expect(gzip.headers['content-encoding'] === 'gzip', `/ is gzipped for a browser without Brotli (got ${gzip.headers['content-encoding'] ?? 'none'})`);
  if (brotli) {
    for (const path of ['/', css]) {
      const response = await fetchPage({ port: https, path, encoding: 'gzip, deflate, br, zstd' });
      expect(response.headers['content-encoding'] === 'br', `${path} is sent with Brotli to a browser that accepts it (got ${response.headers['content-encoding'] ?? 'none'})`);
    }
  } else lines.push(`skip ${name}: Brotli not checked (module not installed)`);

  if (http) {
    const plain = await fetchPage({ port: http, path: '/about/', tls: false });
    expect(plain.status === 301 && plain.headers.location === `https://${HOST}/about/`, `http:// → 301 to https://${HOST}/… (got ${plain.status} ${plain.headers.location})`);
    const bare = await fetchPage({ port: https, path: '/about/', host: BARE_HOST });
    expect(bare.status === 301 && bare.headers.location === `https://${HOST}/about/`, `https://${BARE_HOST} → 301 to https://${HOST}/… (got ${bare.status} ${bare.headers.location})`);
  }
  for (const line of [...lines, ...failures]) console.log(line);
  return failures.length;
}
