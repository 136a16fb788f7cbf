import clsx from 'clsx';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { preload } from 'react-dom';

type Source = { src: string; width: number };
type ManifestEntry = { width: number; height: number; sources: { avif: Source[]; webp: Source[] } | null };

let manifest: { changed: number; entries: Record<string, ManifestEntry> } | undefined;

// Read at build time (this is a server component); made by scripts/build-images.mjs before every build, and
// read again when it is made again (npm run edit does so when a photo is saved), for the next page load.
function imageInfo(src: string): ManifestEntry {
  const file = join(process.env.IMAGES_DIR ?? join(process.cwd(), 'public/images'), '_generated/manifest.json');
  const changed = statSync(file).mtimeMs;
  if (manifest?.changed !== changed) manifest = { changed, entries: JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry> };
  const entry = manifest.entries[src];
  if (!entry) throw new Error(`${src} is not in public/images (or "npm run assets" has not run since it was added)`);
  return entry;
}

const srcSet = (sources: Source[]) => sources.map((source) => `${source.src} ${source.width}w`).join(', ');

type PictureProps = {
  image: { src: string; alt: string };
  /** How wide the image shows at each breakpoint, so the browser picks the right file. */
  sizes: string;
  /** The largest thing above the fold: fetched first, never lazy. */
  priority?: boolean;
  className?: string;
};

/**
 * The tinted ground every picture sits on, the drawings' own, so one still loading (they are lazy) never shows as an
 * empty card and a drawing shown whole in a frame of another shape (object-contain) runs on into it without a seam;
 * and a hairline edge, so a drawing on a section of the same tint still reads as one framed picture.
 */
const frame = 'h-auto border border-line bg-surface-muted';

/** A responsive image: AVIF and WebP at several widths for photos, the file itself for SVG artwork. */
export function Picture({ image, sizes, priority = false, className }: PictureProps) {
  const { width, height, sources } = imageInfo(image.src);
  // Drawings (SVG) are a few kilobytes: loaded at once, so none is ever seen as an empty frame. Photos wait.
  const loading = priority || !sources ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;

  if (!sources) {
    if (priority) preload(image.src, { as: 'image', fetchPriority: 'high' });
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser
      <img src={image.src} alt={image.alt} width={width} height={height} loading={loading} fetchPriority={fetchPriority} decoding="async" className={clsx(frame, className)} />
    );
  }

  const fallback = sources.webp.at(-1)!;
  if (priority) preload(fallback.src, { as: 'image', imageSrcSet: srcSet(sources.avif), imageSizes: sizes, type: 'image/avif', fetchPriority: 'high' });
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(sources.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(sources.webp)} sizes={sizes} />
      <img src={fallback.src} alt={image.alt} width={width} height={height} loading={loading} fetchPriority={fetchPriority} decoding="async" className={clsx(frame, className)} />
    </picture>
  );
}
