// The floor for the site's JavaScript: a bare Next.js app (one page, no components, no data cache) built in
// the same run with this project's own `next` and `react` (it sits inside the project, so it resolves
// them from the same node_modules) and `output: 'export'`, like the site. What its page loads, brotli-
// compressed as the lab serves it, is what any static Next export of these versions costs.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import * as cheerio from 'cheerio';
import { benchDir, projectRoot, run } from './lab.mjs';

const floorDir = join(benchDir, 'floor');

const FILES = {
  'next.config.mjs': `export default { output: 'export', trailingSlash: true, images: { unoptimized: true }, turbopack: { root: ${JSON.stringify(projectRoot)} } };\n`,
  'app/layout.jsx': `export default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n`,
  'app/page.jsx': `export default function Page() {\n  return <p>Floor</p>;\n}\n`,
};

const brotliSize = (body) => brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Builds the bare app and returns the JavaScript its page loads: { bytes (brotli), files, next, react }. */
export async function buildFloor({ quiet = true } = {}) {
  await rm(floorDir, { recursive: true, force: true });
  for (const [name, text] of Object.entries(FILES)) {
    await mkdir(join(floorDir, name, '..'), { recursive: true });
    await writeFile(join(floorDir, name), text);
  }
  await run(process.execPath, [join(projectRoot, 'node_modules/next/dist/bin/next'), 'build', floorDir], { quiet });
  const $ = cheerio.load(await readFile(join(floorDir, 'out', 'index.html'), 'utf8'));
  // What a current browser fetches: every script but the noModule polyfill, which only very old ones load.
  const scripts = [...new Set($('script[src]:not([nomodule])').map((_, script) => script.attribs.src).get())];
  let bytes = 0;
  for (const src of scripts) bytes += brotliSize(await readFile(join(floorDir, 'out', src)));
  const version = async (name) => JSON.parse(await readFile(join(projectRoot, 'node_modules', name, 'package.json'), 'utf8')).version;
  return { bytes, files: scripts.length, next: await version('next'), react: await version('react') };
}
