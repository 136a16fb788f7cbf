import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { Picture } from '../components/ui/picture';
import { expect, test } from './fixtures';

// The owner drops a photo into public/images/; the build makes AVIF and WebP at several widths and
// <Picture> offers them with srcset. This runs that pipeline on a real 2000×1333 JPEG in a scratch folder.
const fixture = join(__dirname, 'fixtures', 'studio-photo.jpg');
const prefix = '/fixture-images';

test.describe('responsive images from a photo', () => {
  const dir = mkdtempSync(join(tmpdir(), 'images-'));
  let entry: { width: number; height: number; sources: Record<'avif' | 'webp', { src: string; width: number }[]> };

  test.beforeAll(() => {
    copyFileSync(fixture, join(dir, 'studio-photo.jpg'));
    execFileSync('node', ['scripts/build-images.mjs'], { env: { ...process.env, IMAGES_DIR: dir, IMAGES_PUBLIC_PREFIX: prefix } });
    entry = JSON.parse(readFileSync(join(dir, '_generated', 'manifest.json'), 'utf8'))[`${prefix}/studio-photo.jpg`];
  });

  const fileOf = (src: string) => join(dir, src.slice(prefix.length));
  const sourceBytes = statSync(fixture).size;

  test('makes AVIF and WebP files at several widths, each smaller than the JPEG', async () => {
    // The photo's own size, as sharp reads it from the fixture: the manifest records it unchanged.
    const photo = await sharp(fixture).metadata();
    expect(entry.width).toBe(photo.width);
    expect(entry.height).toBe(photo.height);
    for (const format of ['avif', 'webp'] as const) {
      expect(entry.sources[format].map((source) => source.width)).toEqual([480, 800, 1200, 1600, 2000]);
      for (const source of entry.sources[format]) {
        expect(existsSync(fileOf(source.src))).toBe(true);
        expect(statSync(fileOf(source.src)).size).toBeLessThan(sourceBytes);
      }
    }
  });

  test('<Picture> offers them with srcset and sizes, explicit size and lazy loading; the browser picks AVIF', async ({ page }) => {
    process.env.IMAGES_DIR = dir;
    const markup = renderToStaticMarkup(
      createElement(Picture, { image: { src: `${prefix}/studio-photo.jpg`, alt: 'The studio' }, sizes: '(min-width: 1024px) 56rem, 100vw' }),
    );
    delete process.env.IMAGES_DIR;
    expect(markup).toContain('type="image/avif"');
    expect(markup).toContain(`${prefix}/_generated/studio-photo-480.avif 480w`);
    expect(markup).toContain('sizes="(min-width: 1024px) 56rem, 100vw"');
    expect(markup).toMatch(/<img [^>]*width="2000"[^>]*height="1333"/);
    expect(markup).toContain('loading="lazy"');

    await page.route(`**${prefix}/**`, (route) => route.fulfill({ path: fileOf(new URL(route.request().url()).pathname) }));
    await page.goto('/');
    await page.setContent(`<!doctype html><html lang="en"><body style="margin:0">${markup}</body></html>`);
    const image = page.getByRole('img', { name: 'The studio' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/studio-photo-\d+\.avif$/);
  });

  test('the priority image (the largest above the fold) is not lazy and is fetched first', () => {
    process.env.IMAGES_DIR = dir;
    const markup = renderToStaticMarkup(
      createElement(Picture, { image: { src: `${prefix}/studio-photo.jpg`, alt: 'The studio' }, sizes: '100vw', priority: true }),
    );
    delete process.env.IMAGES_DIR;
    expect(markup).toContain('loading="eager"');
    expect(markup).toContain('fetchPriority="high"');
  });
});
