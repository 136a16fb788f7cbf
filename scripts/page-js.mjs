#!/usr/bin/env node
// Prints the JavaScript each page of out/ loads (every /_next/static/*.js it names, in a script tag or the
// deferred loader), in bytes and brotli bytes, and the editor's (out/admin/) apart: `node scripts/page-js.mjs [dir]`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { htmlFiles } from './html-files.mjs';
import { outDir as builtSite } from './out-dir.mjs';

const outDir = process.argv[2] ? resolve(process.argv[2]) : builtSite;
const sizes = (files) => files.reduce((sum, file) => {
  const body = readFileSync(file);
  return { bytes: sum.bytes + body.length, brotli: sum.brotli + brotliCompressSync(body).length };
}, { bytes: 0, brotli: 0 });

const pages = {};
for (const file of htmlFiles(outDir)) {
  const html = readFileSync(file, 'utf8');
  const scripts = [...new Set([...html.matchAll(/\/_next\/static\/[^"'\s]+\.js/g)].map((match) => match[0]))].sort();
  pages[relative(outDir, file)] = { scripts: scripts.length, ...sizes(scripts.map((src) => join(outDir, src))) };
}
const adminFiles = readdirSync(join(outDir, 'admin')).filter((name) => name.endsWith('.js')).map((name) => join(outDir, 'admin', name));
console.log(JSON.stringify({ pages, admin: { files: adminFiles.length, ...sizes(adminFiles) } }, null, 2));
