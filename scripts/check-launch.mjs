#!/usr/bin/env node
// Lists, in plain words, everything on the site that is still a stand-in and must be replaced or
// confirmed before it goes live (a sample form, an unconfirmed address, sample testimonials, claims and
// owner facts not yet given, illustrations where photos are expected …), grouped by the file to change.
// Exits 1 while anything remains.
import { launchModule, loadContentOrExit } from './content.mjs';

const content = await loadContentOrExit();
const { findStandIns, formatLaunchReport } = await launchModule();
const standIns = findStandIns(content);

console.log(formatLaunchReport(standIns));
if (standIns.length) process.exitCode = 1;
