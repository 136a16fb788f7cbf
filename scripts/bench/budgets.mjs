// The budgets each measured page must meet, and the table of figures.
import { CATEGORIES } from './lighthouse.mjs';

const KB = 1000; // Byte budgets use 1000-byte kilobytes.

const BUDGETS = {
  performance: 98,
  perfectScore: 100,
  lcpMs: 1800,
  tbtMs: 100,
  lcpOverTwin: 1.6,
  // Every page paints within this factor of the home page's FCP and LCP, in the same run.
  overHome: 1.15,
  jsBytes: 135 * KB,
  homeTotalBytes: 350 * KB,
  // The largest paint comes with the first: nothing big arrives after it.
  lcpOverFcp: 1.05,
  // The JavaScript each page loads, over a bare Next export of the same versions (./floor.mjs).
  jsOverFloor: 1.06,
  // The art direction's budget for the web fonts a page loads.
  fontBytes: 60 * KB,
};

const kB = (bytes) => (bytes / KB).toFixed(1);
const ratio = (page, other, metric) => page.mobile.metrics[metric] / other.mobile.metrics[metric];
const twinOf = (page, results) => results.find((other) => other.kind === 'twin' && other.route === page.path);
const homeOf = (results) => results.find((page) => page.kind === 'route' && page.path === '/');

/** Every budget line, for the pages that were measured. */
export function checkBudgets(results, floor) {
  const budgets = [];
  const add = (label, figure, budget, pass) => budgets.push({ label, figure, budget, pass });
  // The twins are a yardstick, not pages anyone visits: they have no budgets of their own.
  const realPages = results.filter((page) => page.kind !== 'twin');
  const routes = realPages.filter((page) => page.kind === 'route');
  const home = homeOf(results);

  for (const page of realPages) {
    const { performance, accessibility } = page.mobile.scores;
    add(`${page.name} mobile performance`, performance, `>= ${BUDGETS.performance}`, performance >= BUDGETS.performance);
    add(`${page.name} accessibility`, accessibility, `= ${BUDGETS.perfectScore}`, accessibility === BUDGETS.perfectScore);
    // The 404 page is exempt from SEO (its status is 404 by design) and best practices (Chrome logs the 404).
    if (page.kind !== 'route') continue;
    for (const id of ['best-practices', 'seo']) add(`${page.name} ${id}`, page.mobile.scores[id], `= ${BUDGETS.perfectScore}`, page.mobile.scores[id] === BUDGETS.perfectScore);
  }
  for (const page of realPages) {
    const { cls, tbt, lcp } = page.mobile.metrics;
    add(`${page.name} CLS`, cls.toFixed(2), '0.00', cls.toFixed(2) === '0.00');
    add(`${page.name} mobile TBT`, `${Math.round(tbt)} ms`, `<= ${BUDGETS.tbtMs} ms`, tbt <= BUDGETS.tbtMs);
    add(`${page.name} mobile LCP`, `${Math.round(lcp)} ms`, `<= ${BUDGETS.lcpMs} ms`, lcp <= BUDGETS.lcpMs);
  }
  for (const page of routes) {
    const twin = twinOf(page, results);
    if (twin) add(`${page.name} mobile LCP / zero-JS twin's`, `${ratio(page, twin, 'lcp').toFixed(2)}×`, `<= ${BUDGETS.lcpOverTwin}×`, ratio(page, twin, 'lcp') <= BUDGETS.lcpOverTwin);
    if (!home || page === home) continue;
    for (const metric of ['fcp', 'lcp']) {
      const figure = ratio(page, home, metric);
      add(`${page.name} mobile ${metric.toUpperCase()} / home's`, `${figure.toFixed(2)}×`, `<= ${BUDGETS.overHome}×`, figure <= BUDGETS.overHome);
    }
  }
  for (const page of realPages) {
    const { js, font } = page.transfer.bytes;
    add(`${page.name} JavaScript (brotli, 1 kB = 1000 B)`, `${kB(js)} kB`, `<= ${kB(BUDGETS.jsBytes)} kB`, js <= BUDGETS.jsBytes);
    if (floor) add(`${page.name} JavaScript / the bare Next export's`, `${(js / floor.bytes).toFixed(2)}×`, `<= ${BUDGETS.jsOverFloor}×`, js / floor.bytes <= BUDGETS.jsOverFloor);
    add(`${page.name} fonts (1 kB = 1000 B)`, `${kB(font)} kB`, `<= ${kB(BUDGETS.fontBytes)} kB`, font <= BUDGETS.fontBytes);
    const lcpOverFcp = page.mobile.metrics.lcp / page.mobile.metrics.fcp;
    add(`${page.name} mobile LCP / FCP`, `${lcpOverFcp.toFixed(2)}×`, `<= ${BUDGETS.lcpOverFcp}×`, lcpOverFcp <= BUDGETS.lcpOverFcp);
    const { applied } = page.mobile;
    if (applied) {
      const observed = applied.lcp / applied.fcp;
      add(`${page.name} mobile LCP / FCP with applied throttling (observed paints)`, `${observed.toFixed(2)}×`, `<= ${BUDGETS.lcpOverFcp}×`, observed <= BUDGETS.lcpOverFcp);
    }
  }
  if (home) {
    const { total } = home.transfer.bytes;
    add('/ total transfer (brotli, 1 kB = 1000 B)', `${kB(total)} kB`, `<= ${kB(BUDGETS.homeTotalBytes)} kB`, total <= BUDGETS.homeTotalBytes);
  }
  return budgets;
}

