#!/usr/bin/env node
// After `next build`: the pages are complete HTML, and their JavaScript only adds the menu toggle,
// tooltips, the map button and client-side navigation. So each page starts downloading its scripts
// once it has loaded (fonts, styles and images first) instead of alongside them. On a slow phone
// connection the text and pictures then arrive as fast as with no JavaScript at all.
// The async <script src> tags Next.js writes become one small inline loader (scripts/csp.mjs allows
// it by hash); the noModule polyfill for very old browsers stays as it is.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
  const loader =
    `<script>addEventListener("load",function(){${JSON.stringify(sources)}.forEach(function(s){` +
    `var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)})},{once:true})</script>`;
  return result.replace('</head>', `${loader}</head>`);
}

const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = htmlFiles(outDir);
  for (const file of files) writeFileSync(file, deferScripts(readFileSync(file, 'utf8')));
  console.log(`Scripts: loaded after the page in each of ${files.length} HTML files`);
}
