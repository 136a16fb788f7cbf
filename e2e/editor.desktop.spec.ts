import { test, expect, type Locator, type Page } from '@playwright/test';
import { load as loadHtml } from 'cheerio';
import { execFile, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { parse, stringify } from 'yaml';
import { editorConfig, type EditorField } from '../lib/content/editor-config';
import { formatHours, formatPrice } from '../lib/content/format';
import { loadContent } from '../lib/content/load';
import { dataFiles } from '../lib/content/schema';
import type { HoursRow } from '../lib/content/schema/opening-hours';
import type { SessionOffer } from '../lib/content/schema/sessions';
import { copyContent } from '../lib/content/test-copy';

// The owner's round trip, offline: the editor at /admin/ (the built out/admin/) saves through Decap's local
// editing server into a copy of content/, and a build of that copy shows the change. Labels, ids and
// values all come from the content and the editor's configuration, never from this file.

const projectRoot = join(__dirname, '..');
const { config } = editorConfig({ branch: 'main', localBackendUrl: 'http://localhost:8081/api/v1', siteUrl: 'https://example.org' });
const collection = config.collections[0];
const fieldsOf = (file: string) => collection.files.find((entry) => entry.file === `content/${file}`)!.fields;
const find = (fields: EditorField[] | undefined, name: string) => fields!.find((entry) => entry.name === name)!;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** `17:00` moved by half an hour, staying before `closes`. */
function earlier(row: HoursRow & { opens: string; closes: string }): string {
  const [hours, minutes] = row.opens.split(':').map(Number);
  const total = hours * 60 + minutes + (hours * 60 + minutes >= 30 ? -30 : 30);
  const moved = `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  if (moved >= row.closes) throw new Error(`cannot move ${row.opens} by half an hour before ${row.closes}`);
  return moved;
}

/** A list field of the open entry, found by its label, with every item expanded. */
async function openList(page: Page, label: string): Promise<Locator> {
  const list = page.locator('[aria-label="list field"]').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) }).first();
  await list.getByTestId('expand-button').first().click();
  return list;
}

/** A field by its label; Decap adds "(optional)" to the label of a field that is not required. */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(optional\\))?$`));

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

test('the owner changes a price and an opening time in the editor and reorders the offers, and the rebuilt site shows all three', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const copy = copyContent();
  const buildDir = join(projectRoot, '.e2e-builds', relative(join(copy, '..'), copy));
  const before = loadContent(join(copy, 'content'));
  const editorPort = await freePort();
  const editorServer = spawn(process.execPath, [join(projectRoot, 'node_modules/decap-server/dist/index.js')], {
    env: { ...process.env, PORT: String(editorPort), GIT_REPO_DIRECTORY: copy, MODE: 'fs', LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  const localBackend = `http://localhost:${editorPort}/api/v1`;

  try {
    // What the owner will type: one offer's price and one day's opening time, moved a little.
    const offer: SessionOffer = before.sessions.offers.find((entry) => entry.price.to === undefined) ?? before.sessions.offers[0];
    const newPrice = offer.price.to === undefined || offer.price.from + 1 < offer.price.to ? offer.price.from + 1 : offer.price.from - 1;
    const rowIndex = before.openingHours.hours.findIndex((row) => row.opens && row.closes);
    const row = before.openingHours.hours[rowIndex] as HoursRow & { opens: string; closes: string };
    const newOpens = earlier(row);

    // Nothing leaves the machine: the site's server and the local editing server only.
    const outside: string[] = [];
    const local = [new URL(baseURL!).origin, new URL(localBackend).origin];
    await page.context().route(
      (url) => !local.includes(url.origin),
      (route) => {
        outside.push(route.request().url());
        return route.abort();
      },
    );
    // The built configuration names the default editing server; this test's runs on a port of its own.
    await page.route('**/admin/config.yml', async (route) => {
      const response = await route.fetch();
      const built = parse(await response.text());
      built.local_backend.url = localBackend;
      if (built.backend.name === 'proxy') built.backend.proxy_url = localBackend;
      await route.fulfill({ response, body: stringify(built) });
    });
    await expect.poll(() => fetch(localBackend, { method: 'POST', body: '{"action":"info"}', headers: { 'Content-Type': 'application/json' } }).then((reply) => reply.ok, () => false)).toBe(true);

    await page.goto('/admin/');
    await page.getByRole('button', { name: 'Login' }).click();

    // Sessions: the offer's price, found by the offer's id.
    await page.getByRole('link', { name: dataFiles.sessions.label }).click();
    const offersField = find(fieldsOf(dataFiles.sessions.file), 'offers');
    const offers = await openList(page, offersField.label);
    const ids = await field(offers, find(offersField.fields, 'id').label).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(ids).toContain(offer.id);
    const priceLabel = find(find(offersField.fields, 'price').fields, 'from').label;
    await field(offers, priceLabel).nth(ids.indexOf(offer.id)).fill(String(newPrice));
    await publish(page);
    const sessionsFile = join(copy, 'content', dataFiles.sessions.file);
    await expect.poll(() => parse(readFileSync(sessionsFile, 'utf8')).offers.find((entry: SessionOffer) => entry.id === offer.id)?.price.from, { timeout: 15_000 }).toBe(newPrice);

    // Back to the list of files, then the opening hours.
    await page.getByRole('link', { name: new RegExp(collection.label) }).first().click();
    await page.getByRole('link', { name: dataFiles.openingHours.label }).click();
    const hoursField = find(fieldsOf(dataFiles.openingHours.file), 'hours');
    const hours = await openList(page, hoursField.label);
    await field(hours, find(hoursField.fields, 'opens').label).nth(rowIndex).fill(newOpens);
    await publish(page);
    const hoursFile = join(copy, 'content', dataFiles.openingHours.file);
    const sameDays = (entry: HoursRow) => entry.days.join() === row.days.join();
    await expect.poll(() => parse(readFileSync(hoursFile, 'utf8')).hours.find(sameDays)?.opens, { timeout: 15_000 }).toBe(newOpens);

    // What the editor wrote passes the schemas as it stands, and nothing else in the files changed.
    const after = loadContent(join(copy, 'content'));
    expect(after.sessions.offers.find((entry) => entry.id === offer.id)!.price.from).toBe(newPrice);
    expect({ ...after.sessions, offers: after.sessions.offers.map((entry) => ({ ...entry, price: entry.id === offer.id ? before.sessions.offers.find((item) => item.id === offer.id)!.price : entry.price })) }).toEqual(before.sessions);
    expect(after.openingHours.hours.find(sameDays)!.opens).toBe(newOpens);
    expect(outside, 'requests that would have left this machine').toEqual([]);

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
    expect(card).not.toContain(formatPrice(offer.price));
    expect(built('contact')('main').text()).toContain(formatHours({ ...row, opens: newOpens }, after.interface.facts.closed));
    const sessionsPage = built('sessions');
    expect(sessionsPage('section[aria-labelledby="pricing-heading"] article[id]').map((_, element) => sessionsPage(element).attr('id')).get()).toEqual(newOrder);
  } finally {
    editorServer.kill();
    rmSync(copy, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  }
});
