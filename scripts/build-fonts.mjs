#!/usr/bin/env node
// Before every build: cuts the two variable fonts from @fontsource-variable down to what the site sets
// (Latin text and punctuation, and only the weights the design uses), into app/fonts/, where
// app/layout.tsx loads them with next/font/local. 85 kB of fonts become about 35 kB, which a phone on
// a slow connection fetches before it can show the headline in its own face. The fonts and their weights
// are read from app/layout.tsx's localFont() calls (next/font wants them written out there), so they
// are written once: one weight becomes a static instance (the headings are all semibold: a third of the
// variable file), a range keeps the weight axis between its ends.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import ts from 'typescript';

const require = createRequire(import.meta.url);
const appDir = fileURLToPath(new URL('../app', import.meta.url));
const outputDir = join(appDir, 'fonts');

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');
/** Basic Latin, Latin-1 (accents, £, ©), general punctuation (dashes, curly quotes, …), € and ™. */
export const characters = range(0x20, 0x7e) + range(0xa0, 0xff) + range(0x2010, 0x2027) + range(0x2030, 0x203a) + '€™→';

/** Each localFont({ src: './fonts/NAME.woff2', weight: '600' or '400 600' }) in app/layout.tsx. */
function layoutFonts() {
  const path = join(appDir, 'layout.tsx');
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const fonts = [];
  const visit = (node) => {
    const [options] = ts.isCallExpression(node) && node.expression.getText(source) === 'localFont' ? node.arguments : [];
    if (options && ts.isObjectLiteralExpression(options)) {
      const option = (name) => options.properties.find((property) => property.name?.getText(source) === name)?.initializer?.text;
      const [min, max = min] = (option('weight') ?? '').split(' ').map(Number);
      if (!option('src') || !min) throw new Error(`${path}: each localFont() needs a src and a weight written out, like weight: '400 600'`);
      fonts.push({ name: basename(option('src'), '.woff2'), axes: { wght: min === max ? min : { min, max } } });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return fonts;
}

mkdirSync(outputDir, { recursive: true });
for (const font of layoutFonts()) {
  const source = readFileSync(join(dirname(require.resolve(`@fontsource-variable/${font.name}/package.json`)), 'files', `${font.name}-latin-wght-normal.woff2`));
  const subset = await subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: font.axes });
  writeFileSync(join(outputDir, `${font.name}.woff2`), subset);
  console.log(`Fonts: ${font.name} ${(source.length / 1000).toFixed(1)} kB → ${(subset.length / 1000).toFixed(1)} kB`);
}
