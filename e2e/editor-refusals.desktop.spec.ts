import { test, expect, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadContent } from '../lib/content/load';
import type { HoursRow } from '../lib/content/schema/opening-hours';
import type { SessionOffer } from '../lib/content/schema/sessions';
import { copyContent, editYaml, indexOfId, problemsIn } from '../lib/content/test-copy';
import { earlier, field, fieldsOf, find, openEditor } from './editor-session';

// Mistakes the owner can make in the editor that the build would refuse: each is refused with the build's own
// message and the file stays as it was; once corrected, the change saves, and so does the old value put back.
// The messages come from the loader run on a copy changed the same way, never from this file.

/** The build's problems for a change to a copy of the content, as the owner would read them. */
function problemsOf(file: string, change: Parameters<typeof editYaml>[2]): string[] {
  const copy = copyContent();
  try {
    editYaml(copy, file, change);
    return problemsIn(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Publishes, and expects the refusal to say each of the build's problems. */
async function expectRefused(page: Page, problems: string[]) {
  expect(problems.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
  const refusals = page.getByRole('alert').filter({ hasText: 'Not saved' });
  await expect(refusals.first()).toBeVisible({ timeout: 30_000 });
  for (const problem of problems) await expect(refusals.first()).toContainText(problem);
}

test('a day taken out of the opening hours is refused with the build’s message; with the day back a new time saves, and so does the old time put back', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const copy = copyContent();
  const session = await openEditor(page, baseURL!, copy);
  try {
    const { hours: rows } = loadContent(join(copy, 'content')).openingHours;
    const rowIndex = rows.findIndex((row) => row.days.length > 1 && row.opens && row.closes);
    const row = rows[rowIndex] as HoursRow & { opens: string; closes: string };
    const day = row.days.at(-1)!;
    const hoursField = find(fieldsOf('openingHours'), 'hours');
    const before = session.text('openingHours');

    await session.open('openingHours');
    const list = session.list(hoursField.label);
    await list.getByRole('button', { name: `Remove ${day}` }).click();
    await expectRefused(page, problemsOf('opening-hours.yaml', (document) => document.setIn(['hours', rowIndex, 'days'], row.days.slice(0, -1))));
    expect(session.text('openingHours')).toBe(before);

    // She puts the day back and changes the time she meant to change: that saves.
    const days = field(list, find(hoursField.fields, 'days').label).nth(rowIndex);
    await days.fill(day);
    await days.press('Enter');
    const opens = field(list, find(hoursField.fields, 'opens').label).nth(rowIndex);
    await opens.fill(earlier(row));
    // After a save the editor reopens the entry from the file (lib/editor/page.ts reopen()): through the
    // list and back. A test quicker than a person waits for that, or its next typing is lost in the reload.
    const reopened = page.waitForURL((url) => !url.hash.includes('/entries/'), { timeout: 30_000, waitUntil: 'commit' });
    await session.publish();
    // The editing server writes the file in place: read while it writes, it is empty for a moment (null), and
    // the poll reads again.
    const savedOpens = () => (parse(session.text('openingHours'))?.hours as HoursRow[] | undefined)?.[rowIndex];
    await expect.poll(savedOpens, { timeout: 30_000 }).toEqual({ ...row, opens: earlier(row) });
    await reopened;
    await page.waitForURL((url) => url.hash.includes('/entries/'), { timeout: 30_000, waitUntil: 'commit' });

    // Then she thinks better of it and types the old time back in the same entry: that saves too.
    await expect(opens).toHaveValue(earlier(row), { timeout: 30_000 });
    await opens.fill(row.opens);
    await session.publish();
    await expect.poll(savedOpens, { timeout: 30_000 }).toEqual(row);
    expect(session.text('openingHours')).toBe(before);
    expect(session.outside, 'requests that would have left this machine').toEqual([]);
  } finally {
    session.close();
  }
});

test('a price with more than two figures after the point is refused with the build’s message, and the file stays as it was', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const copy = copyContent();
  const session = await openEditor(page, baseURL!, copy);
  try {
    const { offers } = loadContent(join(copy, 'content')).sessions;
    const offer: SessionOffer = offers.find((entry) => entry.price.to === undefined) ?? offers[0];
    // A tenth of a penny more: within the offer's range, never a whole number of pence.
    const price = offer.price.from + 0.001;
    const offersField = find(fieldsOf('sessions'), 'offers');
    const before = session.text('sessions');

    await session.open('sessions');
    const list = session.list(offersField.label);
    await list.getByTestId('expand-button').first().click();
    const ids = await field(list, find(offersField.fields, 'id').label).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await field(list, find(find(offersField.fields, 'price').fields, 'from').label).nth(ids.indexOf(offer.id)).fill(String(price));
    await expectRefused(page, problemsOf('sessions.yaml', (document) => document.setIn(['offers', indexOfId(document, ['offers'], offer.id), 'price', 'from'], price)));
    expect(session.text('sessions')).toBe(before);
    expect(session.outside, 'requests that would have left this machine').toEqual([]);
  } finally {
    session.close();
  }
});
