// The site as the benchmark serves it: a copy of out/ with a zero-JavaScript twin of every route (the
// same HTML with every script and script preload removed: the floor the page could reach with no
// JavaScript) and a brotli twin of every text file, as a CDN would send it.
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import * as cheerio from 'cheerio';

const TWIN_PREFIX = '/__nojs';
export const twinPath = (route) => `${TWIN_PREFIX}${route}`;

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.txt', '.json', '.xml', '.webmanifest']);
const brotli = promisify(brotliCompress);

/** The page with every <script> element and every script preload removed, nothing else changed. */
function removeScripts(html) {
  const $ = cheerio.load(html);
  $('script').remove();
  $('link')
    .filter((_, link) => {
      const rel = (link.attribs.rel ?? '').toLowerCase().split(/\s+/);
      return rel.includes('modulepreload') || (rel.includes('preload') && (link.attribs.as ?? '').toLowerCase() === 'script');
    })
    .remove();
  return $.html();
}

/** Copies out/ to siteDir and adds the zero-JS twins and the brotli twins. */
export async function prepareSite(outDir, siteDir, routes) {
  await rm(siteDir, { recursive: true, force: true });
  await cp(outDir, siteDir, { recursive: true });
  for (const file of [...routes.map((route) => `${route}index.html`), '/404.html']) {
    if (!existsSync(join(siteDir, file))) throw new Error(`out${file} is missing: is a build running? Try again, or pass --build.`);
  }
  // Chromium 147 driven by Lighthouse 13.5 aborts the page's own request when the response carries
  // Referrer-Policy (checked: any other combination of the _headers loads); browsers do not, and the header
  // costs nothing to load, so the lab serves the rest of _headers without it.
  const headersFile = join(siteDir, '_headers');
  const headers = await readFile(headersFile, 'utf8');
  if (!/^\s+Referrer-Policy:.*\n/m.test(headers)) throw new Error('out/_headers has no Referrer-Policy line: update scripts/bench/twins.mjs');
  await writeFile(headersFile, headers.replace(/^\s+Referrer-Policy:.*\n/m, ''));
  for (const route of routes) {
    const html = await readFile(join(siteDir, route, 'index.html'), 'utf8');
    const twinFile = join(siteDir, twinPath(route), 'index.html');
    await mkdir(dirname(twinFile), { recursive: true });
    await writeFile(twinFile, removeScripts(html));
  }
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const compressed = await brotli(await readFile(file), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
    await writeFile(`${file}.br`, compressed);
  }
}
