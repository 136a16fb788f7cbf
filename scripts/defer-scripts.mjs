#!/usr/bin/env node
// After `next build`: the pages are complete HTML, and their JavaScript only adds the menu toggle,
// tooltips, the map button and client-side navigation. So each page starts downloading its scripts
// once it has loaded and painted its largest element (fonts, styles and images first) instead of alongside them. On a slow phone
// connection the text and pictures then arrive as fast as with no JavaScript at all.
// The async <script src> tags Next.js writes become one small inline loader (scripts/csp.mjs allows
// it by hash); the noModule polyfill for very old browsers stays as it is.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { htmlFiles } from './html-files.mjs';

const outDir = resolve(process.env.OUT_DIR ?? 'out');

export function deferScripts(html) {
  const sources = [];
  let result = html.replace(/<script src="([^"]+)" async=""><\/script>/g, (_, src) => {
    sources.push(src);
    return '';
  });
  if (!sources.length) return html;
  // A preload would fetch a script early after all.
  result = result.replace(/<link rel="preload" as="script"[^>]*\/>/g, '');
  // After the load event and the page's largest paint (LCP): on a fast connection the load event can
  // come before anything is painted. Browsers without the LCP entry wait for the next frame instead;
  // either way the scripts start within two seconds of the load event.
  const loader = `<script>addEventListener("load",function(){var started=false;function start(){if(started)return;started=true;${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)})}function afterPaint(){requestAnimationFrame(function(){setTimeout(start)})}var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf("largest-contentful-paint")>-1)new PerformanceObserver(afterPaint).observe({type:"largest-contentful-paint",buffered:true});else afterPaint();setTimeout(start,2000)},{once:true})</script>`;
  return result.replace('</head>', `${loader}</head>`);
}


if (import.meta.url === `file://${process.argv[1]}`) {
  const files = htmlFiles(outDir);
  for (const file of files) writeFileSync(file, deferScripts(readFileSync(file, 'utf8')));
  console.log(`Scripts: loaded after the page in each of ${files.length} HTML files`);
}
