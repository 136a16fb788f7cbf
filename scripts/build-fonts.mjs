#!/usr/bin/env node
// Before every build: cuts the two variable fonts from @fontsource-variable down to what the site sets
// (Latin text and punctuation, and only the weights the design uses), into app/fonts/, where
// app/layout.tsx loads them with next/font/local. 85 kB of fonts become about 35 kB, which a phone on
// a slow connection fetches before it can show the headline in its own face.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const outputDir = join(import.meta.dirname, '..', 'app', 'fonts');

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');
/** Basic Latin, Latin-1 (accents, £, ©), general punctuation (dashes, curly quotes, …), € and ™. */
export const characters = range(0x20, 0x7e) + range(0xa0, 0xff) + range(0x2010, 0x2027) + range(0x2030, 0x203a) + '€™→';

const fonts = [
  // Headings are all semibold: one static instance is a third of the variable file.
  { name: 'fraunces', file: 'fraunces-latin-wght-normal.woff2', axes: { wght: 600 } },
  { name: 'inter', file: 'inter-latin-wght-normal.woff2', axes: { wght: { min: 400, max: 600 } } },
];

mkdirSync(outputDir, { recursive: true });
for (const font of fonts) {
  const source = readFileSync(join(dirname(require.resolve(`@fontsource-variable/${font.name}/package.json`)), 'files', font.file));
  const subset = await subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: font.axes });
  writeFileSync(join(outputDir, `${font.name}.woff2`), subset);
  console.log(`Fonts: ${font.name} ${(source.length / 1000).toFixed(1)} kB → ${(subset.length / 1000).toFixed(1)} kB`);
}
