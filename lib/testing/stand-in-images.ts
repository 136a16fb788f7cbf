import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A picture's sizes come from the manifest the image step writes during a build, which runs after Jest in
 * npm test: on a fresh clone there is none yet. Call this in a describe block that renders pictures; for the
 * block's tests a small manifest naming the given images stands in.
 */
export function standInImages(srcs: string[]) {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'images-'));
    mkdirSync(join(dir, '_generated'));
    const entry = { width: 640, height: 720, sources: null };
    writeFileSync(join(dir, '_generated', 'manifest.json'), JSON.stringify(Object.fromEntries(srcs.map((src) => [src, entry]))));
    process.env.IMAGES_DIR = dir;
  });
  afterAll(() => {
    delete process.env.IMAGES_DIR;
    rmSync(dir, { recursive: true, force: true });
  });
}
