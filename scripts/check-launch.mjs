#!/usr/bin/env node
// Lists, in plain words, everything on the site that is still a stand-in and must be replaced or
// confirmed before it goes live (a sample form, an unconfirmed address, sample testimonials, claims and
// owner facts not yet given, illustrations where photos are expected …): first what the law requires
// before launch, then what the site needs, then what can wait, each grouped by the file to change.
// Exits 1 while anything the law requires or the site needs remains.
import { launchModule, loadContentOrExit } from './content.mjs';

const content = await loadContentOrExit();
const { beforeLaunch, findStandIns, formatLaunchReport } = await launchModule();
const standIns = findStandIns(content);

console.log(formatLaunchReport(standIns));
if (beforeLaunch(standIns).length) process.exitCode = 1;
