// The pages are complete HTML; their JavaScript only adds the menu's extras, tooltips, the map button
// and client-side navigation. So each page starts downloading its scripts once it has loaded and painted
// its largest element (fonts, styles and images first) instead of alongside them: on a slow phone the
// text and pictures then arrive as fast as with no JavaScript at all.
// The async <script src> elements Next.js writes become one small inline loader (allowed by its hash in
// the page's policy, ./csp.mjs); the noModule polyfill for very old browsers stays as it is; script
// preloads go, since they would fetch the scripts early after all.
import { PostBuildError, parsePage, scriptText, tokens } from './document.mjs';

// After the load event and the page's largest paint (LCP): on a fast connection the load event can come
// before anything is painted. Browsers without the LCP entry wait for the next frame instead; either way
// the scripts start within two seconds of the load event. Each entry's keys are script properties.
const LOADER =
  '(function(scripts){addEventListener("load",function(){var started=false;function start(){if(started)return;started=true;' +
  'scripts.forEach(function(s){var e=document.createElement("script");for(var k in s)e[k]=s[k];e.async=true;document.head.appendChild(e)})}' +
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(start)})}' +
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
  'if(types.indexOf("largest-contentful-paint")>-1)new PerformanceObserver(afterPaint).observe({type:"largest-contentful-paint",buffered:true});' +
  'else afterPaint();setTimeout(start,2000)},{once:true})})(';

// `<` escaped so no address can close the script element early.
const loaderFor = (entries) => `${LOADER}${JSON.stringify(entries).replace(/</g, "\\u003c")})`;

/** Attributes a deferred script may carry, and the script property each becomes. */
const CARRIED = { src: 'src', type: 'type', crossorigin: 'crossOrigin', integrity: 'integrity', referrerpolicy: 'referrerPolicy', fetchpriority: 'fetchPriority' };
/** Attributes that mean nothing once the loader inserts the script (a static page has no nonce to give). */
const DROPPED = new Set(['async', 'nonce']);

const isScriptPreload = (link) => {
  const rel = tokens(link.attribs.rel);
  return rel.includes('modulepreload') || (rel.includes('preload') && tokens(link.attribs.as).includes('script'));
};

/** What the loader inserts in place of one <script src>, or an error naming what it cannot handle. */
function loaderEntry(attributes, page) {
  const { src } = attributes;
  const described = `<script src="${src}">`;
  if (!src.startsWith('/_next/static/')) throw new PostBuildError(`${page}: ${described} is not one of the site's own Next.js scripts; don't know whether it may load late`);
  if (!('async' in attributes)) throw new PostBuildError(`${page}: ${described} has no async attribute; loading it late could change the order scripts run in`);
  const type = tokens(attributes.type)[0];
  if (type && type !== 'module' && type !== 'text/javascript') throw new PostBuildError(`${page}: ${described} has type="${attributes.type}", which the loader does not know`);
  const entry = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (DROPPED.has(name)) continue;
    if (!(name in CARRIED)) throw new PostBuildError(`${page}: ${described} has a ${name} attribute the loader does not carry over`);
    if (name === 'type' && type === 'text/javascript') continue;
    entry[CARRIED[name]] = value;
  }
  return entry;
}

/**
 * The page with its async <script src> elements replaced by the inline loader and its script preloads
 * removed. Throws PostBuildError on a page with a script it cannot classify, or with none to defer
 * (every page Next.js writes hydrates, so none found means its markup changed).
 */
export function deferScripts(html, page) {
  const $ = parsePage(html, page);
  const entries = [];
  $('script[src]').each((_, element) => {
    if ('nomodule' in element.attribs) return;
    entries.push(loaderEntry(element.attribs, page));
    $(element).remove();
  });
  if (!entries.length) throw new PostBuildError(`${page}: no <script src async> of Next.js's found to defer; has its markup changed?`);
  $('link').filter((_, link) => isScriptPreload(link)).remove();
  $('head').append(`<script>${loaderFor(entries)}</script>`);
  return $.html();
}

/** The scripts the loaders in a page will insert, as loader entries (check-links checks they exist). */
export function deferredScripts(html, page) {
  const $ = parsePage(html, page);
  return $('script:not([src])')
    .toArray()
    .map(scriptText)
    .filter((text) => text.startsWith(LOADER))
    .flatMap((text) => JSON.parse(text.slice(LOADER.length, -1)));
}