const scoreLine = (scores) => CATEGORIES.map((id) => scores[id]).join('/');

export function formatTable(results, floor) {
  const headings = ['Page', 'Mobile P/A/BP/SEO', 'Desktop P/A/BP/SEO', 'LCP ms', 'FCP ms', 'LCP/FCP', 'Applied LCP/FCP ms', 'TBT ms', 'CLS', 'LCP/twin', 'JS/floor', 'HTML kB', 'CSS kB', 'JS kB', 'Font kB', 'Img kB', 'Other kB', 'Total kB', 'Reqs', '3rd-party'];
  const rows = results.map((page) => {
    const { lcp, fcp, tbt, cls } = page.mobile.metrics;
    const { bytes, requests, thirdPartyRequests } = page.transfer;
    const twin = page.kind === 'route' ? twinOf(page, results) : undefined;
    return [
      page.kind === 'twin' ? '  └ no JS' : page.name,
      scoreLine(page.mobile.scores),
      scoreLine(page.desktop.scores),
      Math.round(lcp),
      Math.round(fcp),
      `${(lcp / fcp).toFixed(2)}×`,
      page.mobile.applied ? `${Math.round(page.mobile.applied.lcp)}/${Math.round(page.mobile.applied.fcp)} ${(page.mobile.applied.lcp / page.mobile.applied.fcp).toFixed(2)}×` : '',
      Math.round(tbt),
      cls.toFixed(2),
      twin ? `${ratio(page, twin, 'lcp').toFixed(2)}×` : '',
      floor && page.kind !== 'twin' ? `${(bytes.js / floor.bytes).toFixed(2)}×` : '',
      ...['html', 'css', 'js', 'font', 'image', 'other', 'total'].map((kind) => kB(bytes[kind])),
      requests,
      thirdPartyRequests,
    ].map(String);
  });
  const widths = headings.map((heading, column) => Math.max(heading.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  const note = [
    'HTML … Other: brotli bodies as sent. Total (the page weight): every byte received, HTTP/1.1 headers included. 1 kB = 1000 B.',
    ...(results.some((page) => page.mobile.applied) ? ['Applied LCP/FCP: medians of the paints observed with Lighthouse\'s applied (devtools) mobile throttling; the other figures use its default simulation.'] : []),
    ...(floor ? [`JS/floor: over a bare Next ${floor.next} / React ${floor.react} export built in this run, whose page loads ${kB(floor.bytes)} kB of JavaScript in ${floor.files} files.`] : []),
  ].join('\n');
  return [line(headings), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line), note].join('\n');
}

export const formatBudget = ({ label, figure, budget, pass }) => `${pass ? 'PASS' : 'FAIL'}  ${label}: ${figure} vs ${budget}`;
