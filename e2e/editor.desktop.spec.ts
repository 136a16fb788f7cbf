import { test, expect, type Locator } from '@playwright/test';
import { load as loadHtml } from 'cheerio';
import { execFile, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { parse, stringify } from 'yaml';
import { formatHours, formatPrice } from '../lib/content/format';
import { loadContent } from '../lib/content/load';
import { dataFiles } from '../lib/content/schema';
import type { HoursRow } from '../lib/content/schema/opening-hours';
import type { SessionOffer } from '../lib/content/schema/sessions';
import { copyContent } from '../lib/content/test-copy';
import { earlier, field, fieldsOf, find, openEditor, projectRoot, type EditorSession } from './editor-session';

// The owner's round trip, offline: the editor at /admin/ (the built out/admin/) saves through Decap's local
// editing server into a copy of content/, and a build of that copy shows the change. Labels, ids and
// values all come from the content and the editor's configuration, never from this file.

/** A list field of the open entry, found by its label, with every item expanded. */
async function openList(session: EditorSession, label: string): Promise<Locator> {
  const list = session.list(label);
  await list.getByTestId('expand-button').first().click();
  return list;
}

test('the owner changes a price (with pence) and an opening time (as 9.30 or 9:30) in the editor and reorders the offers, and the rebuilt site shows all three', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const copy = copyContent();
  const buildDir = join(projectRoot, '.e2e-builds', relative(join(copy, '..'), copy));
  const before = loadContent(join(copy, 'content'));
  const session = await openEditor(page, baseURL!, copy);

  try {
    // What the owner will type: one offer's price, now with pence, and one day's opening time, moved a little
    // and typed the way she might (9.30 or 9:30 rather than 09:30).
    const offer: SessionOffer = before.sessions.offers.find((entry) => entry.price.to === undefined) ?? before.sessions.offers[0];
    const newPrice = offer.price.to === undefined || offer.price.from + 1 < offer.price.to ? offer.price.from + 0.5 : offer.price.from - 0.5;
    const rowIndex = before.openingHours.hours.findIndex((row) => row.opens && row.closes);
    const row = before.openingHours.hours[rowIndex] as HoursRow & { opens: string; closes: string };
    const newOpens = earlier(row);

    // Sessions: the offer's price, found by the offer's id.
    const sessionsBefore = session.text('sessions');
    await session.open('sessions');
    const offersField = find(fieldsOf('sessions'), 'offers');
    const offers = await openList(session, offersField.label);
    const ids = await field(offers, find(offersField.fields, 'id').label).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(ids).toContain(offer.id);
    const priceLabel = find(find(offersField.fields, 'price').fields, 'from').label;
    await field(offers, priceLabel).nth(ids.indexOf(offer.id)).fill(String(newPrice));
    await session.publish();
    const sessionsFile = join(copy, 'content', dataFiles.sessions.file);
    // (Read until saved: caught mid-write the file may be empty, which parses to null.)
    await expect.poll(() => parse(readFileSync(sessionsFile, 'utf8'))?.offers?.find((entry: SessionOffer) => entry.id === offer.id)?.price.from, { timeout: 30_000 }).toBe(newPrice);
    // The save changed her one line and nothing else: the notes, the order, the quotes and the long lines stay.
    writeFileSync(join(copy, 'sessions.before.yaml'), sessionsBefore);
    const diff = spawnSync('git', ['diff', '--no-index', '--numstat', join(copy, 'sessions.before.yaml'), sessionsFile], { encoding: 'utf8' }).stdout;
    expect(diff.trim().split('\t').slice(0, 2), `git diff of ${dataFiles.sessions.file}`).toEqual(['1', '1']);

    // Then the opening hours, the time typed loosely; the file gets it as the guide writes it, quoted.
    await session.open('openingHours');
    const hoursField = find(fieldsOf('openingHours'), 'hours');
    const hours = session.list(hoursField.label);
    const typed = newOpens.replace(/^0/, '').replace(':', rowIndex % 2 ? ':' : '.');
    await field(hours, find(hoursField.fields, 'opens').label).nth(rowIndex).fill(typed);
    await session.publish();
    const hoursFile = join(copy, 'content', dataFiles.openingHours.file);
    const sameDays = (entry: HoursRow) => entry.days.join() === row.days.join();
    await expect.poll(() => parse(readFileSync(hoursFile, 'utf8'))?.hours?.find(sameDays)?.opens, { timeout: 30_000 }).toBe(newOpens);
    expect(session.text('openingHours')).toContain(`opens: "${newOpens}"`);

    // What the editor wrote passes the schemas as it stands, and nothing else in the files changed.
    const after = loadContent(join(copy, 'content'));
    expect(after.sessions.offers.find((entry) => entry.id === offer.id)!.price.from).toBe(newPrice);
    expect({ ...after.sessions, offers: after.sessions.offers.map((entry) => ({ ...entry, price: entry.id === offer.id ? before.sessions.offers.find((item) => item.id === offer.id)!.price : entry.price })) }).toEqual(before.sessions);
    expect(after.openingHours.hours.find(sameDays)!.opens).toBe(newOpens);
    expect(session.outside, 'requests that would have left this machine').toEqual([]);

    // The owner may also reorder the offers (in the editor's list, or in the file, as here): the build follows.
    const reordered = parse(readFileSync(sessionsFile, 'utf8'));
    reordered.offers.reverse();
    writeFileSync(sessionsFile, stringify(reordered));
    const newOrder = loadContent(join(copy, 'content')).sessions.offers.map((entry) => entry.id);
    expect(newOrder).toEqual(after.sessions.offers.map((entry) => entry.id).reverse());

    // The site built from the edited copy shows all three changes.
    await promisify(execFile)(process.execPath, [join(projectRoot, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: projectRoot,
      env: { ...process.env, CONTENT_DIR: join(copy, 'content'), EXPORT_DIR: relative(projectRoot, buildDir), NEXT_TELEMETRY_DISABLED: '1' },
      maxBuffer: 16 * 1024 * 1024,
    });
    const built = (page: string) => loadHtml(readFileSync(join(buildDir, page, 'index.html'), 'utf8'));
    const card = built('sessions')(`article#${offer.id}`).text();
    expect(card).toContain(formatPrice({ ...offer.price, from: newPrice }));
    // The old price is gone as a price of its own (a whole-pound price may still begin the new one with pence).
    const oldPrice = formatPrice(offer.price).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(card).not.toMatch(new RegExp(`${oldPrice}(?![\\d.])`));
    expect(built('contact')('main').text()).toContain(formatHours({ ...row, opens: newOpens }, after.interface.facts.closed));
    const sessionsPage = built('sessions');
    expect(sessionsPage('section[aria-labelledby="pricing-heading"] article[id]').map((_, element) => sessionsPage(element).attr('id')).get()).toEqual(newOrder);
  } finally {
    session.close();
    rmSync(buildDir, { recursive: true, force: true });
  }
});
