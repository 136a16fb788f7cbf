#!/usr/bin/env node
// Turns every image in public/images/ into what the pages need, before `next build` (npm's prebuild):
// - JPEG, PNG and WebP photos → AVIF and WebP at several widths in public/images/_generated/;
// - SVG artwork → served as it is, with its size read from the file.
// It writes public/images/_generated/manifest.json, which components/ui/picture.tsx reads. `npm run edit`
// runs it again whenever a picture in public/images/ changes, while the preview is serving: the manifest is
// replaced in one step and the files it no longer names are removed after, so a page never reads half of it.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import sharp from 'sharp';

const sourceDir = resolve(process.env.IMAGES_DIR ?? 'public/images');
const outputDir = join(sourceDir, '_generated');
const publicPrefix = process.env.IMAGES_PUBLIC_PREFIX ?? '/images';
const widths = [480, 800, 1200, 1600, 2000];
const rasterExtensions = new Set(['.jpg', '.jpeg', '.png', '.webp']);

function svgSize(file) {
  const text = readFileSync(file, 'utf8');
  const width = /<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(text)?.[1];
  const height = /<svg[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(text)?.[1];
  if (width && height) return { width: Number(width), height: Number(height) };
  const viewBox = /viewBox="[\d.-]+\s+[\d.-]+\s+([\d.]+)\s+([\d.]+)"/.exec(text);
  if (!viewBox) throw new Error(`${file}: an SVG needs width and height or a viewBox`);
  return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
}

async function buildRaster(file, name, made) {
  const { width, height } = await sharp(file).metadata();
  const stem = basename(name, extname(name));
  const targetWidths = [...new Set([...widths.filter((w) => w < width), Math.min(width, widths.at(-1))])];
  const sources = { avif: [], webp: [] };
  for (const targetWidth of targetWidths) {
    for (const format of ['avif', 'webp']) {
      const fileName = `${stem}-${targetWidth}.${format}`;
      const pipeline = sharp(file).rotate().resize({ width: targetWidth, withoutEnlargement: true });
      await (format === 'avif' ? pipeline.avif({ quality: 55, effort: 4 }) : pipeline.webp({ quality: 78 })).toFile(join(outputDir, fileName));
      sources[format].push({ src: `${publicPrefix}/_generated/${fileName}`, width: targetWidth });
      made.add(fileName);
    }
  }
  return { width, height, sources };
}

async function buildImages() {
  mkdirSync(outputDir, { recursive: true });
  const manifest = {};
  const made = new Set(['manifest.json']);
  for (const name of readdirSync(sourceDir).sort()) {
    const file = join(sourceDir, name);
    if (!statSync(file).isFile()) continue;
    const extension = extname(name).toLowerCase();
    const src = `${publicPrefix}/${name}`;
    if (extension === '.svg') manifest[src] = { ...svgSize(file), sources: null };
    else if (rasterExtensions.has(extension)) manifest[src] = await buildRaster(file, name, made);
  }
  const next = join(outputDir, `manifest.json.${process.pid}`);
  writeFileSync(next, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(next, join(outputDir, 'manifest.json'));
  for (const name of readdirSync(outputDir)) if (!made.has(name)) rmSync(join(outputDir, name), { recursive: true, force: true });
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = await buildImages();
  const rasters = Object.values(manifest).filter((entry) => entry.sources).length;
  console.log(`Images: ${Object.keys(manifest).length} in public/images (${rasters} photos made responsive)`);
}
