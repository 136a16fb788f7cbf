#!/usr/bin/env node
// Before every build: checks every file in content/ against its schema and stops with a plain message
// naming the file, the field and what was expected when one has a mistake. Writes the few words that
// the error screens need (they run in the browser, where content/ cannot be read), and says in one line
// how many stand-ins remain before launch.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchModule, loadContentOrExit } from './content.mjs';

const content = await loadContentOrExit();
const outputDir = join(import.meta.dirname, '..', 'app', 'generated');
mkdirSync(outputDir, { recursive: true });
writeFileSync(join(outputDir, 'error-screen.json'), `${JSON.stringify(content.interface.errorScreen, null, 2)}\n`);

const { findStandIns } = await launchModule();
const standIns = findStandIns(content);
console.log('Content: every file in content/ checked');
if (standIns.length) console.log(`${standIns.length} thing${standIns.length > 1 ? 's' : ''} to replace before launch: npm run check:launch`);
