import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built site the scripts read: OUT_DIR if set and not empty (the benchmark's lab sets it), else out/ in the project. */
export const outDir = resolve(process.env.OUT_DIR || fileURLToPath(new URL('../out', import.meta.url)));
