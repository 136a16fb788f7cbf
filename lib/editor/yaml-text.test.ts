/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { dataFiles, legalFiles } from '../content/schema';
import { readText, writeText } from './yaml-text';

const contentDir = join(__dirname, '..', '..', 'content');
const files = [...Object.values(dataFiles), ...Object.values(legalFiles)].map(({ file }) => file);
const read = (file: string) => readFileSync(join(contentDir, file), 'utf8');
/** The lines of `after` that are not in `before` and the other way round, as a diff shows them. */
function changedLines(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  return { removed: a.filter((line) => !b.includes(line)), added: b.filter((line) => !a.includes(line)) };
}

describe('a file saved by the editor', () => {
  it('is written back exactly as it was when nothing changed', () => {
    expect(readdirSync(contentDir).length).toBeGreaterThan(0);
    for (const file of files) expect({ file, text: writeText(read(file), readText(read(file))) }).toEqual({ file, text: read(file) });
  });

  it('changes one line for one new price, keeping the notes, the order, the quotes and the long lines', () => {
    const text = read(dataFiles.sessions.file);
    const data = readText(text) as { offers: { id: string; price: { from: number } }[] };
    const offer = data.offers[0];
    offer.price.from += 1;
    const after = writeText(text, data);
    expect(changedLines(text, after)).toEqual({ removed: [`      from: ${offer.price.from - 1}`], added: [`      from: ${offer.price.from}`] });
    expect(after.split('\n').length).toBe(text.split('\n').length);
  });

  it('moves an item with its lines when the owner reorders a list, and writes a new time in quotes', () => {
    const text = read(dataFiles.sessions.file);
    const data = readText(text) as { offers: { id: string }[] };
    data.offers.reverse();
    const after = writeText(text, data);
    expect((parse(after) as typeof data).offers.map((offer) => offer.id)).toEqual(data.offers.map((offer) => offer.id));
    expect(after.split('\n').sort()).toEqual(text.split('\n').sort());

    const hours = read(dataFiles.openingHours.file);
    const rows = readText(hours) as { hours: { days: string[]; opens?: string; closes?: string }[] };
    // A closed day if there is one, else the first row; new times that differ from what it has.
    const row = rows.hours.find((entry) => !entry.opens) ?? rows.hours[0];
    const [opens, closes] = row.opens === '06:15' ? ['06:30', '06:45'] : ['06:15', row.closes === '06:45' ? '07:00' : '06:45'];
    Object.assign(row, { opens, closes });
    const opened = writeText(hours, rows);
    expect(changedLines(hours, opened).added).toEqual([`    opens: "${opens}"`, `    closes: "${closes}"`]);
  });

  it('leaves out a field the owner cleared, and keeps a legal document’s text', () => {
    const text = read(dataFiles.sessions.file);
    const data = readText(text) as { offers: { price: { to?: number | string } }[] };
    const ranged = data.offers.findIndex((offer) => offer.price.to !== undefined);
    data.offers[ranged].price.to = '';
    expect((parse(writeText(text, data)) as typeof data).offers[ranged].price).not.toHaveProperty('to');

    const legal = read(legalFiles.terms.file);
    const document = readText(legal) as { title: string; body: string };
    document.title = `${document.title}.`;
    const saved = writeText(legal, document);
    expect(changedLines(legal, saved).added).toEqual([expect.stringContaining(document.title)]);
    expect(saved.endsWith(document.body)).toBe(true);
  });
});
