#!/usr/bin/env node
// After `next build`: writes a Content-Security-Policy <meta> into every HTML file in out/. A static
// export cannot send nonces, so each inline script Next.js wrote is allowed by its SHA-256 hash, and
// nothing else inline runs. Third-party origins come from content/site.ts, and only the Contact page,
// which embeds the form and the map, may use them.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { contentModule, formatModule } from './content.mjs';
import { htmlFiles } from './html-files.mjs';

const { site } = (await contentModule()).getContent();
const { mapsEmbedUrl } = await formatModule();

const outDir = resolve(process.env.OUT_DIR ?? 'out');
const origin = (url) => new URL(url).origin;

/** Pages that embed third parties, by their file in out/, and what each may load. */
const thirdParties = {
  'contact/index.html': {
    script: [origin(site.enquiryForm.resizeScript)],
    frame: [site.enquiryForm.formAddress, origin(mapsEmbedUrl(site))],
    // The form's island asks the provider whether it can be reached, to offer e-mail in its place if not.
    connect: [site.enquiryForm.formAddress],
  },
};

/** Executable inline scripts: <script> without src, whose type is empty or a JavaScript type. */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

export function policyFor(html, page = '') {
  const hashes = [...new Set(inlineScripts(html).map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`))];
  const extra = thirdParties[page] ?? { script: [], frame: [], connect: [] };
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes, ...extra.script],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...extra.connect],
    'frame-src': extra.frame.length ? extra.frame : ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function addPolicy(html, page) {
  const cleaned = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(cleaned, page)}"/>`;
  // The policy must come before the first script; right after <meta charSet> is before them all.
  const withMeta = cleaned.replace(/(<head>(?:<meta charSet="utf-8"\/>)?)/i, `$1${meta}`);
  if (withMeta === cleaned) throw new Error(`${page}: no <head> to put the policy in`);
  return withMeta;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = htmlFiles(outDir);
  let scripts = 0;
  for (const file of files) {
    const page = relative(outDir, file);
    const html = readFileSync(file, 'utf8');
    scripts += inlineScripts(html).length;
    writeFileSync(file, addPolicy(html, page));
  }
  console.log(`CSP: a policy in each of ${files.length} HTML files, allowing ${scripts} inline scripts by hash`);
}
