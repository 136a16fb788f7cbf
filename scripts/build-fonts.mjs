#!/usr/bin/env node
// Before every build: cuts the variable fonts from @fontsource-variable down to what the site sets, into
// app/fonts/, where app/layout.tsx loads them with next/font/local. Every page loads at most 60 kB of
// font files (e2e/fonts.spec.ts measures it):
// - Fraunces (headings): its optical-size axis kept, so large headlines get the display cut and small
//   headings the sturdier text cut; the weight fixed at the headings' 560.
// - Fraunces italic (the testimonials' quotes only): weight 400 at one optical size, and only the
//   characters the quotes in content/testimonials.yaml use, worked out again at every build. Cut from the
//   file with every axis and the Wonky one set to 0: at display sizes the italic otherwise swaps in its
//   wonky "h" and "n", and "Hannah" reads as "Hannafi".
// - Inter (body and interface): weights 400 to 600.
// It also cuts two static TrueType files for the share image (app/og.png/route.tsx), which draws with
// Satori, a renderer that reads neither WOFF2 nor variable fonts; visitors never download them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..');
const outputDir = join(root, 'app', 'fonts');

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');
/** Basic Latin, the accented letters of English and its loanwords, £ © ° × and typographic punctuation. */
export const characters = range(0x20, 0x7e) + '£©°·×àáâäçèéêëìíîïñòóôöùúûüÀÉÖÜß‐‑–—‘’“”•…€→';

function quoteCharacters() {
  const contentDir = process.env.CONTENT_DIR ?? join(root, 'content');
  const { items = [] } = parse(readFileSync(join(contentDir, 'testimonials.yaml'), 'utf8')) ?? {};
  const used = new Set(`“”‘’${items.map((item) => String(item.quote ?? '')).join('')}`);
  return [...used].join('');
}

const fonts = [
  { name: 'fraunces', file: 'fraunces/files/fraunces-latin-opsz-normal.woff2', axes: { wght: 560, opsz: { min: 9, max: 72 } }, text: characters },
  { name: 'fraunces-italic', file: 'fraunces/files/fraunces-latin-full-italic.woff2', axes: { wght: 400, opsz: 30, SOFT: 0, WONK: 0 }, text: quoteCharacters() },
  { name: 'inter', file: 'inter/files/inter-latin-wght-normal.woff2', axes: { wght: { min: 400, max: 600 } }, text: characters },
  { name: 'share-fraunces', format: 'truetype', file: 'fraunces/files/fraunces-latin-opsz-normal.woff2', axes: { wght: 560, opsz: 72 }, text: characters },
  { name: 'share-inter', format: 'truetype', file: 'inter/files/inter-latin-wght-normal.woff2', axes: { wght: 450 }, text: characters },
];

mkdirSync(outputDir, { recursive: true });
for (const font of fonts) {
  const [pkg, ...rest] = font.file.split('/');
  const source = readFileSync(join(dirname(require.resolve(`@fontsource-variable/${pkg}/package.json`)), ...rest));
  const format = font.format ?? 'woff2';
  const subset = await subsetFont(source, font.text, { targetFormat: format, variationAxes: font.axes });
  writeFileSync(join(outputDir, `${font.name}.${format === 'truetype' ? 'ttf' : format}`), subset);
  console.log(`Fonts: ${font.name} ${(source.length / 1000).toFixed(1)} kB → ${(subset.length / 1000).toFixed(1)} kB`);
}
