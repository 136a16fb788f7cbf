#!/usr/bin/env node
// Serves out/ the way a static host does: /about/ → about/index.html, unknown paths → 404.html with
// status 404, and the response headers listed in out/_headers (copied from public/_headers).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { headersFor, parseHeadersFile } from './headers.mjs';
import { outDir as root } from './out-dir.mjs';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No site found in ${root}. Run "npm run build" first (or "npm start", which builds and serves).`);
  process.exit(1);
}

const headersPath = join(root, '_headers');
const headerRules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
const notFoundPage = readFileSync(join(root, '404.html'));
const notFoundBrotli = existsSync(join(root, '404.html.br')) ? readFileSync(join(root, '404.html.br')) : null;

const serveStatic = sirv(root, {
  dev: false,
  etag: true,
  extensions: ['html'],
  // Serves .br / .gz twins of files where they exist, as a CDN would (the benchmark makes them).
  brotli: true,
  gzip: true,
  setHeaders(res, pathname) {
    for (const [name, value] of headersFor(headerRules, pathname)) res.setHeader(name, value);
  },
});

// Netlify and Cloudflare Pages read _headers and never serve it; dot-files (.nojekyll) sirv never serves.
const unpublished = new Set(['/_headers']);
// A folder address is its index.html or nothing (sirv alone would answer /404/ with 404.html and 200).
const isUnpublished = (pathname) =>
  unpublished.has(pathname) || (pathname.endsWith('/') && !existsSync(join(root, pathname, 'index.html')));

const server = createServer((req, res) => {
  const notFound = () => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    for (const [name, value] of headersFor(headerRules, pathname)) res.setHeader(name, value);
    const brotli = notFoundBrotli && /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    const body = brotli ? notFoundBrotli : notFoundPage;
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(brotli ? { 'Content-Encoding': 'br' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (isUnpublished(decodeURIComponent(pathname))) notFound();
  else serveStatic(req, res, notFound);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/ (Ctrl+C to stop)`);
});
