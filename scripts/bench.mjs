#!/usr/bin/env node
// Lighthouse benchmark of the static export, with performance budgets (exit code 1 if any fails).
//
// Serves a copy of out/ with every text file precompressed with brotli, as a CDN would send it, and runs
// Lighthouse on every route (mobile: 3 runs, medians; desktop: 1 run), on the 404 page, and on a
// "zero-JavaScript twin" of every route (bench/twins.mjs), so comparing a route with its twin shows what
// the site's JavaScript costs, and builds a bare Next.js export of the same versions (bench/floor.mjs), the
// floor for the JavaScript each page loads. bench/lab.mjs starts the server, the third-party stub and Chrome;
// bench/lighthouse.mjs runs Lighthouse; bench/budgets.mjs holds the budgets and prints the table.
//
// Not @lhci/cli: its latest release (0.15) pins lighthouse 12, and these figures are Lighthouse 13's;
// nor does it make the zero-JavaScript twins or compare pages with each other.
//
// Usage: node scripts/bench.mjs [--runs N] [--only /route/ ...] [--build]
//   --runs N     mobile runs per page (default 3)
//   --applied-runs N  mobile runs per page with Lighthouse's applied (devtools) throttling, whose observed
//                FCP and LCP the table prints beside the simulated ones (default 3; 0 leaves them out)
//   --only PATH  measure just that route and its twin (repeatable; the 404 page is /this-page-does-not-exist/)
//   --build      run `npm run build` first (done anyway when out/ has no index.html)
// Full results go to .bench/results.json.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkBudgets, formatBudget, formatTable } from './bench/budgets.mjs';
import { buildFloor } from './bench/floor.mjs';
import { benchDir, projectRoot, run, runCleanups, startChrome, startServer, startThirdPartyStub } from './bench/lab.mjs';
import { NOT_FOUND_PATH, measurePage } from './bench/lighthouse.mjs';
import { prepareSite, twinPath } from './bench/twins.mjs';
import { routes } from './content.mjs';

const outDir = join(projectRoot, 'out');
const siteDir = join(benchDir, 'site');
const resultsPath = join(benchDir, 'results.json');

async function main() {
  const startedAt = Date.now();
  const options = readOptions();
  const siteRoutes = await routes();
  const pages = selectPages(listPages(siteRoutes), options.only);

  if (options.build || !existsSync(join(outDir, 'index.html'))) await run('npm', ['run', 'build']);
  await prepareSite(outDir, siteDir, siteRoutes);
  console.error('Building the floor: a bare Next.js export of the same versions');
  const floor = await buildFloor();

  const stub = await startThirdPartyStub();
  const lab = { siteDir, server: await startServer(siteDir), chrome: await startChrome(stub.chromeFlags) };

  const results = [];
  const total = pages.reduce((sum, page) => sum + options.runs + 1 + (page.kind === 'twin' ? 0 : options.appliedRuns), 0);
  let done = 0;
  const progress = (label) => console.error(`[${++done}/${total}] ${label}`);
  // The zero-JS twins are measured by the simulation only: they answer what the scripts cost, not when the largest paint comes.
  for (const page of pages) results.push(await measurePage(lab, page, options.runs, progress, page.kind === 'twin' ? 0 : options.appliedRuns));

  const budgets = checkBudgets(results, floor);
  console.log(formatTable(results, floor));
  console.log();
  for (const budget of budgets) console.log(formatBudget(budget));

  const seconds = Math.round((Date.now() - startedAt) / 1000);
  await writeFile(resultsPath, JSON.stringify({ date: new Date().toISOString(), seconds, runs: options.runs, floor, pages: results, budgets }, null, 2));
  const failed = budgets.filter((budget) => !budget.pass).length;
  console.log(`\n${failed ? `${failed} budget(s) failed` : 'All budgets pass'} (${seconds} s). Full results: ${resultsPath}`);
  if (failed) process.exitCode = 1;
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'applied-runs': { type: 'string', default: '3' },
      only: { type: 'string', multiple: true },
      build: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not "${values.runs}"`);
  const appliedRuns = Number(values['applied-runs']);
  if (!Number.isInteger(appliedRuns) || appliedRuns < 0) throw new Error(`--applied-runs must be 0 or a positive integer, not "${values['applied-runs']}"`);
  return { runs, appliedRuns, only: values.only, build: values.build };
}

/** Every route followed by its zero-JS twin, then the 404 page. */
function listPages(siteRoutes) {
  const pages = siteRoutes.flatMap((route) => [
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
