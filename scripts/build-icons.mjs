#!/usr/bin/env node
// Before every build: draws the app icons from the one favicon, app/icon.svg (the logo mark on the page
// colour), so the home-screen icon, the icon in search results and the logo in the structured data are
// always the mark the pages show:
//   app/apple-icon.png        180 px, the icon iPhones and iPads put on the home screen
//   public/icons/icon-192.png and icon-512.png, named by the web manifest (app/manifest.ts) and the
//                             structured data (lib/seo/structured-data.ts)
// Change the mark in app/icon.svg (and components/logo.tsx, which the pages draw) and these follow.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const root = join(import.meta.dirname, '..');
const source = join(root, 'app', 'icon.svg');
const svg = readFileSync(source);
const targets = [
  { file: join(root, 'app', 'apple-icon.png'), size: 180 },
  { file: join(root, 'public', 'icons', 'icon-192.png'), size: 192 },
  { file: join(root, 'public', 'icons', 'icon-512.png'), size: 512 },
];

mkdirSync(join(root, 'public', 'icons'), { recursive: true });
for (const { file, size } of targets) {
  // The density makes librsvg draw the 40-unit drawing at the target size instead of enlarging a small one.
  await sharp(svg, { density: (72 * size) / 40 }).resize(size, size).png({ palette: true, colours: 16, compressionLevel: 9, effort: 10 }).toFile(file);
}
console.log(`Icons: ${targets.map(({ size }) => `${size} px`).join(', ')} drawn from app/icon.svg`);
