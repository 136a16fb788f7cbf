#!/usr/bin/env node
// Lists, in plain words, everything on the site that is still a stand-in and must be replaced before it
// goes live (a sample form, an unconfirmed address, sample testimonials, illustrations where photos are
// expected …), with the file and field to change. Exits 1 while anything remains.
import { launchModule, loadContentOrExit } from './content.mjs';

const content = await loadContentOrExit();
const { findStandIns, formatStandIn } = await launchModule();
const standIns = findStandIns(content);

if (!standIns.length) {
  console.log('Launch check: nothing left to replace. The site is ready to publish.');
} else {
  console.log(`Launch check: ${standIns.length} thing${standIns.length > 1 ? 's' : ''} to replace before the site goes live.\n`);
  standIns.forEach((standIn, index) => console.log(`${String(index + 1).padStart(2)}. ${formatStandIn(standIn)}\n`));
  console.log('Change each in the editor (npm run edit, then /admin/) or in the file named, then run npm run check:launch again.');
  process.exitCode = 1;
}
