import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * For tests that render a Picture: its sizes come from the manifest the image step writes before a build,
 * which a fresh clone has not run before Jest. Within the calling describe block a small stand-in manifest
 * lists the given images (each 640 × 720, drawn, no photo sources).
 */
export function withStandInManifest(srcs: () => string[]) {
  beforeAll(() => {
    const dir = mkdtempSync(join(tmpdir(), 'images-'));
    mkdirSync(join(dir, '_generated'));
    const entry = { width: 640, height: 720, sources: null };
    writeFileSync(join(dir, '_generated', 'manifest.json'), JSON.stringify(Object.fromEntries(srcs().map((src) => [src, entry]))));
    process.env.IMAGES_DIR = dir;
  });
  afterAll(() => {
    delete process.env.IMAGES_DIR;
  });
}
