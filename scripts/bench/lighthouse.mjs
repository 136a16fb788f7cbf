// Lighthouse runs of one page (mobile: medians of several runs; desktop: one) and what the table needs
// from each report.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const NOT_FOUND_PATH = '/this-page-does-not-exist/';
const BYTE_KINDS = { Document: 'html', Script: 'js', Stylesheet: 'css', Font: 'font', Image: 'image' };

// Lighthouse's mobile settings with its applied ("devtools") throttling instead of the simulated one: the
// page really loads over a slowed network and CPU, and FCP and LCP are the paints Chrome observed. The
// simulation (the default, and the budgets' figures) estimates both from an unthrottled load, counting for
// LCP every request that ended before the observed paint; see the LCP / FCP note in ../bench.mjs.
const appliedConfig = { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools' } };

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
  const { lhr } = (await lighthouse(url, { ...flags, port: chrome.instance.port }, config)) ?? {};
  if (!lhr) throw new Error('no result');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const missing = CATEGORIES.filter((id) => typeof lhr.categories[id]?.score !== 'number');
  if (missing.length) throw new Error(`no score for ${missing.join(', ')}`);
  return lhr;
}

/** Every figure of one page: mobile medians, desktop, bytes by kind and what costs points. */
export async function measurePage(lab, page, runs, progress, appliedRuns = 0) {
  const url = `${lab.server.url}${page.path}`;
  const mobileRuns = [];
  for (let index = 1; index <= runs; index++) {
    progress(`${page.name}: mobile run ${index}/${runs}`);
    mobileRuns.push(await runLighthouse(lab, url));
  }
  const applied = [];
  for (let index = 1; index <= appliedRuns; index++) {
    progress(`${page.name}: mobile run with applied throttling ${index}/${appliedRuns}`);
    applied.push(metricsOf(await runLighthouse(lab, url, appliedConfig)));
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
      ...(applied.length ? { applied: { ...medianOf(applied), runs: applied } } : {}),
    },
    desktop: { scores: scoresOf(desktop), metrics: metricsOf(desktop) },
    // Byte counts come from the first mobile run: the same files load on every run.
    transfer: transferOf(mobileRuns[0], lab.siteDir),
    failingAudits: failingAudits(mobileRuns[0]),
    warnings: [...new Set(mobileRuns.flatMap((lhr) => lhr.runWarnings))],
  };
}

const scoresOf = (lhr) => Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]));

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
  return { lcp: value('largest-contentful-paint'), fcp: value('first-contentful-paint'), tbt: value('total-blocking-time'), cls: value('cumulative-layout-shift') };
}

/** The per-key median of a list of objects of numbers. */
function medianOf(list) {
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  return Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(list.map((item) => item[key]))]));
}

/**
 * The body a request brought, as sent: the .br twin's size where the server has one, else the file's.
 * Lighthouse's transferSize adds the HTTP/1.1 response headers (about 1 kB each here, with the security
 * headers), which HTTP/2 on a real CDN mostly compresses away; the budgets count bodies, the total both.
 */
function bodyBytes(siteDir, pathname, fallback) {
  const file = join(siteDir, decodeURIComponent(pathname.endsWith('/') ? `${pathname}index.html` : pathname));
  for (const candidate of [`${file}.br`, file]) if (existsSync(candidate)) return statSync(candidate).size;
  return fallback;
}

/** Bytes by kind of the requests to the local server, from the `network-requests` audit. */
function transferOf(lhr, siteDir) {
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
    const body = bodyBytes(siteDir, item.statusCode === 404 ? '/404.html' : pathname, size);
    bytes[kind] += body;
    bytes.total += size;
    files.push({ path: pathname + search, kind, transferSize: size, body, resourceSize: item.resourceSize });
  }
  return { bytes, requests: files.length, thirdPartyRequests: thirdParty.length, files, thirdParty };
}
